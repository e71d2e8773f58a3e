import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before (and independently of) the typed schema
type AnyDb = Kysely<any>;

/**
 * Migration 0015_lead_iso_dates: leads keep their move date as an ISO day (`YYYY-MM-DD`), the
 * form that sorts and compares as text; the lead wire format `MM/DD/YYYY` is converted only where
 * a lead arrives or leaves. Rows stored before in the wire format are rewritten; anything else
 * (already ISO, empty) is left as it is. substr and || mean the same on SQLite and Postgres.
 */
export function leadIsoDates(): Migration {
  return {
    async up(db: AnyDb) {
      await db
        .updateTable("leads")
        .set({ move_date: sql`substr(move_date, 7, 4) || '-' || substr(move_date, 1, 2) || '-' || substr(move_date, 4, 2)` })
        .where("move_date", "like", "__/__/____")
        .execute();
    },
  };
}
