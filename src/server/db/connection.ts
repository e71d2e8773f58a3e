import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { config, resolvePath } from "../config";
import { migrate } from "./migrations";

export type Db = Database.Database;

export interface OpenOptions {
  /** Open without writing anything (no migrations, no WAL switch): for build-time reads. */
  readonly?: boolean;
}

/**
 * Opens a SQLite database with the house settings: WAL journal, foreign keys on, a busy
 * timeout, and every pending migration applied. Creates the parent folder when needed.
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (options.readonly) {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma("foreign_keys = ON");
    return db;
  }
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // NORMAL in WAL mode survives a process crash; lead writes switch to FULL (withDurableCommit).
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

/**
 * Runs `write` with `synchronous = FULL`, so its commit is fsynced and survives power loss,
 * not only a process crash: for acknowledged leads. better-sqlite3 is synchronous, so no other
 * statement on this connection runs in between.
 */
export function withDurableCommit<T>(db: Db, write: () => T): T {
  db.pragma("synchronous = FULL");
  try {
    return write();
  } finally {
    db.pragma("synchronous = NORMAL");
  }
}

let shared: Db | undefined;

/** The process-wide connection to `DATABASE_PATH`, opened on first use. */
export function getDatabase(): Db {
  shared ??= openDatabase(resolvePath(config().DATABASE_PATH));
  return shared;
}

/** Closes the shared connection (tests and graceful shutdown). */
export function closeDatabase(): void {
  shared?.close();
  shared = undefined;
}
