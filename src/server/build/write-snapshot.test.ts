import fs from "node:fs";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../../test/support/test-database";
import { storeMigrations } from "../db/migrations/store-migrations";
import { getCompanyBySlug } from "../db/snapshot/companies";
import { openSnapshot } from "../db/snapshot/snapshot";
import { countStoreCompanies, listStoreCompanies, upsertStoreCompanies } from "../db/store/repositories/store-companies";
import { MigrationError, migrateStore } from "../db/store/store";
import { SeedError, writeSnapshot } from "./write-snapshot";

/** The build's data step on both engines: seed an empty store once, write the snapshot from it. */
let t: TestDatabase;
let csvPath: string;
let snapshotPath: string;
const HEADER = ["slug", "name", "city", "state", "zip", "services"];

beforeAll(async () => {
  t = await createTestDatabase();
  csvPath = path.join(t.dir, "companies.csv");
  snapshotPath = path.join(t.dir, "built", "directory.db");
  fs.mkdirSync(path.dirname(snapshotPath));
  fs.writeFileSync(
    csvPath,
    csvText(HEADER, [
      ["acme-austin", "Acme Movers", "Austin", "TX", "78701", "local-moving"],
      ["bolt-denver", "Bolt Movers", "Denver", "CO", "80202", "long-distance-moving"],
      ["cole-chicago", "Cole Movers", "Chicago", "IL", "60601", "packing"],
    ]),
  );
}, 60_000);
afterAll(async () => {
  await t.cleanup();
});

const readSnapshot = <T>(read: (db: ReturnType<typeof openSnapshot>) => T): T => {
  const db = openSnapshot(snapshotPath);
  try {
    return read(db);
  } finally {
    db.close();
  }
};

describe(`the build's data step (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("seeds an empty store once, even when two builds run at the same time", async () => {
    const [a, b] = await Promise.all([writeSnapshot(t.store, snapshotPath, csvPath), writeSnapshot(t.store, `${snapshotPath}.2`, csvPath)]);
    expect(a.seeded + b.seeded).toBe(3);
    expect(await countStoreCompanies(t.store.db)).toBe(3);
    fs.rmSync(`${snapshotPath}.2`);
  }, 60_000);

  it("writes a rollback-journal snapshot holding the store's companies under the store's ids", async () => {
    const stored = await listStoreCompanies(t.store.db);
    const rows = readSnapshot((db) => db.prepare("SELECT id, slug FROM companies ORDER BY id").all());
    expect(rows).toEqual(stored.map((c) => ({ id: c.id, slug: c.slug })));
    expect(readSnapshot((db) => db.pragma("journal_mode", { simple: true }))).toBe("delete");
    expect(fs.readdirSync(path.dirname(snapshotPath))).toEqual(["directory.db"]);
  });

  it("keeps admin changes on the next build: the CSV only seeds an empty store", async () => {
    const [acme] = (await listStoreCompanies(t.store.db)).filter((c) => c.slug === "acme-austin");
    await upsertStoreCompanies(t.store.db, [{ ...acme, name: "Acme Movers & Storage" }]);
    const summary = await writeSnapshot(t.store, snapshotPath, csvPath);
    expect(summary.seeded).toBe(0);
    expect(readSnapshot((db) => getCompanyBySlug(db, "acme-austin")?.name)).toBe("Acme Movers & Storage");
  });

  it("stops on an invalid seed CSV, naming the row, and leaves the previous snapshot", async () => {
    const empty = await createTestDatabase();
    try {
      const bad = path.join(empty.dir, "bad.csv");
      fs.writeFileSync(bad, csvText(HEADER, [["x-austin", "X Movers", "Austin", "TX", "ABCDE", "local-moving"]]));
      const before = fs.readFileSync(snapshotPath);
      const failure = writeSnapshot(empty.store, snapshotPath, bad);
      await expect(failure).rejects.toBeInstanceOf(SeedError);
      await expect(failure).rejects.toThrow(/row 2, zip/);
      expect(fs.readFileSync(snapshotPath).equals(before)).toBe(true);
      expect(await countStoreCompanies(empty.store.db)).toBe(0);
    } finally {
      await empty.cleanup();
    }
  });

  it("names the migration that failed", async () => {
    const broken = {
      getMigrations: async () => ({
        ...storeMigrations(t.engine),
        // The table exists already: this migration fails on both engines.
        "9999_broken": { up: async (db: Kysely<unknown>) => void (await sql`CREATE TABLE jobs (id integer)`.execute(db)) },
      }),
    };
    const failure = migrateStore(t.store, broken);
    await expect(failure).rejects.toBeInstanceOf(MigrationError);
    await expect(failure).rejects.toThrow(/Migration "9999_broken"/);
  });
});
