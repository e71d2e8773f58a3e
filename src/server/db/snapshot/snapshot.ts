import fs from "node:fs";
import path from "node:path";
import Database, { type Statement } from "better-sqlite3";
import { bayesianRating } from "../../../lib/companies/ranking";
import { config, resolvePath } from "../../config";
import { cachedStatement, cachedStatementCount } from "../store/statement-cache";
import { SNAPSHOT_SCHEMA_SQL } from "./snapshot-schema";

/**
 * The directory snapshot: companies, services, the ZIP/city/state reference and the search
 * index in one SQLite file. The build writes it (`createSnapshotFile`); everything else only
 * ever opens it read-only, so it can be served from a read-only file system such as Netlify's
 * function bundles: no journal switch, no migrations, no temporary files beside it.
 */
export type Db = Database.Database;

/**
 * Opens a snapshot read-only; the file must exist. Nothing is written, not even a -wal/-shm file.
 *
 * In EXCLUSIVE locking mode the connection takes its shared lock on the first read and keeps it,
 * instead of taking it, checking the file's change counter and releasing it around every
 * statement: a ZIP look-up by primary key costs about 1.2 µs instead of 17-20 µs on this VM,
 * where those file-lock system calls are dear, and a search makes several such reads. Nothing
 * writes a snapshot in place (a build or patch writes a new file and renames it over the old
 * one), so holding the lock blocks no writer; a writer of the same file would get SQLITE_BUSY
 * rather than be read stale.
 */
export function openSnapshot(file: string): Db {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma("locking_mode = EXCLUSIVE");
  return db;
}

/**
 * Creates an empty writable snapshot at `file` with the snapshot schema, for the build (and
 * tests). WAL is not used: the file is written once and shipped in rollback-journal mode.
 */
export function createSnapshotFile(file: string): Db {
  if (file !== ":memory:") {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
  }
  const db = new Database(file);
  db.pragma("journal_mode = DELETE");
  db.pragma("foreign_keys = ON");
  db.exec(SNAPSHOT_SCHEMA_SQL);
  return db;
}

let shared: Db | undefined;

/**
 * The process-wide read-only connection to `SNAPSHOT_PATH`, opened on first use. Pages read it
 * through pageSnapshot (src/server/build), which first waits for a partial build's final snapshot.
 */
export function getSnapshot(): Db {
  shared ??= openSnapshot(resolvePath(config().SNAPSHOT_PATH));
  return shared;
}

/** Closes the shared connection (tests, and after the build replaced the file). */
export function closeSnapshot(): void {
  shared?.close();
  shared = undefined;
}

const withFunctions = new WeakSet<Db>();

/**
 * The connection's prepared statement for `sql`, from the one statement cache
 * (statement-cache.ts). The connection's first call also registers
 * `bayesian_rating(rating, review_count)` (the house's `bayesianRating`), so SQL ranks by the
 * same reputation as the directory pages.
 */
export function statement<P extends unknown[] = unknown[], R = unknown>(db: Db, sql: string): Statement<P, R> {
  if (!withFunctions.has(db)) {
    db.function("bayesian_rating", { deterministic: true }, (rating, reviews) => bayesianRating(rating as number | null, Number(reviews)));
    withFunctions.add(db);
  }
  return cachedStatement(db, sql) as unknown as Statement<P, R>;
}

export { cachedStatementCount };
