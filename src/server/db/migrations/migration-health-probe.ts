import type { Migration } from "kysely";
import type { AnyDb } from "./migration-kit";

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
