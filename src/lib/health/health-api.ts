import { z } from "zod";

/**
 * The answer of `GET /api/health`: 200 with `ok: true` when the directory snapshot can be read
 * and the run-time store takes writes; 503 with `ok: false` and the reason otherwise.
 *
 *   { ok: true, companies: 10234, snapshot: { readable: true },
 *     store: { engine: "sqlite", writable: true, checkedAt: "2026-11-23T10:00:00.000Z" } }
 *   { ok: false, companies: 10234, snapshot: { readable: true },
 *     store: { engine: "sqlite", writable: false, reason: "full", code: "SQLITE_FULL", checkedAt: "…" } }
 */

/** Why the store takes no writes: read-only, out of space, cannot be reached, or another error. */
export const storeHealthReasonSchema = z.enum(["read-only", "full", "unreachable", "error"]);
export type StoreHealthReason = z.infer<typeof storeHealthReasonSchema>;

export const snapshotHealthSchema = z.union([z.object({ readable: z.literal(true) }), z.object({ readable: z.literal(false), code: z.string() })]);
export type SnapshotHealth = z.infer<typeof snapshotHealthSchema>;

const engineSchema = z.enum(["sqlite", "postgres"]);
export const storeHealthSchema = z.union([
  z.object({ engine: engineSchema, writable: z.literal(true), checkedAt: z.string() }),
  z.object({ engine: engineSchema.nullable(), writable: z.literal(false), reason: storeHealthReasonSchema, code: z.string(), checkedAt: z.string() }),
]);
export type StoreHealth = z.infer<typeof storeHealthSchema>;

export const healthReportSchema = z.object({
  ok: z.boolean(),
  /** Companies in the snapshot, or null when it cannot be read. */
  companies: z.number().int().nullable(),
  snapshot: snapshotHealthSchema,
  store: storeHealthSchema,
});
export type HealthReport = z.infer<typeof healthReportSchema>;
