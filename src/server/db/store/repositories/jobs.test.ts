import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../../test/support/test-database";
import type { StoreDb } from "../store";
import {
  appendJobLog,
  claimNextJob,
  countJobsByStatus,
  enqueueJob,
  enqueueJobOnce,
  failInterruptedJobs,
  failQueuedJobsOlderThan,
  finishJob,
  finishJobDeploy,
  getJob,
  listJobs,
  MAX_JOB_LOG_CHARS,
  setJobProgress,
  startJobDeploy,
} from "./jobs";

let t: TestDatabase;
let db: StoreDb;
const K = ["k"];

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.store.db;
});
beforeEach(async () => {
  // Each test starts from an empty queue (jobs are the only table these tests write).
  await db.deleteFrom("jobs").execute();
});
afterAll(async () => {
  await t.cleanup();
});

describe(`jobs repository (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("enqueues, claims oldest first, and claims each job only once", async () => {
    const a = await enqueueJob(db, "rebuild-site", { uploadId: 1 }, "admin");
    const b = await enqueueJob(db, "rebuild-site");
    expect(await getJob(db, a)).toMatchObject({
      status: "queued",
      payload: { uploadId: 1 },
      createdBy: "admin",
      progress: 0,
      log: "",
      startedAt: null,
      deployId: null,
    });
    const first = await claimNextJob(db, ["rebuild-site"]);
    expect(first).toMatchObject({ id: a, status: "running", kind: "rebuild-site" });
    expect(first?.startedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await claimNextJob(db, ["rebuild-site"]))?.id).toBe(b);
    expect(await claimNextJob(db, ["rebuild-site"])).toBeUndefined();
  });

  it("claims only the kinds asked for", async () => {
    const other = await enqueueJob(db, "other");
    const mine = await enqueueJob(db, "k");
    expect(await claimNextJob(db, [])).toBeUndefined();
    expect((await claimNextJob(db, K))?.id).toBe(mine);
    expect(await claimNextJob(db, K)).toBeUndefined();
    expect((await getJob(db, other))?.status).toBe("queued");
  });

  it("hands each queued job to exactly one of many concurrent claims", async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => enqueueJob(db, "k")));
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimNextJob(db, K)));
    const claimed = claims.filter((j) => j !== undefined).map((j) => j.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    // Whatever a claim lost to another, the queue drains without handing any job out twice.
    for (let job = await claimNextJob(db, K); job; job = await claimNextJob(db, K)) claimed.push(job.id);
    expect(claimed.sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
  });

  it("queues a job once while it waits, also under concurrent callers, and again once it started", async () => {
    const results = await Promise.all([1, 2, 3, 4].map((i) => enqueueJobOnce(db, "rebuild-site", { i }, "admin")));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    await claimNextJob(db, ["rebuild-site"]);
    const next = await db.transaction().execute((trx) => enqueueJobOnce(trx, "rebuild-site", {}, "admin"));
    expect(next.created).toBe(true);
    expect(next.id).not.toBe(results[0].id);
  });

  it("records progress, log and the outcome; a finished job stays finished", async () => {
    const id = await enqueueJob(db, "k");
    await claimNextJob(db, K);
    await setJobProgress(db, id, 42.4);
    await appendJobLog(db, id, "line 1\n");
    await appendJobLog(db, id, "line 2\n");
    expect(await getJob(db, id)).toMatchObject({ progress: 42, log: "line 1\nline 2\n" });
    expect(await finishJob(db, id, "failed", "boom")).toBe(true);
    expect(await finishJob(db, id, "succeeded")).toBe(false);
    const job = await getJob(db, id);
    expect(job).toMatchObject({ status: "failed", error: "boom", progress: 42 });
    expect(job?.finishedAt).not.toBeNull();
    const ok = await enqueueJob(db, "k");
    await claimNextJob(db, K);
    await finishJob(db, ok, "succeeded");
    expect(await getJob(db, ok)).toMatchObject({ status: "succeeded", progress: 100, error: null });
  });

  it("keeps only the last ~200 KB of the log", async () => {
    const id = await enqueueJob(db, "k");
    const chunk = `${"x".repeat(1023)}\n`;
    for (let i = 0; i < 25; i++) await appendJobLog(db, id, chunk.repeat(10));
    await appendJobLog(db, id, "the end\n");
    const log = (await getJob(db, id))?.log ?? "";
    expect(log.length).toBeLessThanOrEqual(MAX_JOB_LOG_CHARS + 100);
    expect(log.length).toBeGreaterThan(MAX_JOB_LOG_CHARS - 100);
    expect(log.startsWith("[earlier output trimmed]\n")).toBe(true);
    expect(log.endsWith("x\nthe end\n")).toBe(true);
  });

  it("lists newest first with paging and a status filter, and counts by status", async () => {
    const ids: number[] = [];
    for (const i of [1, 2, 3, 4]) ids.push(await enqueueJob(db, "k", { i }));
    await claimNextJob(db, K);
    await finishJob(db, ids[0], "succeeded");
    await claimNextJob(db, K);
    expect((await listJobs(db, { limit: 2 })).map((j) => j.id)).toEqual([ids[3], ids[2]]);
    expect((await listJobs(db, { limit: 2, offset: 2 })).map((j) => j.id)).toEqual([ids[1], ids[0]]);
    expect((await listJobs(db, { status: "running" })).map((j) => j.id)).toEqual([ids[1]]);
    expect((await listJobs(db))[0]).not.toHaveProperty("log");
    expect((await listJobs(db))[3]).toMatchObject({ payload: { i: 1 }, status: "succeeded" });
    expect(await countJobsByStatus(db)).toEqual({ queued: 2, running: 1, succeeded: 1, failed: 0, cancelled: 0 });
  });

  it("marks jobs of the runner's kinds left running by a dead process as failed, not Netlify's", async () => {
    const running = await enqueueJob(db, "k");
    const queued = await enqueueJob(db, "k");
    await claimNextJob(db, K);
    const deploying = await enqueueJob(db, "rebuild-site");
    await startJobDeploy(db, deploying, "deploy-1");
    expect(await failInterruptedJobs(db, ["k", "rebuild-site"])).toBe(1);
    expect(await getJob(db, running)).toMatchObject({ status: "failed", error: "interrupted by a restart", log: "\n[interrupted by a restart]\n" });
    expect((await getJob(db, queued))?.status).toBe("queued");
    expect(await getJob(db, deploying)).toMatchObject({ status: "running", deployId: "deploy-1" });
  });

  it("follows a Netlify deploy: running with its id, then finished only by that deploy", async () => {
    const id = await enqueueJob(db, "rebuild-site");
    expect(await startJobDeploy(db, id, "d-1")).toBe(true);
    expect(await startJobDeploy(db, id, "d-2")).toBe(false);
    expect(await getJob(db, id)).toMatchObject({ status: "running", deployId: "d-1" });
    expect(await finishJobDeploy(db, id, "d-2", "succeeded")).toBe(false);
    expect(await finishJobDeploy(db, id, "d-1", "failed", "Build script returned non-zero exit code: 2")).toBe(true);
    expect(await getJob(db, id)).toMatchObject({ status: "failed", error: "Build script returned non-zero exit code: 2" });
    // A job whose building event was missed is still finished by its deploy.
    const missed = await enqueueJob(db, "rebuild-site");
    expect(await finishJobDeploy(db, missed, "d-3", "succeeded")).toBe(true);
    expect(await getJob(db, missed)).toMatchObject({ status: "succeeded", progress: 100, deployId: "d-3" });
    // Only rebuild jobs follow deploys.
    const other = await enqueueJob(db, "k");
    expect(await startJobDeploy(db, other, "d-4")).toBe(false);
  });

  it("fails queued jobs of a kind created before a time", async () => {
    const claimed = await enqueueJob(db, "rebuild-site");
    await claimNextJob(db, ["rebuild-site"]);
    const waiting = await enqueueJob(db, "rebuild-site");
    const otherKind = await enqueueJob(db, "k");
    expect(await failQueuedJobsOlderThan(db, "rebuild-site", new Date(Date.now() - 60_000).toISOString(), "never started")).toBe(0);
    expect(await failQueuedJobsOlderThan(db, "rebuild-site", new Date(Date.now() + 1000).toISOString(), "never started")).toBe(1);
    expect(await getJob(db, waiting)).toMatchObject({ status: "failed", error: "never started", log: "[never started]\n" });
    expect((await getJob(db, claimed))?.status).toBe("running");
    expect((await getJob(db, otherKind))?.status).toBe("queued");
  });
});
