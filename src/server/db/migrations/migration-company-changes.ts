import { type Migration, sql } from "kysely";
import type { Engine } from "../store/store";
import type { AnyDb } from "./migration-kit";

/**
 * Migration 0016_company_changes: the company change journal. Every insert, update and delete of
 * a company appends the company's id to `company_changes` with an ever-growing `seq`, written by
 * triggers in the same transaction as the change, so no write path (edit, import, delete, a
 * maintenance fix, a hand-run SQL statement) can forget to log it. The snapshot records the `seq`
 * and `token` of the journal's newest row when it is written; the next rebuild reads only the
 * companies logged after that row (src/server/build/patch-snapshot.ts).
 *
 * `token` is random per row: a snapshot's position names this store's row, so a store replaced
 * or restored from a backup (whose rows of the same `seq`, if any, carry other tokens) is noticed.
 * A first row with no company marks where the journal starts, so there is always a newest row;
 * a TRUNCATE of companies (Postgres) empties the journal and starts it again the same way.
 *
 * On Postgres concurrent writers could commit their journal rows out of `seq` order, and a reader
 * between the two commits would skip the later-committed lower `seq` for ever. So every statement
 * that writes companies first takes one advisory lock for the rest of its transaction: writers
 * of companies take turns, and a committed `seq` is never lower than an uncommitted one. The lock
 * is taken before the statement touches any row, so two writers of companies never hold each
 * other's company rows while waiting for it.
 * SQLite has a single writer and needs none.
 *
 * A future migration that rebuilds the companies table (SQLite's swapTable) drops its triggers
 * and must create them again.
 */
export function companyChanges(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      if (engine === "postgres") {
        await sql`CREATE TABLE company_changes (
          seq bigserial PRIMARY KEY,
          company_id integer,
          token text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text)
        )`.execute(db);
        await sql`CREATE FUNCTION company_changes_turn() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            PERFORM pg_advisory_xact_lock(hashtext('company-changes'));
            RETURN NULL;
          END $$`.execute(db);
        await sql`CREATE TRIGGER companies_journal_turn BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
          FOR EACH STATEMENT EXECUTE FUNCTION company_changes_turn()`.execute(db);
        // One INSERT … SELECT per statement over its transition tables: an import of thousands of rows logs them in one go.
        const events = [
          ["insert", "REFERENCING NEW TABLE AS changed", "SELECT id FROM changed"],
          ["update", "REFERENCING OLD TABLE AS was NEW TABLE AS changed", "SELECT id FROM changed UNION SELECT id FROM was"],
          ["delete", "REFERENCING OLD TABLE AS changed", "SELECT id FROM changed"],
        ] as const;
        for (const [event, transition, ids] of events) {
          await sql`CREATE FUNCTION ${sql.raw(`company_changes_${event}`)}() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              INSERT INTO company_changes (company_id) SELECT id FROM (${sql.raw(ids)}) ids ORDER BY id;
              RETURN NULL;
            END $$`.execute(db);
          await sql`CREATE TRIGGER ${sql.raw(`companies_journal_${event}`)} AFTER ${sql.raw(event.toUpperCase())} ON companies
            ${sql.raw(transition)} FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(`company_changes_${event}`)}()`.execute(db);
        }
        // TRUNCATE (a restore of an SQL export) names no rows: the journal starts again, so every snapshot's position is gone.
        await sql`CREATE FUNCTION company_changes_restart() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            DELETE FROM company_changes;
            INSERT INTO company_changes (company_id) VALUES (NULL);
            RETURN NULL;
          END $$`.execute(db);
        await sql`CREATE TRIGGER companies_journal_truncate AFTER TRUNCATE ON companies
          FOR EACH STATEMENT EXECUTE FUNCTION company_changes_restart()`.execute(db);
      } else {
        await sql`CREATE TABLE company_changes (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          company_id INTEGER,
          token TEXT NOT NULL DEFAULT (lower(hex(randomblob(8))))
        )`.execute(db);
        await sql`CREATE TRIGGER companies_journal_insert AFTER INSERT ON companies BEGIN
          INSERT INTO company_changes (company_id) VALUES (NEW.id);
        END`.execute(db);
        await sql`CREATE TRIGGER companies_journal_update AFTER UPDATE ON companies BEGIN
          INSERT INTO company_changes (company_id) VALUES (NEW.id);
          INSERT INTO company_changes (company_id) SELECT OLD.id WHERE OLD.id <> NEW.id;
        END`.execute(db);
        await sql`CREATE TRIGGER companies_journal_delete AFTER DELETE ON companies BEGIN
          INSERT INTO company_changes (company_id) VALUES (OLD.id);
        END`.execute(db);
      }
      await sql`INSERT INTO company_changes (company_id) VALUES (NULL)`.execute(db);
    },
  };
}
