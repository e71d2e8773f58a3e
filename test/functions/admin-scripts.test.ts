import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jobFn from "../../functions/admin-job";
import cancelFn from "../../functions/admin-job-cancel";
import scriptsFn from "../../functions/admin-scripts";
import runsFn from "../../functions/admin-scripts-runs";
import backgroundFn from "../../functions/script-run-background";
import type { ScriptInfo } from "../../src/lib/admin/scripts-api";
import { enqueueJob, getJob } from "../../src/server/db/store/repositories/jobs";
import { type JobHandler, runQueuedJobs } from "../../src/server/jobs/job-runner";
import { scriptJobHandlers } from "../../src/server/scripts/registry";
import { startScriptRun } from "../../src/server/scripts/start-run";
import { adminCookie } from "../support/admin-session";
import { adminCaller, json } from "../support/function-request";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

const USER = "script-admin";
const BASE = "http://localhost:4321";
let t: TestDatabase;
let cookie = "";

const call = adminCaller({ base: BASE, cookie: () => cookie, headers: { "sec-fetch-site": "same-origin" } });
const startRun = (id: string, body: unknown) => call(runsFn, `/api/admin/scripts/${id}/runs`, { method: "POST", body, params: { id } });
const auditOf = (jobId: number) =>
  t.store.db.selectFrom("admin_audit").selectAll().where("target_type", "=", "job").where("target_id", "=", String(jobId)).execute();

beforeAll(async () => {
  t = await createTestDatabase();
  const header = ["slug", "name", "city", "state", "zip", "phone", "services"];
  await t.seedCompanies(
    csvText(header, [
      ["twin-a", "Twin Movers", "Austin", "TX", "78701", "(512) 555-0100", "local-moving"],
      ["twin-b", "Twin Movers Inc.", "Austin", "TX", "78702", "(512) 555-0111", "local-moving"],
      ["solo", "Solo Movers", "Dallas", "TX", "75201", "(214) 555-0100", "local-moving"],
    ]),
  );
  cookie = await adminCookie(t.store, USER);
});
afterAll(async () => {
  await t.cleanup();
});

describe(`Scripts API (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("answers 401 without a session", async () => {
    expect((await call(scriptsFn, "/api/admin/scripts", { auth: false })).status).toBe(401);
    expect(
      (
        await call(runsFn, "/api/admin/scripts/purge-old-data/runs", {
          method: "POST",
          body: { params: {} },
          params: { id: "purge-old-data" },
          auth: false,
        })
      ).status,
    ).toBe(401);
    expect((await call(cancelFn, "/api/admin/jobs/1/cancel", { method: "POST", params: { id: "1" }, auth: false })).status).toBe(401);
  });

  it("lists every script with a form description of its params and no last run yet", async () => {
    const { scripts } = await json<{ scripts: ScriptInfo[] }>(call(scriptsFn, "/api/admin/scripts"));
    expect(scripts.map((s) => s.id)).toEqual(
      expect.arrayContaining(["rebuild-site", "find-duplicate-companies", "check-company-locations", "purge-old-data", "retry-deliveries"]),
    );
    const purge = scripts.find((s) => s.id === "purge-old-data");
    expect(purge?.params.properties?.days).toMatchObject({ type: "integer", default: 90, minimum: 1, title: "Older than (days)" });
    expect(scripts.find((s) => s.id === "check-company-locations")?.params.properties?.fix).toMatchObject({ type: "boolean", default: false });
    expect(purge?.lastRun).toBeNull();
  });

  it("refuses bad parameters with a 400 naming the field, and queues nothing", async () => {
    const before = await t.store.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const res = await startRun("purge-old-data", { params: { days: 0 } });
    expect(res.status).toBe(400);
    const body = await json<{ error: string; issues: { path: string; message: string }[] }>(res);
    expect(body.issues).toEqual([{ path: "params.days", message: "must be at least 1" }]);
    const wrongType = await json<{ issues: { path: string }[] }>(startRun("check-company-locations", { params: { fix: "yes" } }));
    expect(wrongType.issues.map((i) => i.path)).toEqual(["params.fix"]);
    expect((await startRun("no-such-script", { params: {} })).status).toBe(404);
    const after = await t.store.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("starts a run: 201 with the job, payload { params } with defaults, an audit entry; the runner runs it and the result shows in the job and as last run", async () => {
    const res = await startRun("find-duplicate-companies", { params: {} });
    expect(res.status).toBe(201);
    const { job } = await json<{ job: { id: number } }>(res);
    expect(await getJob(t.store.db, job.id)).toMatchObject({
      kind: "find-duplicate-companies",
      status: "queued",
      createdBy: USER,
      payload: { params: {} },
    });
    const audit = await auditOf(job.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: USER, action: "script.run" });

    await runQueuedJobs(t.store, scriptJobHandlers());
    const detail = await json<{ status: string; result: { groupCount: number; groups: { match: string; companies: { name: string }[] }[] } }>(
      call(jobFn, `/api/admin/jobs/${job.id}`, { params: { id: String(job.id) } }),
    );
    expect(detail.status).toBe("succeeded");
    expect(detail.result.groupCount).toBe(1);
    expect(detail.result.groups[0].companies.map((c) => c.name).sort()).toEqual(["Twin Movers", "Twin Movers Inc."]);
    const { scripts } = await json<{ scripts: ScriptInfo[] }>(call(scriptsFn, "/api/admin/scripts"));
    const last = scripts.find((s) => s.id === "find-duplicate-companies")?.lastRun;
    expect(last).toMatchObject({ jobId: job.id, status: "succeeded" });
    expect(last?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("rebuild-site joins the rebuild still waiting to start", async () => {
    const first = await json<{ job: { id: number } }>(startRun("rebuild-site", { params: {} }));
    const second = await json<{ job: { id: number } }>(startRun("rebuild-site", {}));
    expect(second.job.id).toBe(first.job.id);
    expect(await getJob(t.store.db, first.job.id)).toMatchObject({ kind: "rebuild-site", status: "queued" });
    expect((await auditOf(first.job.id)).map((a) => a.action)).toEqual(["site.rebuild", "site.rebuild"]);
  });
});

describe(`Cancel (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  const cancel = (id: number) => call(cancelFn, `/api/admin/jobs/${id}/cancel`, { method: "POST", params: { id: String(id) } });

  it("a queued job is cancelled at once and never starts", async () => {
    const { job } = await json<{ job: { id: number } }>(startRun("retry-deliveries", { params: {} }));
    const answer = await json<{ outcome: string; job: { status: string } }>(cancel(job.id));
    expect(answer).toMatchObject({ outcome: "cancelled", job: { status: "cancelled" } });
    let ran = false;
    await runQueuedJobs(t.store, {
      "retry-deliveries": async () => {
        ran = true;
      },
    });
    expect(ran).toBe(false);
    expect(await getJob(t.store.db, job.id)).toMatchObject({ status: "cancelled", startedAt: null });
    expect((await auditOf(job.id)).map((a) => a.action)).toEqual(["script.run", "job.cancel"]);
    expect(await json(cancel(job.id))).toMatchObject({ outcome: "finished" });
    expect((await cancel(999_999)).status).toBe(404);
  });

  it("a running job stops at its next check and ends cancelled with its log", async () => {
    const id = await enqueueJob(t.store.db, "slow-work", { params: {} }, USER);
    let batches = 0;
    const handlers: Record<string, JobHandler> = {
      "slow-work": async (c) => {
        while (!c.cancelled()) {
          batches++;
          c.log(`batch ${batches}`);
          await new Promise((r) => setTimeout(r, 50));
        }
        c.setResult({ batches });
      },
    };
    const done = runQueuedJobs(t.store, handlers);
    await expect.poll(async () => (await getJob(t.store.db, id))?.status).toBe("running");
    expect(await json(cancel(id))).toMatchObject({ outcome: "requested" });
    await done;
    const job = await getJob(t.store.db, id);
    expect(job).toMatchObject({ status: "cancelled" });
    expect(job?.log).toContain("batch 1\n");
    expect(job?.log).toContain("Cancel requested by script-admin\n");
    expect(job?.log).toMatch(/Stopped: cancelled by an admin\n$/);
    expect(job?.result).toEqual({ batches });
  });
});

describe(`Cancel of work that does not stop (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("a job that finishes without looking at the request succeeded, and says the request came too late", async () => {
    const id = await enqueueJob(t.store.db, "deaf-work", {}, USER);
    let release = () => {};
    const handlers: Record<string, JobHandler> = { "deaf-work": () => new Promise<void>((r) => (release = r)) };
    const done = runQueuedJobs(t.store, handlers);
    await expect.poll(async () => (await getJob(t.store.db, id))?.status).toBe("running");
    const answer = await call(cancelFn, `/api/admin/jobs/${id}/cancel`, { method: "POST", params: { id: String(id) } });
    expect(await json(answer)).toMatchObject({ outcome: "requested" });
    await new Promise((r) => setTimeout(r, 1200)); // the runner has seen the request by now
    release();
    await done;
    const job = await getJob(t.store.db, id);
    expect(job?.status).toBe("succeeded");
    expect(job?.log).toContain("The cancel request came after the work was done");
  });
});

describe(`Netlify background runs (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  const background = (jobId: unknown) => call(backgroundFn, "/api/script-run-background", { method: "POST", body: { jobId }, auth: false });

  it("runs exactly the queued script job it is called for, and leaves other jobs alone", async () => {
    const id = await enqueueJob(t.store.db, "find-duplicate-companies", { params: { state: "TX" } }, USER);
    expect(await json(background(id))).toEqual({ jobId: id, outcome: "ran" });
    expect(await getJob(t.store.db, id)).toMatchObject({ status: "succeeded", result: { groupCount: 1 } });
    expect(await json(background(id))).toEqual({ jobId: id, outcome: "not-queued" });
    const rebuild = await enqueueJob(t.store.db, "rebuild-site", {}, USER);
    const other = await enqueueJob(t.store.db, "mystery", {}, USER);
    expect(await json(background(rebuild))).toMatchObject({ outcome: "not-queued" });
    expect(await json(background(other))).toMatchObject({ outcome: "not-queued" });
    expect((await getJob(t.store.db, rebuild))?.status).toBe("queued");
    expect((await background("1; drop")).status).toBe(400);
  });

  it("on Netlify startScriptRun calls the background function after the job is queued, and fails the job when it cannot", async () => {
    const seen: { url: string; body: unknown; status: string | undefined }[] = [];
    const server = http.createServer((req, res) => {
      let text = "";
      req.on("data", (c) => (text += c));
      req.on("end", async () => {
        const body = JSON.parse(text) as { jobId: number };
        seen.push({ url: req.url ?? "", body, status: (await getJob(t.store.db, body.jobId))?.status });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { jobId } = await startScriptRun(t.store, "retry-deliveries", {}, USER, { netlify: true, siteUrl });
      expect(seen).toEqual([{ url: "/api/script-run-background", body: { jobId }, status: "queued" }]);
      expect((await getJob(t.store.db, jobId))?.log).toMatch(/Handed to the Netlify background function/);
    } finally {
      server.close();
    }
    const failed = await startScriptRun(t.store, "retry-deliveries", {}, USER, { netlify: true, siteUrl });
    const job = await getJob(t.store.db, failed.jobId);
    expect(job).toMatchObject({ status: "failed" });
    expect(job?.error).toMatch(/^Could not start the background function: fetch failed/);
  });
});

describe("the background function's route", () => {
  it("is the path startScriptRun calls", async () => {
    const { config } = await import("../../functions/script-run-background");
    const { SCRIPT_RUN_BACKGROUND_PATH } = await import("../../src/lib/admin/scripts-api");
    expect(config.path).toBe(SCRIPT_RUN_BACKGROUND_PATH);
  });
});
