import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../db/snapshot";
import { claimNextJob, enqueueJob, getJob } from "../db/jobs";
import { type JobHandler, startJobRunner } from "./job-runner";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "job-runner-test-"));
const file = path.join(dir, "jobs.db");
let db: Db = openDatabase(file);
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const LONG = 60_000; // the tests drive the runner with kick(), not the poll

describe("job runner", () => {
  it("runs a handler to success with its payload, log and progress", async () => {
    const seen: unknown[] = [];
    const progressDuring: number[] = [];
    const handlers: Record<string, JobHandler> = {
      work: async ({ payload, log, progress, jobId }) => {
        seen.push(payload);
        log("step one");
        progress(40);
        progressDuring.push(getJob(db, jobId)!.progress);
        log("step two\n");
      },
    };
    const id = enqueueJob(db, "work", { n: 1 }, "admin");
    const runner = startJobRunner(db, handlers, LONG);
    await runner.kick();
    runner.stop();
    expect(seen).toEqual([{ n: 1 }]);
    expect(progressDuring).toEqual([40]);
    const job = getJob(db, id)!;
    expect(job).toMatchObject({ status: "succeeded", progress: 100, error: null, log: "step one\nstep two\n" });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();
  });

  it("records a failure: the error message, and the log written so far is kept", async () => {
    const handlers: Record<string, JobHandler> = {
      work: async ({ log, progress }) => {
        log("building...");
        progress(50);
        throw new Error("astro build failed (exit code 1)");
      },
    };
    const id = enqueueJob(db, "work");
    const unknown = enqueueJob(db, "mystery");
    const runner = startJobRunner(db, handlers, LONG);
    await runner.kick();
    runner.stop();
    expect(getJob(db, id)).toMatchObject({
      status: "failed",
      progress: 50,
      error: "astro build failed (exit code 1)",
      log: "building...\nError: astro build failed (exit code 1)\n",
    });
    expect(getJob(db, unknown)).toMatchObject({ status: "failed", error: 'No handler for job kind "mystery"' });
  });

  it("runs jobs one at a time, in order", async () => {
    const order: string[] = [];
    let active = 0;
    let maxActive = 0;
    const handlers: Record<string, JobHandler> = {
      work: async ({ payload }) => {
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise((r) => setTimeout(r, 10));
        order.push((payload as { name: string }).name);
        active--;
      },
    };
    for (const name of ["a", "b", "c"]) enqueueJob(db, "work", { name });
    const runner = startJobRunner(db, handlers, LONG);
    await Promise.all([runner.kick(), runner.kick()]);
    runner.stop();
    expect(order).toEqual(["a", "b", "c"]);
    expect(maxActive).toBe(1);
  });

  it("after a restart, marks jobs left running as interrupted and runs the queued ones", async () => {
    const crashed = enqueueJob(db, "work");
    claimNextJob(db); // a process claimed it, then died
    const waiting = enqueueJob(db, "work");
    db.close();
    db = openDatabase(file);
    const runner = startJobRunner(db, { work: async () => {} }, LONG);
    expect(getJob(db, crashed)).toMatchObject({ status: "failed", error: "interrupted by a restart" });
    await runner.kick();
    runner.stop();
    expect(getJob(db, waiting)!.status).toBe("succeeded");
  });

  it("picks up queued jobs on its own by polling", async () => {
    const id = enqueueJob(db, "work");
    const runner = startJobRunner(db, { work: async () => {} }, 20);
    await expect.poll(() => getJob(db, id)!.status, { timeout: 2000 }).toBe("succeeded");
    runner.stop();
  });
});
