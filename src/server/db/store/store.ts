import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, type MigrationProvider, type MigrationResultSet, Migrator, PostgresDialect, type Transaction } from "kysely";
import pg from "pg";
import { config, resolvePath } from "../../config";
import { storeMigrationProvider } from "../migrations/store-migrations";
import { StoreSqliteDialect } from "./sqlite-dialect";
import { cachedStatement } from "./statement-cache";
import { storeFailure } from "./store-errors";
import type { StoreSchema } from "./store-schema";

/**
 * The run-time store: everything written while the site runs, behind one Kysely query layer with
 * two engines. SQLite (a local file, better-sqlite3) is the embedded default; Postgres (pg) is
 * used when a Postgres URL is configured: Netlify Database, Neon or any server.
 */
export type Engine = "sqlite" | "postgres";
export type StoreDb = Kysely<StoreSchema>;
export type StoreTx = Transaction<StoreSchema>;

export interface Store {
  db: StoreDb;
  engine: Engine;
  /** Where it lives, for messages: the file, or the Postgres URL without its password. */
  location: string;
  close(): Promise<void>;
  /**
   * SQLite only: holds the store's one connection (other queries wait, none runs half on each
   * file), checkpoints the WAL, closes the file, runs `work` (which may replace the file at
   * `file`), then reopens it. The Store object, and everyone holding it, stays valid.
   */
  replaceFile?(work: (file: string) => Promise<void>): Promise<void>;
}

export type StoreTarget = { engine: "sqlite"; file: string } | { engine: "postgres"; url: string; poolMax?: number };

const INT8_OID = 20;

/** Postgres URL without its password, for logs and messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres://(unparsable url)";
  }
}

/** Opens a store without migrating it. */
export function openStore(target: StoreTarget): Store {
  if (target.engine === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax ?? 5,
      // A store that cannot be reached answers within seconds (503), not after a platform timeout.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 10_000,
      // count(*) and bigint millisecond columns arrive as numbers, as they do from SQLite.
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
      },
    });
    // A client losing its connection must not crash the process; the next query reconnects. The
    // pool listens on idle clients only, so each client also gets its own listener for the
    // moments it is checked out between queries (Postgres terminating backends, a restart).
    pool.on("error", (error) => console.error("Postgres connection error:", error.message));
    pool.on("connect", (client) => client.on("error", (error) => console.error("Postgres connection error:", error.message)));
    const db = new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", location: redactUrl(target.url), close: () => db.destroy() };
  }
  if (target.file !== ":memory:") fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const openFile = () => {
    const handle = new Database(target.file);
    handle.pragma("journal_mode = WAL");
    // FULL: an acknowledged lead survives a power cut, not only a process crash.
    handle.pragma("synchronous = FULL");
    handle.pragma("foreign_keys = ON");
    handle.pragma("busy_timeout = 5000");
    return handle;
  };
  let sqlite = openFile();
  // Kysely prepares every statement through this indirection, so replaceFile can swap the file;
  // statements come from the connection's statement cache.
  const database = { prepare: (query: string) => cachedStatement(sqlite, query), close: () => sqlite.close() };
  const db = new Kysely<StoreSchema>({ dialect: new StoreSqliteDialect({ database }, () => sqlite.inTransaction) });
  const replaceFile = (work: (file: string) => Promise<void>) =>
    db.connection().execute(async () => {
      const [checkpoint] = sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
      if (checkpoint?.busy) throw Object.assign(new Error("Another connection is using the store file"), { code: "SQLITE_BUSY" });
      sqlite.close();
      try {
        await work(target.file);
      } finally {
        sqlite = openFile();
      }
    });
  return { db, engine: "sqlite", location: target.file, close: () => db.destroy(), replaceFile };
}

/** What the configuration asks for: Postgres when a URL is set, else the embedded SQLite file. */
export function configuredStoreTarget(): StoreTarget {
  const cfg = config();
  return cfg.DATABASE_URL
    ? { engine: "postgres", url: cfg.DATABASE_URL, poolMax: cfg.DATABASE_POOL_MAX }
    : { engine: "sqlite", file: resolvePath(cfg.STORE_PATH) };
}

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`Migration "${migration}" of the run-time store failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * Applies every pending migration; returns the names applied. Throws a MigrationError naming the
 * migration that failed (its changes are rolled back on Postgres, where DDL is transactional).
 */
export async function migrateStore(store: Store, provider: MigrationProvider = storeMigrationProvider(store.engine)): Promise<string[]> {
  const migrator = new Migrator({ db: store.db, provider });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "(before any migration ran)";
    throw new MigrationError(failed, error);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

let shared: Promise<Store> | undefined;

/**
 * The process-wide store. The embedded SQLite store is migrated on first use (one machine, one
 * writer); Postgres is migrated by the build (`npm run build`), never at a function's cold start.
 */
export function getStore(): Promise<Store> {
  shared ??= (async () => {
    const store = openStore(configuredStoreTarget());
    if (store.engine === "sqlite") await migrateStore(store);
    return store;
  })().catch((error) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Closes the process-wide store (tests and graceful shutdown); the next getStore() opens it again. */
export async function closeStore(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}

/**
 * Makes `store` the process-wide store (tests that build their own) and returns the one it
 * replaces, without closing it, so a test can put it back.
 */
export function setStore(store: Store | undefined): Promise<Store> | undefined {
  const previous = shared;
  shared = store ? Promise.resolve(store) : undefined;
  return previous;
}

/**
 * True when an error means the store cannot take this request right now (the caller answers
 * 503), as opposed to a bug or bad data: unreachable or overloaded, read-only, or full. See
 * store-errors.ts for the codes and the message for each case.
 */
export function isStoreUnavailable(error: unknown): boolean {
  return storeFailure(error) !== null;
}

/** Now as the ISO text every store timestamp uses. */
export const isoNow = (now: number = Date.now()): string => new Date(now).toISOString();

/** Runs `work` in a transaction: the caller's, when `db` already is one, else a new one. */
export function inTransaction<T>(db: StoreDb, work: (trx: StoreDb) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
