import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import job from "../../functions/admin-job";
import jobs from "../../functions/admin-jobs";
import deployBuilding, * as deployBuildingModule from "../../functions/deploy-building";
import deployFailed from "../../functions/deploy-failed";
import deploySucceeded from "../../functions/deploy-succeeded";
import { routesFromModule } from "../../src/platform/functions-registry";
import { requestRebuild } from "../../src/server/admin/request-rebuild";
import { SESSION_COOKIE } from "../../src/server/auth/cookies";
import { createSession } from "../../src/server/auth/session";
import { resetConfig } from "../../src/server/config";
import { upsertAdminUser } from "../../src/server/db/store/repositories/admin-auth";
import { finishJob, getJob, type JobDetail, listJobs } from "../../src/server/db/store/repositories/jobs";
import type { FunctionHandler } from "../../src/server/http/context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const BASE = "http://localhost:4321";
let t: TestDatabase;
let cookie = "";

/** The stand-in for Netlify's build hook: records each call and answers `hookStatus`. */
let hook: http.Server;
let hookUrl = "";
let hookStatus = 200;
const hookCalls: Array<{ method?: string; url: URL }> = [];

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    req.resume().on("end", () => {
      hookCalls.push({ method: req.method, url: new URL(req.url ?? "/", "http://hook") });
      res.writeHead(hookStatus).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc123`;
  t = await createTestDatabase();
  const userId = await upsertAdminUser(t.store.db, "rebuild-admin", "scrypt$1$1$1$AAAA$AAAA");
  cookie = `${SESSION_COOKIE}=${(await createSession(t.store, userId)).token}`;
});
afterEach(async () => {
  delete process.env.NETLIFY_BUILD_HOOK_URL;
  resetConfig();
  hookStatus = 200;
  hookCalls.length = 0;
  // Each test starts with no rebuild waiting, so a request creates its own job.
  const waiting = [...(await listJobs(t.store.db, { status: "queued" })), ...(await listJobs(t.store.db, { status: "running" }))];
  for (const { id } of waiting) await finishJob(t.store.db, id, "failed", "test over");
});
afterAll(async () => {
  await t.cleanup();
  await new Promise((resolve) => hook.close(resolve));
});

const ctx = (params: Record<string, string> = {}) => ({ ip: "192.0.2.1", params, requestId: "t", waitUntil: () => {} });
const useHook = () => {
  process.env.NETLIFY_BUILD_HOOK_URL = hookUrl;
  resetConfig();
};
const askForRebuild = () =>
  jobs(
    new Request(`${BASE}/api/admin/jobs`, {
      method: "POST",
      headers: { cookie, origin: BASE, "content-type": "application/json" },
      body: JSON.stringify({ kind: "rebuild-site" }),
    }),
    ctx(),
  );
const jobById = async (id: number) =>
  (await (await job(new Request(`${BASE}/api/admin/jobs/${id}`, { headers: { cookie } }), ctx({ id: String(id) }))).json()) as JobDetail;

/** What Netlify posts to an event function: the deploy (snake_case) under `payload`, and the site. */
const deployEvent = (deploy: { id: string; title?: string | null; state: string; error_message?: string | null }) =>
  JSON.stringify({
    payload: {
      site_id: "site-1",
      build_id: "b-1",
      created_at: "2026-01-01T00:00:00.000Z",
      context: "production",
      branch: "main",
      error_message: null,
      ...deploy,
    },
    site: { id: "site-1", name: "movers", url: "https://movers.example" },
  });
const sendEvent = async (fn: FunctionHandler, body: string) => {
  const res = await fn(
    new Request("https://movers.example/.netlify/functions/deploy-event", { method: "POST", headers: { "content-type": "application/json" }, body }),
    ctx(),
  );
  return {
    status: res.status,
    body: (await res.json()) as { ok?: boolean; jobId?: number | null; changed?: boolean; error?: string; issues?: unknown[] },
  };
};

describe(`a rebuild on Netlify (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("POSTs the build hook titled after the job, then follows the deploy: building, succeeded", async () => {
    useHook();
    const res = await askForRebuild();
    expect(res.status).toBe(201);
    const { id, created } = (await res.json()) as { id: number; created: boolean };
    expect(created).toBe(true);
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0].method).toBe("POST");
    expect(hookCalls[0].url.pathname).toBe("/build_hooks/abc123");
    expect(hookCalls[0].url.searchParams.get("trigger_title")).toBe(`rebuild-site job ${id}`);
    expect(await jobById(id)).toMatchObject({ status: "queued", createdBy: "rebuild-admin", deployId: null });
    expect((await jobById(id)).log).toMatch(/^Netlify build hook accepted the rebuild \(HTTP 200\)/);
    expect((await jobById(id)).log).not.toContain("abc123"); // the hook URL is a credential

    // A second request while Netlify has not started joins the job; no second build.
    const again = await askForRebuild();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, created: false });
    expect(hookCalls).toHaveLength(1);

    const building = await sendEvent(deployBuilding, deployEvent({ id: "deploy-1", title: `rebuild-site job ${id}`, state: "building" }));
    expect(building).toEqual({ status: 200, body: { ok: true, jobId: id, changed: true } });
    const running = await jobById(id);
    expect(running).toMatchObject({ status: "running", deployId: "deploy-1" });
    expect(running.startedAt).not.toBeNull();
    expect(running.log).toContain("Netlify started building deploy deploy-1\n");

    // Once Netlify builds, the next request needs a new build (this one may miss its changes).
    const next = (await (await askForRebuild()).json()) as { id: number; created: boolean };
    expect(next.created).toBe(true);
    expect(next.id).not.toBe(id);

    const live = await sendEvent(deploySucceeded, deployEvent({ id: "deploy-1", title: `rebuild-site job ${id}`, state: "ready" }));
    expect(live.body).toEqual({ ok: true, jobId: id, changed: true });
    const done = await jobById(id);
    expect(done).toMatchObject({ status: "succeeded", progress: 100, error: null, deployId: "deploy-1" });
    expect(done.log).toContain("Netlify deploy deploy-1 is live\n");

    // A repeated event changes nothing.
    expect((await sendEvent(deploySucceeded, deployEvent({ id: "deploy-1", title: `rebuild-site job ${id}`, state: "ready" }))).body.changed).toBe(
      false,
    );
  });

  it("fails the job with the deploy's error message when the deploy fails", async () => {
    useHook();
    const { id } = (await (await askForRebuild()).json()) as { id: number };
    const title = `rebuild-site job ${id}`;
    await sendEvent(deployBuilding, deployEvent({ id: "deploy-2", title, state: "building" }));
    // An event of another deploy with the same title cannot end the job.
    expect((await sendEvent(deployFailed, deployEvent({ id: "deploy-other", title, state: "error", error_message: "x" }))).body.changed).toBe(false);
    const failed = await sendEvent(
      deployFailed,
      deployEvent({ id: "deploy-2", title, state: "error", error_message: "Build script returned non-zero exit code: 2" }),
    );
    expect(failed.body).toEqual({ ok: true, jobId: id, changed: true });
    const detail = await jobById(id);
    expect(detail).toMatchObject({ status: "failed", error: "Build script returned non-zero exit code: 2", deployId: "deploy-2" });
    expect(detail.log).toContain("Netlify deploy deploy-2 failed: Build script returned non-zero exit code: 2\n");
  });

  it("leaves jobs alone for deploys no job started (git pushes, the Netlify UI)", async () => {
    useHook();
    const { id } = (await (await askForRebuild()).json()) as { id: number };
    const before = await jobById(id);
    for (const title of [null, "Fix the footer", `rebuild-site job ${id} (retry)`, `rebuild-site job ${id + 1000}`]) {
      for (const fn of [deployBuilding, deploySucceeded, deployFailed]) {
        const res = await sendEvent(fn, deployEvent({ id: "deploy-git", title, state: "building", error_message: "boom" }));
        expect(res.status).toBe(200);
        expect(res.body.changed).toBe(false);
      }
    }
    expect(await jobById(id)).toEqual(before);
  });

  it("fails the job with the reason when the build hook refuses or cannot be reached", async () => {
    useHook();
    hookStatus = 404;
    const { id } = (await (await askForRebuild()).json()) as { id: number };
    expect(await jobById(id)).toMatchObject({ status: "failed", error: "Could not start the Netlify build: the build hook answered HTTP 404" });
    expect((await jobById(id)).log).toContain("the build hook answered HTTP 404\n");

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/build_hooks/x`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await requestRebuild(t.store, "rebuild-admin", { hookUrl: deadUrl });
    expect(unreachable.created).toBe(true);
    expect((await getJob(t.store.db, unreachable.id))?.error).toMatch(/^Could not start the Netlify build: fetch failed \(.*ECONNREFUSED/);
  });

  it("gives up on a job Netlify never started, so a new request builds again", async () => {
    const first = await requestRebuild(t.store, "rebuild-admin", { hookUrl });
    const later = await requestRebuild(t.store, "rebuild-admin", { hookUrl, now: () => Date.now() + 31 * 60_000 });
    expect(later.created).toBe(true);
    expect(await getJob(t.store.db, first.id)).toMatchObject({ status: "failed", error: expect.stringMatching(/^Netlify did not start the build/) });
    expect(hookCalls.map((c) => c.url.searchParams.get("trigger_title"))).toEqual([`rebuild-site job ${first.id}`, `rebuild-site job ${later.id}`]);
  });

  it("without a build hook only queues the job for the local runner", async () => {
    const res = await askForRebuild();
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(hookCalls).toHaveLength(0);
    expect(await jobById(id)).toMatchObject({ status: "queued", log: "" });
  });
});

describe("the deploy event functions", () => {
  it("take only POST with a JSON deploy event", async () => {
    const get = await deploySucceeded(new Request("https://movers.example/.netlify/functions/deploy-succeeded"), ctx());
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await sendEvent(deploySucceeded, "not json")).toEqual({ status: 400, body: { error: "Body must be JSON" } });
    const missing = await sendEvent(deployFailed, JSON.stringify({ payload: { title: "rebuild-site job 1" } }));
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: "payload.id", message: expect.any(String) }]);
    const res = await deployBuilding(
      new Request("https://movers.example/.netlify/functions/deploy-building", { method: "POST", body: "x".repeat(1024 * 1024 + 1) }),
      ctx(),
    );
    expect(res.status).toBe(413);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("have no route in the local server (Netlify calls them by file name)", () => {
    expect(routesFromModule("deploy-building.ts", deployBuildingModule)).toEqual([]);
    expect(() => routesFromModule("admin-jobs.ts", { default: jobs })).toThrow(/config/);
  });
});

describe("admin jobs functions", () => {
  it("list and show jobs only to an admin", async () => {
    for (const res of [
      await jobs(new Request(`${BASE}/api/admin/jobs`), ctx()),
      await job(new Request(`${BASE}/api/admin/jobs/1`), ctx({ id: "1" })),
      await jobs(
        new Request(`${BASE}/api/admin/jobs`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"kind":"rebuild-site"}' }),
        ctx(),
      ),
    ]) {
      expect(res.status).toBe(401);
    }
    const foreign = await jobs(
      new Request(`${BASE}/api/admin/jobs`, {
        method: "POST",
        headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
        body: '{"kind":"rebuild-site"}',
      }),
      ctx(),
    );
    expect(foreign.status).toBe(403);
    const page = (await (await jobs(new Request(`${BASE}/api/admin/jobs?status=failed`, { headers: { cookie } }), ctx())).json()) as {
      jobs: Array<{ status: string }>;
      total: number;
      counts: Record<string, number>;
    };
    expect(page.jobs.every((j) => j.status === "failed")).toBe(true);
    expect(page.total).toBe(page.counts.failed);
    const missing = await job(new Request(`${BASE}/api/admin/jobs/999999`, { headers: { cookie } }), ctx({ id: "999999" }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Job not found" });
  });
});
