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
export type StoreHealthReason = "read-only" | "full" | "unreachable" | "error";

export type SnapshotHealth = { readable: true } | { readable: false; code: string };

export type StoreHealth =
  | { engine: "sqlite" | "postgres"; writable: true; checkedAt: string }
  | { engine: "sqlite" | "postgres" | null; writable: false; reason: StoreHealthReason; code: string; checkedAt: string };

export interface HealthReport {
  ok: boolean;
  /** Companies in the snapshot, or null when it cannot be read. */
  companies: number | null;
  snapshot: SnapshotHealth;
  store: StoreHealth;
}
