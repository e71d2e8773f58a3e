import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { formatBytes, RESTORE_MAX_DATABASE_BYTES } from "../../../lib/admin/database-api";
import { isoNow, migrateStore, openStore, type Store, type StoreDb } from "../store/store";
import { knownMigrations, listTableNames } from "./database-info";
import { sqliteFileChecks } from "./database-integrity";

/**
 * Restoring a SQLite store from an uploaded backup, in two steps.
 *
 * prepareRestore validates the upload without touching the live database: the bytes (gzipped or
 * not) must start with SQLite's header; they are written to a new file beside the live one,
 * which must open read-only, pass `PRAGMA integrity_check` and `foreign_key_check`, and carry
 * this site's migrations: the same as the live store's, or an earlier prefix of them, in which
 * case the copy (never the live file) is migrated to the current version and checked again, and
 * its tables must then be the live store's. Any refusal deletes the copy and throws
 * RestoreRefused.
 *
 * swapInRestore then replaces the live file through Store.replaceFile: with the store's one
 * connection held (requests wait instead of reading half of each file) and the WAL checkpointed
 * and closed, the stale -wal/-shm are removed and the copy is renamed over the live file (an
 * atomic rename within one folder), and the store reopens on it.
 */

export class RestoreRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 501 = 400,
  ) {
    super(message);
    this.name = "RestoreRefused";
  }
}

export interface PreparedRestore {
  /** The validated copy beside the live file, ready to be renamed over it. */
  file: string;
  /** Migrations applied to the copy because the backup was older. */
  migrated: string[];
  /** Cleans up the copy when the restore does not go ahead. */
  discard(): void;
}

const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");
const GZIP_MAGIC = [0x1f, 0x8b];

function removeWithSidecars(file: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** The upload's database bytes: gunzipped when gzipped, with the expanded size capped. */
function databaseBytes(upload: Uint8Array): Buffer {
  const bytes = Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength);
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      return gunzipSync(bytes, { maxOutputLength: RESTORE_MAX_DATABASE_BYTES });
    } catch (error) {
      if (error instanceof RangeError) throw new RestoreRefused(`The backup expands to more than ${formatBytes(RESTORE_MAX_DATABASE_BYTES)}`);
      throw new RestoreRefused("The file looks gzipped but could not be decompressed");
    }
  }
  return bytes;
}

/** Runs the read-only checks of `file`; throws RestoreRefused with what failed. Returns its migrations. */
async function checkCopy(file: string): Promise<string[]> {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true });
  } catch (error) {
    throw new RestoreRefused(`The file cannot be opened as a SQLite database: ${(error as Error).message}`);
  }
  try {
    let checks: Awaited<ReturnType<typeof sqliteFileChecks>>;
    try {
      checks = await sqliteFileChecks(async (query) => db.prepare(query).all() as Record<string, unknown>[]);
    } catch (error) {
      throw new RestoreRefused(`The backup is damaged: ${(error as Error).message}`);
    }
    const failed = checks.filter((c) => !c.ok);
    if (failed.length > 0) {
      throw new RestoreRefused(`The backup fails the integrity check: ${failed.flatMap((c) => c.problems.slice(0, 5)).join("; ")}`);
    }
    const hasMigrations = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!hasMigrations) throw new RestoreRefused("The file is not a backup of this site's store: it has no migration record");
    return (db.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[]).map((r) => r.name);
  } finally {
    db.close();
  }
}

/** Validates an uploaded backup for `store` (SQLite) and writes it beside the live file. */
export async function prepareRestore(store: Store, upload: Uint8Array): Promise<PreparedRestore> {
  if (store.engine !== "sqlite" || !store.replaceFile) {
    throw new RestoreRefused(
      "Restoring from an upload works on the SQLite store only. A Postgres backup is a SQL export: load it with psql (see the README).",
      501,
    );
  }
  const bytes = databaseBytes(upload);
  if (bytes.length < 512 || !bytes.subarray(0, SQLITE_HEADER.length).equals(SQLITE_HEADER)) {
    throw new RestoreRefused('The file is not a SQLite database (its header is not "SQLite format 3")');
  }
  const file = path.join(path.dirname(store.location), `.restore-${randomBytes(6).toString("hex")}.db`);
  const discard = () => removeWithSidecars(file);
  try {
    const fd = fs.openSync(file, "wx");
    try {
      fs.writeSync(fd, bytes);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    const applied = await checkCopy(file);
    const known = knownMigrations("sqlite");
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0)
      throw new RestoreRefused(`The backup was made by a newer or different version of the site (unknown migration ${unknown.join(", ")})`);
    if (applied.some((name, i) => known[i] !== name)) {
      throw new RestoreRefused(`The backup's schema (${applied.length} migrations) is not an earlier version of this site's (${known.length})`);
    }
    let migrated: string[] = [];
    if (applied.length < known.length) {
      const copy = openStore({ engine: "sqlite", file });
      try {
        migrated = await migrateStore(copy);
      } catch (error) {
        throw new RestoreRefused(`The backup's schema could not be brought up to date: ${(error as Error).message}`);
      } finally {
        await copy.close();
      }
      await checkCopy(file);
    }
    const copy = openStore({ engine: "sqlite", file });
    let tables: string[];
    try {
      tables = await listTableNames(copy);
    } finally {
      await copy.close();
    }
    const live = await listTableNames(store);
    const missing = live.filter((t) => !tables.includes(t));
    const extra = tables.filter((t) => !live.includes(t));
    if (missing.length > 0 || extra.length > 0) {
      throw new RestoreRefused(
        `The backup's tables differ from the live store's (${[...missing.map((t) => `missing ${t}`), ...extra.map((t) => `extra ${t}`)].join(", ")})`,
      );
    }
    for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(`${file}${suffix}`, { force: true });
    return { file, migrated, discard };
  } catch (error) {
    discard();
    throw error;
  }
}

/** Renames the prepared copy over the live file of `store` and reopens the store on it. */
export async function swapInRestore(store: Store, prepared: PreparedRestore): Promise<void> {
  if (!store.replaceFile) throw new RestoreRefused("This store cannot be replaced", 501);
  await store.replaceFile(async (live) => {
    for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(`${live}${suffix}`, { force: true });
    fs.renameSync(prepared.file, live);
    const dir = fs.openSync(path.dirname(live), "r");
    try {
      fs.fsyncSync(dir);
    } finally {
      fs.closeSync(dir);
    }
  });
}

/** Jobs a restored backup shows as running were running when it was made: none of them is now. */
export async function failJobsRunningInBackup(db: StoreDb): Promise<number> {
  const result = await db
    .updateTable("jobs")
    .set({ status: "failed", error: "interrupted: the database was restored from a backup", finished_at: isoNow() })
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
