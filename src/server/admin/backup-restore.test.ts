import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import type { MigrationProvider } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../../test/support/test-database";
import { RestoreRefused } from "../db/backups/backup-restore";
import { copySqliteDatabase, listSqliteBackups } from "../db/backups/backup-sqlite";
import { knownMigrations } from "../db/backups/database-info";
import { storeMigrations } from "../db/migrations/store-migrations";
import { enqueueJob, getJob } from "../db/store/repositories/jobs";
import { countStoreCompanies, listStoreCompanies } from "../db/store/repositories/store-companies";
import { migrateStore, openStore } from "../db/store/store";
import { restoreFromUpload } from "./database";

/** Restoring the SQLite store from an uploaded backup: what is refused, and a restore that goes through. */

const HEADER = ["slug", "name", "city", "state", "zip"];
const row = (slug: string, name: string) => [slug, name, "Austin", "TX", "78701"];
let t: TestDatabase;
let live: string;
let backups: string;

/** The bytes of a backup of the live store as it is now. */
async function backupBytes(name: string): Promise<Buffer> {
  const file = path.join(t.dir, name);
  await copySqliteDatabase(live, file);
  return fs.readFileSync(file);
}

/** Fingerprint of the live database: its file and its WAL, byte for byte. */
function fingerprint(): string {
  const hash = createHash("sha256");
  for (const f of [live, `${live}-wal`]) hash.update(fs.existsSync(f) ? fs.readFileSync(f) : Buffer.alloc(0));
  return hash.digest("hex");
}

/** Expects the restore of `bytes` to be refused with `message`, leaving the live database as it was. */
async function expectRefused(bytes: Uint8Array, message: RegExp) {
  const before = fingerprint();
  const companies = await countStoreCompanies(t.store.db);
  const error = await restoreFromUpload(t.store, bytes, "admin").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RestoreRefused);
  expect((error as RestoreRefused).message).toMatch(message);
  expect(fingerprint()).toBe(before);
  expect(await countStoreCompanies(t.store.db)).toBe(companies);
  expect(fs.readdirSync(path.dirname(live)).filter((f) => f.startsWith(".restore-"))).toEqual([]);
  expect(listSqliteBackups(backups)).toEqual([]);
}

/** A backup of a store with `edit` applied to a copy of the live file. */
async function editedBackup(name: string, edit: (db: Database.Database) => void): Promise<Buffer> {
  const file = path.join(t.dir, name);
  await copySqliteDatabase(live, file);
  const db = new Database(file);
  edit(db);
  db.close();
  return fs.readFileSync(file);
}

describe.runIf(process.env.TEST_STORE_ENGINE !== "postgres")("restore of a SQLite store", () => {
  beforeAll(async () => {
    t = await createTestDatabase();
    live = t.store.location;
    backups = path.join(path.dirname(live), "backups");
    await t.seedCompanies(csvText(HEADER, [row("alpha-movers", "Alpha Movers"), row("beta-movers", "Beta Movers")]));
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("refuses a file that is not SQLite", async () => {
    await expectRefused(Buffer.from("slug,name\nalpha,Alpha\n".repeat(100)), /not a SQLite database/);
    await expectRefused(gzipSync(Buffer.from("hello")), /not a SQLite database/);
  });

  it("refuses a corrupt backup, leaving the live database byte-for-byte untouched", async () => {
    const good = await backupBytes("good.db");
    const pageSize = good.readUInt16BE(16);
    const corrupt = Buffer.from(good);
    // Overwrite the pages after the schema page with noise: the header still says SQLite.
    for (let i = pageSize * 2; i < corrupt.length; i++) corrupt[i] = (i * 7919) % 251;
    await expectRefused(corrupt, /damaged|integrity check|malformed/);
    await expectRefused(gzipSync(corrupt), /damaged|integrity check|malformed/);
  });

  it("refuses a backup with broken references", async () => {
    const broken = await editedBackup("fk.db", (db) => {
      db.pragma("foreign_keys = OFF");
      db.prepare("INSERT INTO lead_companies (lead_id, company_id, selected) VALUES (4242, 1, 1)").run();
    });
    await expectRefused(broken, /integrity check: lead_companies row \d+ refers to a missing row of leads/);
  });

  it("refuses a backup from a newer or different schema version, and a file of another application", async () => {
    const newer = await editedBackup("newer.db", (db) =>
      db.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('0999_from_the_future', 'x')").run(),
    );
    await expectRefused(newer, /newer or different version.*0999_from_the_future/);
    const other = await editedBackup("other.db", (db) => db.exec("DROP TABLE kysely_migration"));
    await expectRefused(other, /not a backup of this site's store/);
    const plain = new Database(path.join(t.dir, "plain.db"));
    plain.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hi')");
    plain.close();
    await expectRefused(fs.readFileSync(path.join(t.dir, "plain.db")), /not a backup of this site's store/);
  });

  it("restores a backup: the data as it was, a pre-restore backup of what it replaced, the same Store still serving", async () => {
    const jobId = await enqueueJob(t.store.db, "backup-database", {}, "admin");
    await t.store.db.updateTable("jobs").set({ status: "running" }).where("id", "=", jobId).execute();
    const backup = await backupBytes("before-gamma.db");
    await t.store.db.updateTable("jobs").set({ status: "succeeded" }).where("id", "=", jobId).execute();
    await t.seedCompanies(csvText(HEADER, [row("gamma-movers", "Gamma Movers")]));
    expect(await countStoreCompanies(t.store.db)).toBe(3);

    // Requests keep coming while the file is swapped: each sees the old or the new data, never an error.
    let restoring = true;
    const seen: unknown[] = [];
    const reader = async () => {
      while (restoring) {
        seen.push(await countStoreCompanies(t.store.db).catch((e: Error) => e.message));
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const readers = [reader(), reader(), reader()];
    const result = await restoreFromUpload(t.store, gzipSync(backup), "admin");
    restoring = false;
    await Promise.all(readers);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((n) => n !== 2 && n !== 3)).toEqual([]);

    expect(result.migrated).toEqual([]);
    expect((await listStoreCompanies(t.store.db)).map((c) => c.slug).sort()).toEqual(["alpha-movers", "beta-movers"]);
    expect(result.tables.find((x) => x.name === "companies")?.rows).toBe(2);
    // The job the backup caught running is not left running for ever.
    expect(await getJob(t.store.db, jobId)).toMatchObject({ status: "failed", error: "interrupted: the database was restored from a backup" });

    const kept = listSqliteBackups(backups);
    expect(kept.map((b) => b.name)).toEqual([result.preRestoreBackup]);
    expect(kept[0].reason).toBe("pre-restore");
    const pre = new Database(path.join(backups, result.preRestoreBackup), { readonly: true });
    expect(pre.prepare("SELECT count(*) AS n FROM companies").get()).toEqual({ n: 3 });
    pre.close();

    const audit = await t.store.db.selectFrom("admin_audit").selectAll().where("action", "=", "database.restore").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "admin", target_id: result.preRestoreBackup });
    expect(fs.readdirSync(path.dirname(live)).filter((f) => f.startsWith(".restore-"))).toEqual([]);

    // Writes land in the restored file and survive a reopen.
    await t.seedCompanies(csvText(HEADER, [row("delta-movers", "Delta Movers")]));
    const reopened = new Database(live, { readonly: true });
    expect(reopened.prepare("SELECT slug FROM companies ORDER BY slug").all()).toEqual([
      { slug: "alpha-movers" },
      { slug: "beta-movers" },
      { slug: "delta-movers" },
    ]);
    expect(reopened.pragma("integrity_check", { simple: true })).toBe("ok");
    reopened.close();
  });

  it("brings an older backup up to the current schema before swapping it in", async () => {
    const known = knownMigrations("sqlite");
    const all = storeMigrations("sqlite");
    const older: MigrationProvider = { getMigrations: async () => Object.fromEntries(known.slice(0, -1).map((name) => [name, all[name]])) };
    const file = path.join(t.dir, "older.db");
    const oldStore = openStore({ engine: "sqlite", file });
    await migrateStore(oldStore, older);
    await oldStore.db.insertInto("app_secrets").values({ name: "from-older", value: "1" }).execute();
    await oldStore.close();

    const result = await restoreFromUpload(t.store, fs.readFileSync(file), "admin");
    expect(result.migrated).toEqual([known.at(-1)]);
    expect(await t.store.db.selectFrom("app_secrets").select("name").where("name", "=", "from-older").execute()).toEqual([{ name: "from-older" }]);
    const applied = await t.store.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(applied).toHaveLength(known.length);
  });
});
