import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { resetConfig } from "../../src/server/config";
import { createTestDatabase, csvText, type TestDatabase } from "./test-database";

export interface FileDatabaseOptions {
  /** Environment variables set (and the config re-read) before the database is created; removed after the file's tests. */
  env?: Record<string, string>;
  /** Companies seeded into the new database, as CSV cells. */
  companies?: { header: readonly string[]; rows: ReadonlyArray<ReadonlyArray<string>> };
  /** Companies seeded into the new database, as a whole CSV file's text. */
  companiesCsv?: string;
  /** How long creating and seeding may take (a big CSV takes minutes on a loaded machine). */
  setupTimeoutMs?: number;
}

/**
 * A test database for the calling test file: created before the file's tests (with `env` set and
 * `companies` seeded) and removed after them. Call the answer inside tests, not at import.
 * @example const db = testDatabaseForFile({ companies: { header: ["name", "city", "state", "zip"], rows: [["Acme Movers", "Austin", "TX", "78701"]] } });
 */
export function testDatabaseForFile(options: FileDatabaseOptions = {}): () => TestDatabase {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    Object.assign(process.env, options.env);
    resetConfig();
    t = await createTestDatabase();
    if (options.companies) await t.seedCompanies(csvText(options.companies.header, options.companies.rows));
    if (options.companiesCsv) await t.seedCompanies(options.companiesCsv);
  }, options.setupTimeoutMs);
  afterAll(async () => {
    await t?.cleanup();
    for (const name of Object.keys(options.env ?? {})) delete process.env[name];
    resetConfig();
  });
  return () => {
    if (!t) throw new Error("The test database exists only while the file's tests run");
    return t;
  };
}

/** `testDatabaseForFile` seeded with `rows` of companies under `header` (the tests in src/ call it by this name). */
export function useSeededDatabase(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): () => TestDatabase {
  return testDatabaseForFile({ companies: { header, rows } });
}

/** `testDatabaseForFile` seeded with the whole sample directory (data/companies.csv, about 10,000 movers). */
export function sampleDirectoryForFile(): () => TestDatabase {
  const csv = fs.readFileSync(new URL("../../data/companies.csv", import.meta.url), "utf8");
  return testDatabaseForFile({ companiesCsv: csv, setupTimeoutMs: 300_000 });
}
