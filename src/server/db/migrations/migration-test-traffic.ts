import type { Migration } from "kysely";
import type { AnyDb } from "./migration-kit";

/**
 * Migration 0011_test_traffic: quote sessions, leads and funnel events made by the QA suite are
 * marked `is_test = 1`, so statistics, deliveries and the warehouse can leave them out and a
 * purge can find them. Everything a visitor makes keeps the default 0.
 */
export function testTraffic(): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ["quote_sessions", "leads", "funnel_events"]) {
        await db.schema
          .alterTable(table)
          .addColumn("is_test", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
  };
}
