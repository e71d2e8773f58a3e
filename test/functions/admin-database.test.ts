import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import overview from "../../functions/admin-database";
import freshBackup from "../../functions/admin-database-backup";
import backupFile from "../../functions/admin-database-backups-file";
import integrity from "../../functions/admin-database-integrity";
import restore from "../../functions/admin-database-restore";
import type { DatabaseOverview, IntegrityResult } from "../../src/lib/admin/database-api";
import { resetConfig } from "../../src/server/config";
import { knownMigrations } from "../../src/server/db/backups/database-info";
import { claimNextJob } from "../../src/server/db/store/repositories/jobs";
import { countStoreCompanies } from "../../src/server/db/store/repositories/store-companies";
import { migrateStore, openStore } from "../../src/server/db/store/store";
import type { FunctionHandler } from "../../src/server/http/context";
import { runJob } from "../../src/server/jobs/job-runner";
import { findScript, scriptJobHandler } from "../../src/server/scripts/registry";
import { startScriptRun } from "../../src/server/scripts/start-run";
import { adminCookie } from "../support/admin-session";
import { createTestDatabase, createTestPostgresDatabase, csvText, type TestDatabase } from "../support/test-database";

const USER = "db-admin";
const BASE = "http://localhost:4321";
let t: TestDatabase;
let cookie = "";

const call = (
  handler: FunctionHandler,
  url: string,
  init: { method?: string; body?: Uint8Array; params?: Record<string, string>; auth?: boolean } = {},
) =>
  handler(
    new Request(`${BASE}${url}`, {
      method: init.method ?? "GET",
      headers: init.auth === false ? {} : { cookie, origin: BASE },
      body: init.body as BodyInit | undefined,
    }),
    { ip: "192.0.2.1", params: init.params ?? {}, requestId: "t", waitUntil: () => {} },
  );
const getOverview = async () => (await (await call(overview, "/api/admin/database")).json()) as DatabaseOverview;

/** Runs the backup-database script the way the job runner does; returns its job's result. */
async function runBackupScript(): Promise<Record<string, unknown>> {
  const { jobId } = await startScriptRun(t.store, "backup-database", {}, USER, { netlify: false, siteUrl: BASE });
  const job = await claimNextJob(t.store.db, ["backup-database"]);
  expect(job?.id).toBe(jobId);
  await runJob(
    t.store,
    job as NonNullable<typeof job>,
    scriptJobHandler(findScript("backup-database") as NonNullable<ReturnType<typeof findScript>>),
  );
  const done = await t.store.db.selectFrom("jobs").select(["status", "result", "error"]).where("id", "=", jobId).executeTakeFirstOrThrow();
  expect(done.error).toBeNull();
  expect(done.status).toBe("succeeded");
  return JSON.parse(done.result ?? "{}");
}

beforeAll(async () => {
  t = await createTestDatabase();
  const header = ["slug", "name", "city", "state", "zip", "services"];
  await t.seedCompanies(
    csvText(header, [
      ["austin-movers", "Austin Movers", "Austin", "TX", "78701", "local-moving"],
      ["dallas-van", "Dallas Van Lines", "Dallas", "TX", "75201", "local-moving"],
      ["obrien-quoted", 'O\'Brien "Quoted" Movers', "Chicago", "IL", "60601", "local-moving"],
    ]),
  );
  cookie = await adminCookie(t.store, USER);
});
afterAll(async () => {
  delete process.env.BACKUP_KEEP;
  resetConfig();
  await t.cleanup();
});

describe(`database page API (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("answers 401 without a session on every endpoint", async () => {
    const calls: Array<[FunctionHandler, string, string]> = [
      [overview, "GET", "/api/admin/database"],
      [integrity, "POST", "/api/admin/database/integrity"],
      [freshBackup, "GET", "/api/admin/database/backup"],
      [backupFile, "GET", "/api/admin/database/backups/backup-20260101T000000000Z.db"],
      [restore, "POST", "/api/admin/database/restore?confirm=RESTORE"],
    ];
    for (const [handler, method, url] of calls) expect((await call(handler, url, { method, auth: false })).status, url).toBe(401);
  });

  it("describes the engine, schema version, size and every table with its rows and bytes", async () => {
    const info = await getOverview();
    expect(info.engine).toBe(t.engine);
    const known = knownMigrations(t.engine);
    expect(info.schemaVersion).toEqual({ latest: known.at(-1), applied: known.length, pending: [] });
    expect(info.sizeBytes).toBeGreaterThan(10_000);
    const companies = info.tables.find((x) => x.name === "companies");
    expect(companies?.rows).toBe(3);
    expect(companies?.bytes).toBeGreaterThan(0);
    expect(info.tables.find((x) => x.name === "admin_users")?.rows).toBe(1);
    expect(info.tables.map((x) => x.name)).toEqual(expect.arrayContaining(["leads", "jobs", "backups", "kysely_migration"]));
    expect(info.restoreSupported).toBe(t.engine === "sqlite");
    expect(info.backups).toEqual([]);
  });

  it("runs the integrity check and reports a real problem when there is one", async () => {
    const clean = (await (await call(integrity, "/api/admin/database/integrity", { method: "POST" })).json()) as IntegrityResult;
    expect(clean.ok).toBe(true);
    expect(clean.checks.map((c) => c.id)).toEqual(
      t.engine === "sqlite"
        ? ["integrity_check", "foreign_key_check", "migrations"]
        : ["indexes", "constraints", "sequences", "checksums", "migrations"],
    );
    expect(clean.durationMs).toBeGreaterThanOrEqual(0);

    // Break something each engine's checks are meant to see, then put it back.
    if (t.engine === "sqlite") {
      await sql`PRAGMA foreign_keys = OFF`.execute(t.store.db);
      await sql`INSERT INTO lead_companies (lead_id, company_id, selected) VALUES (9999, 1, 1)`.execute(t.store.db);
    } else {
      await sql`SELECT setval(pg_get_serial_sequence('companies', 'id'), 1, false)`.execute(t.store.db);
    }
    const broken = (await (await call(integrity, "/api/admin/database/integrity", { method: "POST" })).json()) as IntegrityResult;
    expect(broken.ok).toBe(false);
    const failed = broken.checks.filter((c) => !c.ok);
    expect(failed.map((c) => c.id)).toEqual([t.engine === "sqlite" ? "foreign_key_check" : "sequences"]);
    expect(failed[0].problems[0]).toMatch(
      t.engine === "sqlite" ? /lead_companies row \d+ refers to a missing row of leads/ : /companies\.id: sequence .* would hand out 1/,
    );

    if (t.engine === "sqlite") {
      await sql`DELETE FROM lead_companies WHERE lead_id = 9999`.execute(t.store.db);
      await sql`PRAGMA foreign_keys = ON`.execute(t.store.db);
    } else {
      await sql`SELECT setval(pg_get_serial_sequence('companies', 'id'), (SELECT max(id) FROM companies))`.execute(t.store.db);
    }
    expect(((await (await call(integrity, "/api/admin/database/integrity", { method: "POST" })).json()) as IntegrityResult).ok).toBe(true);
  });

  it("the backup-database script writes a backup the page lists and serves, keeping the newest BACKUP_KEEP", async () => {
    const result = await runBackupScript();
    const info = await getOverview();
    expect(info.backups).toHaveLength(1);
    const [listed] = info.backups;
    expect(listed).toMatchObject({ name: result.backup, engine: t.engine, reason: "manual" });
    expect(listed.sizeBytes).toBeGreaterThan(1000);

    const res = await call(backupFile, `/api/admin/database/backups/${listed.name}`, { params: { name: listed.name } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${listed.name}"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(listed.sizeBytes);
    if (t.engine === "sqlite") {
      const file = path.join(t.dir, "downloaded.db");
      fs.writeFileSync(file, bytes);
      const copy = new Database(file, { readonly: true });
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(copy.prepare("SELECT count(*) AS n FROM companies").get()).toEqual({ n: 3 });
      copy.close();
    } else {
      await expectSqlExportLoads(bytes);
    }

    process.env.BACKUP_KEEP = "2";
    resetConfig();
    await runBackupScript();
    const third = await runBackupScript();
    const kept = (await getOverview()).backups;
    expect(kept.map((b) => b.name)).toEqual([third.backup, expect.any(String)]);
    expect(kept.map((b) => b.name)).not.toContain(listed.name);
    expect((await call(backupFile, `/api/admin/database/backups/${listed.name}`, { params: { name: listed.name } })).status).toBe(404);

    const audit = await t.store.db.selectFrom("admin_audit").select(["action", "actor"]).where("action", "like", "database.%").execute();
    expect(audit.filter((a) => a.action === "database.backup")).toHaveLength(3);
    expect(audit.filter((a) => a.action === "database.backup.download")).toHaveLength(1);
    expect(new Set(audit.map((a) => a.actor))).toEqual(new Set([USER]));
  });

  it("serves a fresh backup as an attachment without keeping it", async () => {
    const before = (await getOverview()).backups;
    const res = await call(freshBackup, "/api/admin/database/backup");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="backup-\d{8}T\d{9}Z\.(db|sql\.gz)"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (t.engine === "sqlite") expect(bytes.subarray(0, 16).toString("latin1")).toBe("SQLite format 3\0");
    else expect(gunzipSync(bytes).toString("utf8")).toContain('INSERT INTO "companies"');
    expect((await getOverview()).backups).toEqual(before);
  });

  it("serves only listed backup names", async () => {
    for (const name of ["../store.db", "store.db", "backup-20990101T000000000Z.db", "backup-20990101T000000000Z.sql.gz"]) {
      expect((await call(backupFile, `/api/admin/database/backups/${encodeURIComponent(name)}`, { params: { name } })).status, name).toBe(404);
    }
  });

  it("restore needs the typed confirmation, and says so on Postgres", async () => {
    const res = await call(restore, "/api/admin/database/restore?confirm=yes", { method: "POST", body: new Uint8Array([1, 2, 3]) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: "confirm", message: "type RESTORE to confirm the restore" }] });
    if (t.engine === "postgres") {
      const pgRes = await call(restore, "/api/admin/database/restore?confirm=RESTORE", { method: "POST", body: new Uint8Array([1, 2, 3]) });
      expect(pgRes.status).toBe(501);
      expect(((await pgRes.json()) as { error: string }).error).toMatch(/SQLite store only.*psql/);
    }
  });
});

/** Loads a Postgres SQL export into a fresh, migrated database and compares the tables. */
async function expectSqlExportLoads(gz: Buffer) {
  const text = gunzipSync(gz).toString("utf8");
  expect(text).toMatch(/^-- National Movers Directory: export of the run-time store/);
  const target = await createTestPostgresDatabase();
  const store = openStore({ engine: "postgres", url: target.url });
  try {
    await migrateStore(store);
    await store.db.insertInto("app_secrets").values({ name: "stale", value: "replaced by the load" }).execute();
    const client = new pg.Client(target.url);
    await client.connect();
    await client.query(text);
    await client.end();
    expect(await countStoreCompanies(store.db)).toBe(3);
    const names = (await store.db.selectFrom("companies").select("name").orderBy("name").execute()).map((r) => r.name);
    expect(names).toEqual(["Austin Movers", "Dallas Van Lines", 'O\'Brien "Quoted" Movers']);
    expect(await store.db.selectFrom("app_secrets").select("name").where("name", "=", "stale").execute()).toEqual([]);
    // The sequences were moved past the loaded ids: a new row does not collide.
    const maxId = Math.max(...(await store.db.selectFrom("admin_users").select("id").execute()).map((r) => r.id));
    const inserted = await store.db
      .insertInto("admin_users")
      .values({ username: "n", username_key: "n", password_hash: "x", created_at: "now" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(maxId);
  } finally {
    await store.close();
    await target.drop();
  }
}
