import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { deriveCities, type ZipRecord } from "../../src/lib/cities";
import { copyCompaniesToSnapshot } from "../../src/server/build/write-snapshot";
import { resetConfig } from "../../src/server/config";
import { importCompaniesCsv } from "../../src/server/csv/import";
import { insertReferenceData } from "../../src/server/db/snapshot/reference";
import { closeSnapshot, createSnapshotFile, type Db } from "../../src/server/db/snapshot/snapshot";
import { type Engine, migrateStore, openStore, type Store, setStore } from "../../src/server/db/store/store";
import { loadZipRecords } from "../../src/server/reference/zip-source";
import { runTemplates, withClient } from "./database-templates";
import { PG_TEMPLATE_DATABASE, PG_TEMPLATE_ENV } from "./template-names";

/**
 * Test support: per test file, a snapshot file with the reference tables loaded and a migrated
 * run-time store on the engine the test run asks for (TEST_STORE_ENGINE=postgres with
 * PG_TEST_URL, a server the test setup started or an external one; SQLite otherwise). The
 * environment is pointed at both, so functions under test use them.
 */

let zipCache: ZipRecord[] | undefined;

export interface TestDatabase {
  /** A writable connection to the snapshot file (functions open it read-only themselves). */
  snapshot: Db;
  snapshotFile: string;
  store: Store;
  engine: Engine;
  dir: string;
  /** Imports CSV text into the store (upsert) and copies the store's companies into the snapshot, as a build would. */
  seedCompanies(csv: string): Promise<void>;
  /** Copies the store's companies into the snapshot again (after admin writes), as a rebuild would. */
  rebuildSnapshot(): Promise<void>;
  /** Closes the connections, drops the Postgres database and deletes the folder. */
  cleanup(): Promise<void>;
}

/** The store engine of this test run. */
export function testEngine(): Engine {
  return process.env.TEST_STORE_ENGINE === "postgres" ? "postgres" : "sqlite";
}

/**
 * A fresh Postgres database on the test server, empty or (`fromTemplate`) a clone of the run's
 * migrated template; returns its URL and a drop function.
 */
export async function createTestPostgresDatabase(options: { fromTemplate?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.PG_TEST_URL;
  if (!serverUrl) throw new Error("TEST_STORE_ENGINE=postgres needs PG_TEST_URL (set by the test setup, or point it at a server)");
  const name = `movers_test_${randomBytes(6).toString("hex")}`;
  const template = options.fromTemplate && process.env[PG_TEMPLATE_ENV] === PG_TEMPLATE_DATABASE ? ` TEMPLATE ${PG_TEMPLATE_DATABASE}` : "";
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-test-"));
  const snapshotFile = path.join(dir, "directory.db");
  const templates = runTemplates();
  let snapshot: Db;
  if (templates) {
    fs.copyFileSync(templates.snapshotFile, snapshotFile);
    snapshot = new Database(snapshotFile);
    snapshot.pragma("foreign_keys = ON");
  } else {
    snapshot = createSnapshotFile(snapshotFile);
    zipCache ??= loadZipRecords();
    insertReferenceData(snapshot, deriveCities(zipCache), zipCache);
  }

  const engine = testEngine();
  let drop = async () => {};
  const savedEnv = { SNAPSHOT_PATH: process.env.SNAPSHOT_PATH, STORE_PATH: process.env.STORE_PATH, DATABASE_URL: process.env.DATABASE_URL };
  process.env.SNAPSHOT_PATH = snapshotFile;
  if (engine === "postgres") {
    const database = await createTestPostgresDatabase({ fromTemplate: true });
    drop = database.drop;
    process.env.DATABASE_URL = database.url;
  } else {
    delete process.env.DATABASE_URL;
    process.env.STORE_PATH = path.join(dir, "store.db");
    if (templates) fs.copyFileSync(templates.sqliteStoreFile, process.env.STORE_PATH);
  }
  resetConfig();
  closeSnapshot();
  const store = openStore(
    engine === "postgres" ? { engine, url: process.env.DATABASE_URL as string } : { engine, file: process.env.STORE_PATH as string },
  );
  // A no-op on a copy of a template; migrates from empty otherwise.
  await migrateStore(store);
  const previous = setStore(store);

  // The shared read-only connection keeps its lock while open (openSnapshot), and this writes the
  // snapshot in place, as no build does: close it first, and the next read opens the new rows.
  const rebuildSnapshot = async () => {
    closeSnapshot();
    await copyCompaniesToSnapshot(store, snapshot);
  };
  return {
    snapshot,
    snapshotFile,
    store,
    engine,
    dir,
    async seedCompanies(csv) {
      const result = await importCompaniesCsv(store.db, snapshot, csv, "upsert");
      if (!result.ok) throw new Error(`seed CSV is invalid: ${JSON.stringify(result.errors.slice(0, 5))}`);
      await rebuildSnapshot();
    },
    rebuildSnapshot,
    async cleanup() {
      closeSnapshot();
      if (snapshot.open) snapshot.close();
      // Put back the store this one replaced (a test database created inside another's tests).
      const current = setStore(undefined);
      if (current && (await current.catch(() => undefined)) !== store) setStore(await current);
      else if (previous) setStore(await previous);
      for (const [name, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetConfig();
      await store.close().catch(() => {});
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A CSV text from a header and rows of cells (test fixtures). */
export function csvText(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [header, ...rows].map((r) => r.map(quote).join(",")).join("\n");
}

/**
 * Test support: makes inserting the company `slug` into the store fail with `message` while `fn`
 * runs (a trigger on either engine), to prove a failed write rolls everything back.
 */
export async function withFailingInsert<T>(t: TestDatabase, slug: string, message: string, fn: () => T | Promise<T>): Promise<T> {
  const db = t.store.db;
  if (t.engine === "postgres") {
    await sql
      .raw(`CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.slug = '${slug}' THEN RAISE EXCEPTION '${message}'; END IF; RETURN NEW; END $$`)
      .execute(db);
    await sql`CREATE TRIGGER boom BEFORE INSERT ON companies FOR EACH ROW EXECUTE FUNCTION boom()`.execute(db);
  } else {
    await sql
      .raw(`CREATE TRIGGER boom BEFORE INSERT ON companies WHEN NEW.slug = '${slug}' BEGIN SELECT RAISE(ABORT, '${message}'); END`)
      .execute(db);
  }
  try {
    return await fn();
  } finally {
    await sql`DROP TRIGGER boom${sql.raw(t.engine === "postgres" ? " ON companies" : "")}`.execute(db);
    if (t.engine === "postgres") await sql`DROP FUNCTION boom()`.execute(db);
  }
}
