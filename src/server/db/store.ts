import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, type MigrationProvider, type MigrationResultSet, Migrator, PostgresDialect, SqliteDialect, type Transaction } from "kysely";
import pg from "pg";
import { config, resolvePath } from "../config";
import { storeMigrationProvider } from "./store-migrations";
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
      types: { getTypeParser: ((oid: number, format?: string) => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as "text"))) as typeof pg.types.getTypeParser },
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error("Postgres connection error:", error.message));
    const db = new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", location: redactUrl(target.url), close: () => db.destroy() };
  }
  if (target.file !== ":memory:") fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new Database(target.file);
  sqlite.pragma("journal_mode = WAL");
  // FULL: an acknowledged lead survives a power cut, not only a process crash.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<StoreSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: "sqlite", location: target.file, close: () => db.destroy() };
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
    super(`Migration "${migration}" of the run-time store failed: ${cause instanceof Error ? cause.message : String(cause)}`);
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

const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "ETIMEDOUT", "EAI_AGAIN", "EHOSTUNREACH", "SQLITE_BUSY", "SQLITE_CANTOPEN"]);

/**
 * True when an error means the store cannot be reached or is overloaded right now (the caller
 * answers 503), as opposed to a bug or bad data: refused or dropped connections, Postgres'
 * connection and shutdown classes (08, 53, 57P), a locked SQLite file.
 */
export function isStoreUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? "");
    if (UNAVAILABLE_CODES.has(code) || /^(08|53|57P)/.test(code)) return true;
    const message = e instanceof Error ? e.message : "";
    if (/timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isStoreUnavailable(inner))) return true;
  }
  return false;
}

/** Now as the ISO text every store timestamp uses. */
export const isoNow = (now: number = Date.now()): string => new Date(now).toISOString();

/** Runs `work` in a transaction: the caller's, when `db` already is one, else a new one. */
export function inTransaction<T>(db: StoreDb, work: (trx: StoreDb) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
