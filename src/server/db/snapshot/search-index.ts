import type { Db } from "./snapshot";

/**
 * The company full-text index (companies_fts): the SQL that fills it and the triggers that keep
 * it in step with single-row writes. Used by the snapshot schema that creates the index and by
 * bulk writes, which switch the triggers off and rebuild the index in one pass instead. Every
 * build writes a new snapshot, so a change here takes effect at the next build.
 */
export const FTS_FILL_SQL = `
  INSERT INTO companies_fts (rowid, name, city, state)
  SELECT c.id, c.name, ci.name, s.name || ' ' || s.abbreviation
  FROM companies c JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.abbreviation = ci.state;`;

export const FTS_TRIGGERS_SQL = `
  CREATE TRIGGER companies_fts_insert AFTER INSERT ON companies BEGIN
    INSERT INTO companies_fts (rowid, name, city, state)
    SELECT new.id, new.name, ci.name, s.name || ' ' || s.abbreviation
    FROM cities ci JOIN states s ON s.abbreviation = ci.state WHERE ci.id = new.city_id;
  END;

  CREATE TRIGGER companies_fts_delete AFTER DELETE ON companies BEGIN
    DELETE FROM companies_fts WHERE rowid = old.id;
  END;

  CREATE TRIGGER companies_fts_update AFTER UPDATE OF id, name, city_id ON companies
  WHEN old.id IS NOT new.id OR old.name IS NOT new.name OR old.city_id IS NOT new.city_id BEGIN
    DELETE FROM companies_fts WHERE rowid = old.id;
    INSERT INTO companies_fts (rowid, name, city, state)
    SELECT new.id, new.name, ci.name, s.name || ' ' || s.abbreviation
    FROM cities ci JOIN states s ON s.abbreviation = ci.state WHERE ci.id = new.city_id;
  END;`;

const DROP_TRIGGERS_SQL = `
  DROP TRIGGER IF EXISTS companies_fts_insert;
  DROP TRIGGER IF EXISTS companies_fts_delete;
  DROP TRIGGER IF EXISTS companies_fts_update;`;

/** From this many rows a bulk write rebuilds the index once rather than row by row. */
export const BULK_REINDEX_THRESHOLD = 1000;

/**
 * Runs a bulk write with the per-row index triggers dropped, then empties and refills the index
 * in one pass and recreates the triggers. Call it inside the write's transaction, so a failure
 * rolls the triggers back too (SQLite DDL is transactional).
 */
export function withSearchIndexRebuilt<T>(db: Db, write: () => T): T {
  if (!db.inTransaction) throw new Error("withSearchIndexRebuilt must run inside a transaction");
  db.exec(DROP_TRIGGERS_SQL);
  const result = write();
  db.exec(`INSERT INTO companies_fts (companies_fts) VALUES ('delete-all'); ${FTS_FILL_SQL} ${FTS_TRIGGERS_SQL}`);
  return result;
}
