import { type Migration, sql } from "kysely";
import type { AnyDb } from "./migration-kit";

/**
 * Migration 0009_limits:
 * - `rate_limits`: the shared limiter's counters, one row per bucket (a policy for one client
 *   or for everyone), counted and reset in one upsert; expired rows are deleted by `reset_at`.
 * - `login_attempts` is keyed by (username, IP) pair and remembers which attempt was counted
 *   last (`attempt_id`), so the atomic count tells each request whether it was let through.
 *   The old per-username and per-IP rows mean nothing under the new keys and are dropped.
 * - `admin_sessions.last_seen_at`: the idle timeout; sessions alive now start a fresh idle window.
 * - `quote_sessions` hold one row per uuid: duplicates are folded into the earliest row, and a
 *   unique index keeps it so.
 * - `funnel_events` are looked up by lead uuid to bound the events one quote may store.
 */
export function limits(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("hits", "integer", (c) => c.notNull())
        .addColumn("reset_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_reset").on("rate_limits").column("reset_at").execute();

      await db.deleteFrom("login_attempts").execute();
      await db.schema
        .alterTable("login_attempts")
        .addColumn("attempt_id", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("login_attempts_updated").on("login_attempts").column("updated_at").execute();

      await db.schema
        .alterTable("admin_sessions")
        .addColumn("last_seen_at", "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.updateTable("admin_sessions").set({ last_seen_at: Date.now() }).execute();

      await sql`
        DELETE FROM quote_sessions
        WHERE EXISTS (
          SELECT 1 FROM quote_sessions AS earlier
          WHERE earlier.uuid = quote_sessions.uuid
            AND (earlier.created_at < quote_sessions.created_at OR (earlier.created_at = quote_sessions.created_at AND earlier.id < quote_sessions.id))
        )`.execute(db);
      await db.schema.createIndex("quote_sessions_uuid").on("quote_sessions").column("uuid").unique().execute();
      await db.schema.createIndex("funnel_events_lead").on("funnel_events").column("lead_uuid").execute();
    },
  };
}
