import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { deriveCities } from "../../src/lib/cities";
import { insertReferenceData } from "../../src/server/db/snapshot/reference";
import { createSnapshotFile } from "../../src/server/db/snapshot/snapshot";
import { migrateStore, openStore } from "../../src/server/db/store/store";
import { loadZipRecords } from "../../src/server/reference/zip-source";
import { PG_TEMPLATE_DATABASE, TEMPLATE_DIR_ENV } from "./template-names";

/**
 * Templates that every test file's databases are copied from: a snapshot file with the reference
 * tables (41,689 ZIPs) and a migrated SQLite store, made once per test run, and on Postgres a
 * migrated template database that `CREATE DATABASE ... TEMPLATE` clones at the cost of a file
 * copy. Building and migrating them per file cost more than many files' own tests.
 */
export interface DatabaseTemplates {
  dir: string;
  snapshotFile: string;
  sqliteStoreFile: string;
}

/** Writes the snapshot and SQLite store templates into a new temporary folder. */
export async function makeDatabaseTemplates(): Promise<DatabaseTemplates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-templates-"));
  const templates = templatesIn(dir);
  const snapshot = createSnapshotFile(templates.snapshotFile);
  const zips = loadZipRecords();
  insertReferenceData(snapshot, deriveCities(zips), zips);
  snapshot.close();
  const store = openStore({ engine: "sqlite", file: templates.sqliteStoreFile });
  await migrateStore(store);
  await store.close();
  return templates;
}

/** The templates of this run, when the run's global setup made them. */
export function runTemplates(): DatabaseTemplates | undefined {
  const dir = process.env[TEMPLATE_DIR_ENV];
  return dir && fs.existsSync(dir) ? templatesIn(dir) : undefined;
}

function templatesIn(dir: string): DatabaseTemplates {
  return { dir, snapshotFile: path.join(dir, "directory.db"), sqliteStoreFile: path.join(dir, "store.db") };
}

/** Creates the migrated template database on the Postgres server at `serverUrl`. */
export async function makePostgresTemplate(serverUrl: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DATABASE}`);
    await client.query(`CREATE DATABASE ${PG_TEMPLATE_DATABASE}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${PG_TEMPLATE_DATABASE}`;
  const store = openStore({ engine: "postgres", url: url.toString() });
  await migrateStore(store);
  // A template cannot be cloned while anyone is connected to it.
  await store.close();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
