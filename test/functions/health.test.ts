import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { Kysely, sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import authStatus, { config as authStatusConfig } from "../../functions/auth-status";
import health, { config as healthConfig } from "../../functions/health";
import leads from "../../functions/leads";
import type { HealthReport } from "../../src/lib/health/health-api";
import { resetConfig } from "../../src/server/config";
import { closeSnapshot } from "../../src/server/db/snapshot/snapshot";
import { StoreSqliteDialect } from "../../src/server/db/store/sqlite-dialect";
import { openStore, type Store, setStore } from "../../src/server/db/store/store";
import { STORE_FAILURE_MESSAGES } from "../../src/server/db/store/store-errors";
import type { StoreSchema } from "../../src/server/db/store/store-schema";
import { PROBE_CACHE_MS } from "../../src/server/health";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

let n = 0;
const context = (ip = "127.0.0.1") => ({ ip, params: {}, requestId: "test", waitUntil: () => {} });
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(
    csvText(
      ["name", "city", "state", "zip"],
      [
        ["Acme Movers", "Austin", "TX", "78701"],
        ["Beta Movers", "Dallas", "TX", "75201"],
      ],
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  setStore(t.store);
});
afterAll(async () => {
  await t.cleanup();
});

/** Moves the (mocked) clock past the probe cache, so the next health call probes the store again. */
const nextProbe = () => vi.setSystemTime(Date.now() + PROBE_CACHE_MS);

async function getHealth(): Promise<{ status: number; body: HealthReport; retryAfter: string | null }> {
  const res = await health(new Request("http://localhost/api/health"), context());
  return { status: res.status, body: (await res.json()) as HealthReport, retryAfter: res.headers.get("retry-after") };
}

/** A lead POST as the wizard sends it (JSON refusals), each from its own address. */
async function postLead(): Promise<{ status: number; body: string; retryAfter: string | null }> {
  n++;
  const fields = sampleLeadFields(randomUUID(), { lastName: `Health${n}`, email: `health+${n}@example.com` });
  const req = new Request("http://localhost/api/leads", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(fields).toString(),
  });
  const res = await leads(req, context(`198.51.100.${n % 250}`));
  return { status: res.status, body: await res.text(), retryAfter: res.headers.get("retry-after") };
}

const countLeads = async () => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM leads`.execute(t.store.db)).rows[0].n);

/**
 * The store as a process that may not write its file sees it: SQLite opens a file it cannot
 * write read-only and refuses writes with SQLITE_READONLY; a Postgres database set to
 * `default_transaction_read_only` (as a standby is) refuses them with 25006.
 */
async function readOnlyStore(): Promise<{ store: Store; restore(): Promise<void> }> {
  if (t.engine === "sqlite") {
    const file = t.store.location;
    const handle = new Database(file, { readonly: true, fileMustExist: true });
    const db = new Kysely<StoreSchema>({ dialect: new StoreSqliteDialect({ database: handle }, () => handle.inTransaction) });
    return { store: { db, engine: "sqlite", location: file, close: () => db.destroy() }, restore: async () => {} };
  }
  const url = process.env.DATABASE_URL as string;
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client(url);
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
  return {
    store: openStore({ engine: "postgres", url }),
    restore: async () => {
      await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = off`);
      await admin.end();
    },
  };
}

describe("GET /api/health", () => {
  it("answers 200 when the snapshot reads and the store takes a probe write", async () => {
    expect(healthConfig.path).toBe("/api/health");
    nextProbe();
    const res = await health(new Request("http://localhost/api/health"), context());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const body = (await res.json()) as HealthReport;
    expect(body).toEqual({
      ok: true,
      companies: 2,
      snapshot: { readable: true },
      store: { engine: t.engine, writable: true, checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    expect(Math.abs(Date.parse(body.store.checkedAt) - Date.now())).toBeLessThan(2_000);
    const probe = await t.store.db.selectFrom("health_probe").selectAll().execute();
    expect(probe).toEqual([{ id: 1, checked_at: body.store.checkedAt }]);
  });

  it("writes at most one probe per few seconds however often it is asked", async () => {
    nextProbe();
    const answers = await Promise.all(Array.from({ length: 50 }, () => getHealth()));
    const first = answers[0].body.store.checkedAt;
    expect(answers.every((a) => a.status === 200 && a.body.store.checkedAt === first)).toBe(true);
    vi.setSystemTime(Date.parse(first) + PROBE_CACHE_MS - 200);
    expect((await getHealth()).body.store.checkedAt).toBe(first);
    vi.setSystemTime(Date.parse(first) + PROBE_CACHE_MS);
    expect((await getHealth()).body.store.checkedAt).not.toBe(first);
  });

  it("refuses other methods with 405 and an Allow header", async () => {
    const res = await health(new Request("http://localhost/api/health", { method: "POST" }), context());
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.json()).toEqual({ error: "Method POST not allowed" });
  });

  it("answers 503 when the snapshot cannot be read", async () => {
    const saved = process.env.SNAPSHOT_PATH;
    process.env.SNAPSHOT_PATH = `${t.dir}/missing.db`;
    resetConfig();
    closeSnapshot();
    try {
      const { status, body } = await getHealth();
      expect(status).toBe(503);
      expect(body).toMatchObject({ ok: false, companies: null, snapshot: { readable: false, code: "SQLITE_CANTOPEN" }, store: { writable: true } });
    } finally {
      process.env.SNAPSHOT_PATH = saved;
      resetConfig();
      closeSnapshot();
    }
  });
});

describe("a store that takes no writes", () => {
  it("read-only: health answers 503 and a lead gets 503 with a clear message, nothing stored", async () => {
    const before = await countLeads();
    const { store, restore } = await readOnlyStore();
    setStore(store);
    try {
      nextProbe();
      const { status, body, retryAfter } = await getHealth();
      expect(status).toBe(503);
      expect(retryAfter).toBe("30");
      expect(body).toMatchObject({ ok: false, companies: 2, snapshot: { readable: true } });
      expect(body.store).toMatchObject({
        engine: t.engine,
        writable: false,
        reason: "read-only",
        code: t.engine === "sqlite" ? "SQLITE_READONLY" : "25006",
      });
      const lead = await postLead();
      expect(lead.status).toBe(503);
      expect(lead.retryAfter).toBe("120");
      expect(JSON.parse(lead.body)).toEqual({ error: STORE_FAILURE_MESSAGES["read-only"] });
      expect(lead.body).toContain("read-only");
    } finally {
      setStore(t.store);
      await store.close();
      await restore();
    }
    expect(await countLeads()).toBe(before);
    nextProbe();
    expect((await getHealth()).status).toBe(200);
    expect((await postLead()).status).toBe(200);
  });

  it("unreachable: health answers 503 within seconds and a lead gets 503", async () => {
    const down = openStore({ engine: "postgres", url: "postgres://x:y@127.0.0.1:1/none" });
    setStore(down);
    try {
      const started = Date.now();
      const { status, body } = await getHealth();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(status).toBe(503);
      expect(body.store).toMatchObject({ engine: "postgres", writable: false, reason: "unreachable", code: "ECONNREFUSED" });
      const lead = await postLead();
      expect(lead.status).toBe(503);
      expect(JSON.parse(lead.body)).toEqual({ error: STORE_FAILURE_MESSAGES.unreachable });
    } finally {
      setStore(t.store);
      await down.close();
    }
  });

  it.runIf(process.env.TEST_STORE_ENGINE !== "postgres")("full (SQLite): leads get 503, never 500, health says full, and both recover", async () => {
    const db = t.store.db;
    const pages = Number((await sql<{ page_count: number }>`PRAGMA page_count`.execute(db)).rows[0].page_count);
    await sql.raw(`PRAGMA max_page_count = ${pages + 2}`).execute(db);
    try {
      nextProbe();
      const full = await getHealth();
      expect(full.status).toBe(503);
      expect(full.body.store).toMatchObject({ writable: false, reason: "full", code: "SQLITE_FULL" });

      // Leads still fit in the pages' free space for a while; then every one is refused with 503.
      const statuses: number[] = [];
      let refused: Awaited<ReturnType<typeof postLead>> | undefined;
      while (!refused && statuses.length < 300) {
        const lead = await postLead();
        statuses.push(lead.status);
        if (lead.status !== 200) refused = lead;
      }
      expect(refused?.status).toBe(503);
      expect(refused?.retryAfter).toBe("120");
      expect(JSON.parse(refused?.body ?? "{}")).toEqual({ error: STORE_FAILURE_MESSAGES.full });
      const more = await Promise.all(Array.from({ length: 5 }, () => postLead()));
      expect(more.map((m) => m.status)).toEqual([503, 503, 503, 503, 503]);
      console.log(`full store: ${statuses.length - 1} leads stored before the store was full, then 503 for every lead`);
    } finally {
      await sql.raw("PRAGMA max_page_count = 1073741823").execute(db);
    }
    nextProbe();
    expect((await getHealth()).status).toBe(200);
    expect((await postLead()).status).toBe(200);
  });
});

describe("GET /api/auth/status", () => {
  it("reports no session without a session cookie", async () => {
    expect(authStatusConfig.path).toBe("/api/auth/status");
    const res = await authStatus(new Request("http://localhost/api/auth/status"), context());
    expect(await res.json()).toEqual({ isAuthenticated: false });
  });
});
