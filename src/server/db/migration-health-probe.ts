import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before (and independently of) the typed schema
type AnyDb = Kysely<any>;

/**
 * Migration 0010_health_probe: a one-row table health checks write to (an upsert of row 1), so
 * `/api/health` proves the store takes writes without adding rows.
 */
export function healthProbe(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("health_probe")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("checked_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
