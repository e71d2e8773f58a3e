import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "./snapshot";
import {
  appendJobLog,
  claimNextJob,
  countJobsByStatus,
  enqueueJob,
  failInterruptedJobs,
  finishJob,
  getJob,
  listJobs,
  MAX_JOB_LOG_CHARS,
  setJobProgress,
} from "./jobs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-test-"));
let db: Db;
let n = 0;

beforeEach(() => {
  db?.close();
  db = openDatabase(path.join(dir, `jobs-${++n}.db`));
});
afterAll(() => {
  db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("jobs repository", () => {
  it("enqueues, claims oldest first, and claims each job only once", () => {
    const a = enqueueJob(db, "rebuild-site", { uploadId: 1 }, "admin");
    const b = enqueueJob(db, "rebuild-site");
    expect(getJob(db, a)).toMatchObject({ status: "queued", payload: { uploadId: 1 }, createdBy: "admin", progress: 0, log: "", startedAt: null });
    const first = claimNextJob(db)!;
    expect(first).toMatchObject({ id: a, status: "running", kind: "rebuild-site" });
    expect(first.startedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(claimNextJob(db)!.id).toBe(b);
    expect(claimNextJob(db)).toBeUndefined();
  });

  it("records progress, log and the outcome; a finished job stays finished", () => {
    const id = enqueueJob(db, "k");
    claimNextJob(db);
    setJobProgress(db, id, 42.4);
    appendJobLog(db, id, "line 1\n");
    appendJobLog(db, id, "line 2\n");
    expect(getJob(db, id)).toMatchObject({ progress: 42, log: "line 1\nline 2\n" });
    expect(finishJob(db, id, "failed", "boom")).toBe(true);
    expect(finishJob(db, id, "succeeded")).toBe(false);
    const job = getJob(db, id)!;
    expect(job).toMatchObject({ status: "failed", error: "boom", progress: 42 });
    expect(job.finishedAt).not.toBeNull();
    const ok = enqueueJob(db, "k");
    claimNextJob(db);
    finishJob(db, ok, "succeeded");
    expect(getJob(db, ok)).toMatchObject({ status: "succeeded", progress: 100, error: null });
  });

  it("keeps only the last ~200 KB of the log", () => {
    const id = enqueueJob(db, "k");
    const chunk = `${"x".repeat(1023)}\n`;
    for (let i = 0; i < 250; i++) appendJobLog(db, id, chunk);
    appendJobLog(db, id, "the end\n");
    const log = getJob(db, id)!.log;
    expect(log.length).toBeLessThanOrEqual(MAX_JOB_LOG_CHARS + 100);
    expect(log.length).toBeGreaterThan(MAX_JOB_LOG_CHARS - 100);
    expect(log.startsWith("[earlier output trimmed]\n")).toBe(true);
    expect(log.endsWith("the end\n")).toBe(true);
  });

  it("lists newest first with paging and a status filter, and counts by status", () => {
    const ids = [1, 2, 3, 4].map((i) => enqueueJob(db, "k", { i }));
    claimNextJob(db);
    finishJob(db, ids[0], "succeeded");
    claimNextJob(db);
    expect(listJobs(db, { limit: 2 }).map((j) => j.id)).toEqual([ids[3], ids[2]]);
    expect(listJobs(db, { limit: 2, offset: 2 }).map((j) => j.id)).toEqual([ids[1], ids[0]]);
    expect(listJobs(db, { status: "running" }).map((j) => j.id)).toEqual([ids[1]]);
    expect(listJobs(db)[0]).not.toHaveProperty("log");
    expect(countJobsByStatus(db)).toEqual({ queued: 2, running: 1, succeeded: 1, failed: 0 });
  });

  it("marks jobs left running by a dead process as failed", () => {
    const running = enqueueJob(db, "k");
    const queued = enqueueJob(db, "k");
    claimNextJob(db);
    expect(failInterruptedJobs(db)).toBe(1);
    expect(getJob(db, running)).toMatchObject({ status: "failed", error: "interrupted by a restart" });
    expect(getJob(db, queued)!.status).toBe("queued");
  });
});
