import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import dashboardFn from "../../functions/admin-dashboard";
import qaRunsFn from "../../functions/admin-qa-runs";
import { QA_RUN_HEADER, type QaRun } from "../../src/lib/admin/qa-api";
import { type RunningServer, startServer } from "../../src/platform/server";
import { resetConfig } from "../../src/server/config";
import { closeSnapshot } from "../../src/server/db/snapshot/snapshot";
import { countLeads, countLeadsByStatusSince, listAdminLeads } from "../../src/server/db/store/repositories/admin-leads";
import { getJob } from "../../src/server/db/store/repositories/jobs";
import { finishQaRun, insertQaRun } from "../../src/server/db/store/repositories/qa-runs";
import { countFunnelEvents } from "../../src/server/db/store/repositories/quote";
import type { FunctionHandler } from "../../src/server/http/context";
import { type JobRunner, startJobRunner } from "../../src/server/jobs/job-runner";
import { scriptJobHandlers } from "../../src/server/scripts/registry";
import { adminCookie } from "../support/admin-session";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * QA automation against the real local server over the built site (dist/) and its snapshot,
 * with this file's store: the suite runs through the API and the job runner, and its test lead
 * must leave every statistic as it was.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const hasBuild = fs.existsSync(path.join(ROOT, "dist/index.html")) && fs.existsSync(path.join(ROOT, "data/directory.db"));
const USER = "qa-admin";
let t: TestDatabase;
let server: RunningServer;
let runner: JobRunner;
let cookie = "";

const ctx = () => ({ ip: "192.0.2.9", params: {}, requestId: "t", waitUntil: () => {} });
const call = (handler: FunctionHandler, p: string, init: { method?: string; body?: unknown; auth?: boolean } = {}) => {
  const headers: Record<string, string> = { "sec-fetch-site": "same-origin" };
  if (init.auth !== false) headers.cookie = cookie;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return handler(
    new Request(`http://localhost:4321${p}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    ctx(),
  );
};

/** Everything a statistic or a delivery could count, for before/after comparisons. */
async function figures() {
  const db = t.store.db;
  const count = async (table: "outbox" | "quote_sessions" | "funnel_events" | "match_sets" | "lead_companies") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    leads: await countLeads(db),
    today: await countLeadsByStatusSince(db, `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`),
    listed: (await listAdminLeads(db, {}, { page: 1, pageSize: 50 })).total,
    funnel: await countFunnelEvents(db, "2000-01-01T00:00:00.000Z"),
    outbox: await count("outbox"),
    sessions: await count("quote_sessions"),
    events: await count("funnel_events"),
    matchSets: await count("match_sets"),
    leadCompanies: await count("lead_companies"),
  };
}

const postLead = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  t = await createTestDatabase();
  cookie = await adminCookie(t.store, USER);
  if (!hasBuild) return;
  // The built pages were made from data/directory.db: the server serves a copy of both (a
  // rebuild elsewhere cannot change them under the test), so the suite's real slugs and movers
  // exist in both.
  const dist = path.join(t.dir, "dist");
  fs.cpSync(path.join(ROOT, "dist"), dist, { recursive: true });
  const snapshot = path.join(t.dir, "site-directory.db");
  fs.copyFileSync(path.join(ROOT, "data/directory.db"), snapshot);
  process.env.SNAPSHOT_PATH = snapshot;
  resetConfig();
  closeSnapshot();
  server = await startServer({
    host: "127.0.0.1",
    port: 0,
    distDir: dist,
    functionsDir: path.join(ROOT, "functions"),
    netlifyTomlPath: path.join(ROOT, "netlify.toml"),
    maxBodyBytes: 11 * 1024 * 1024,
    trustProxy: false,
  });
  runner = startJobRunner(t.store, scriptJobHandlers(), 100);
}, 60_000);
afterAll(async () => {
  runner?.stop();
  await server?.close();
  closeSnapshot();
  await t.cleanup();
}, 90_000);

describe(`QA runs API (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("answers 401 without a session", async () => {
    expect((await call(qaRunsFn, "/api/admin/qa/runs", { auth: false })).status).toBe(401);
    expect((await call(qaRunsFn, "/api/admin/qa/runs", { method: "POST", body: {}, auth: false })).status).toBe(401);
  });

  it("refuses unknown suites and another host as base URL, naming the field, and queues nothing", async () => {
    const badSuite = await call(qaRunsFn, "/api/admin/qa/runs", { method: "POST", body: { suites: ["smoke", "nope"] } });
    expect(badSuite.status).toBe(400);
    expect(JSON.stringify(await badSuite.json())).toContain("suites");
    const elsewhere = await call(qaRunsFn, "/api/admin/qa/runs", { method: "POST", body: { base_url: "https://attacker.example" } });
    expect(elsewhere.status).toBe(400);
    expect(((await elsewhere.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["base_url"]);
    const jobs = await t.store.db.selectFrom("jobs").select("id").where("kind", "=", "qa-suite").execute();
    expect(jobs).toEqual([]);
  });

  it.skipIf(!hasBuild)(
    "runs the suite from the API: at least 10 checks pass, and its test lead changes no statistic and is gone afterwards",
    async () => {
      // A visitor's quote first, so there are real figures to keep.
      const visitor = sampleLeadFields(randomUUID());
      expect((await postLead(visitor)).status).toBe(200);
      const before = await figures();
      expect(before.leads).toBe(1);
      expect(before.outbox).toBeGreaterThan(0);

      const started = await fetch(`${server.url}/api/admin/qa/runs`, {
        method: "POST",
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ base_url: server.url }),
      });
      expect(started.status).toBe(201);
      const { job } = (await started.json()) as { job: { id: number } };
      const deadline = Date.now() + 120_000;
      for (;;) {
        const status = (await getJob(t.store.db, job.id))?.status;
        if (status === "succeeded" || status === "failed" || status === "cancelled") break;
        if (Date.now() > deadline) throw new Error(`job ${job.id} still ${status}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      const finished = await getJob(t.store.db, job.id);
      expect(finished?.status, `${finished?.error}\n${finished?.log}`).toBe("succeeded");

      const { runs } = (await (await call(qaRunsFn, "/api/admin/qa/runs")).json()) as { runs: QaRun[] };
      const run = runs[0];
      const failing = run.checks.filter((c) => c.status !== "passed").map((c) => `${c.name}: ${c.detail}`);
      expect(failing).toEqual([]);
      expect(run).toMatchObject({ job_id: job.id, base_url: server.url, verdict: "passed", failed: 0 });
      expect(run.passed).toBeGreaterThanOrEqual(10);
      console.log(`QA run: ${run.passed} checks passed in ${run.checks.reduce((a, c) => a + c.duration_ms, 0)} ms`);
      expect(run.checks.every((c) => typeof c.duration_ms === "number" && c.name.length > 0)).toBe(true);
      expect(new Set(run.checks.map((c) => c.suite))).toEqual(new Set(["smoke", "apis", "quote", "links", "admin"]));
      expect(run.checks.find((c) => c.name.startsWith("POST /api/proxy/match_companies"))?.status).toBe("passed");

      // No statistic, list, delivery or event of a visitor moved; the test quote left nothing behind.
      expect(await figures()).toEqual(before);
      const testRows = await Promise.all(
        (["leads", "quote_sessions", "funnel_events"] as const).map((table) =>
          t.store.db.selectFrom(table).select("is_test").where("is_test", "=", 1).execute(),
        ),
      );
      expect(testRows.flat()).toEqual([]);

      const dashboard = (await (await call(dashboardFn, "/api/admin/dashboard")).json()) as {
        qa: { lastRun: { verdict: string; passed: number } | null };
      };
      expect(dashboard.qa.lastRun).toMatchObject({ verdict: "passed", passed: run.passed });
    },
    180_000,
  );

  it.skipIf(!hasBuild)("a forged or finished run's X-QA-Run token never flags a visitor's lead, which is stored and delivered", async () => {
    const forged = sampleLeadFields(randomUUID());
    expect((await postLead(forged, { [QA_RUN_HEADER]: randomBytes(32).toString("base64url") })).status).toBe(200);
    const token = randomBytes(32).toString("base64url");
    const runId = await insertQaRun(t.store.db, { jobId: null, baseUrl: server.url, suites: ["quote"], token });
    await finishQaRun(t.store.db, runId, [], 50);
    const stale = sampleLeadFields(randomUUID());
    expect((await postLead(stale, { [QA_RUN_HEADER]: token })).status).toBe(200);
    for (const fields of [forged, stale]) {
      const lead = await t.store.db.selectFrom("leads").select(["id", "is_test"]).where("lead_uuid", "=", fields.lead_uuid).executeTakeFirstOrThrow();
      expect(lead.is_test).toBe(0);
      const deliveries = await t.store.db.selectFrom("outbox").select("kind").where("lead_id", "=", lead.id).execute();
      expect(deliveries.map((d) => d.kind)).toContain("warehouse");
    }
  });
});
