import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { claimNextJob, enqueueJob, getJob } from "../db/store/repositories/jobs";
import { openStore, type Store } from "../db/store/store";
import { type JobHandler, runQueuedJobs, startJobRunner } from "./job-runner";

let t: TestDatabase;
let store: Store;
beforeAll(async () => {
  t = await createTestDatabase();
  store = t.store;
});
afterAll(async () => {
  await t.cleanup();
});

const status = async (id: number) => (await getJob(store.db, id))?.status;

describe(`job runner (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("runs a handler to success with its payload, store, log and progress", async () => {
    const seen: unknown[] = [];
    const progressDuring: number[] = [];
    const handlers: Record<string, JobHandler> = {
      work: async ({ payload, log, progress, jobId, store: given }) => {
        seen.push(payload);
        expect(given).toBe(store);
        log("step one");
        progress(40);
        await expect.poll(async () => (await getJob(store.db, jobId))?.progress).toBe(40);
        progressDuring.push(40);
        log("step two\n");
      },
    };
    const id = await enqueueJob(store.db, "work", { n: 1 }, "admin");
    await runQueuedJobs(store, handlers);
    expect(seen).toEqual([{ n: 1 }]);
    expect(progressDuring).toEqual([40]);
    const job = await getJob(store.db, id);
    expect(job).toMatchObject({ status: "succeeded", progress: 100, error: null, log: "step one\nstep two\n" });
    expect(job?.startedAt).not.toBeNull();
    expect(job?.finishedAt).not.toBeNull();
  });

  it("records a failure: the error message, and the log written so far is kept; unknown kinds stay queued", async () => {
    const handlers: Record<string, JobHandler> = {
      work: async ({ log, progress }) => {
        log("building...");
        progress(50);
        throw new Error("astro build failed (exit code 1)");
      },
    };
    const id = await enqueueJob(store.db, "work");
    const unknown = await enqueueJob(store.db, "mystery");
    await runQueuedJobs(store, handlers);
    expect(await getJob(store.db, id)).toMatchObject({
      status: "failed",
      progress: 50,
      error: "astro build failed (exit code 1)",
      log: "building...\nError: astro build failed (exit code 1)\n",
    });
    // Another process (or Netlify) may handle this kind: the runner leaves it alone.
    expect(await status(unknown)).toBe("queued");
  });

  it("polls while a job runs without starting another beside it, and runs them in order", async () => {
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
    const ids: number[] = [];
    for (const name of ["a", "b", "c"]) ids.push(await enqueueJob(store.db, "work", { name }));
    const runner = startJobRunner(store, handlers, 2); // polls several times during each job
    await expect.poll(() => Promise.all(ids.map(status)), { timeout: 5000 }).toEqual(["succeeded", "succeeded", "succeeded"]);
    await runner.stop();
    expect(order).toEqual(["a", "b", "c"]);
    expect(maxActive).toBe(1);
  });

  it("after a restart, marks jobs left running as interrupted and runs the queued ones", async () => {
    const crashed = await enqueueJob(store.db, "work");
    await claimNextJob(store.db, ["work"]); // a process claimed it, then died
    const waiting = await enqueueJob(store.db, "work");
    // A new process: its own connection to the same store.
    const target =
      t.engine === "postgres"
        ? { engine: "postgres" as const, url: process.env.DATABASE_URL as string }
        : { engine: "sqlite" as const, file: process.env.STORE_PATH as string };
    const restarted = openStore(target);
    try {
      const runner = startJobRunner(restarted, { work: async () => {} }, 20);
      await expect.poll(() => status(waiting), { timeout: 5000 }).toBe("succeeded");
      await runner.stop();
      expect(await getJob(store.db, crashed)).toMatchObject({ status: "failed", error: "interrupted by a restart" });
    } finally {
      await restarted.close();
    }
  });

  it("picks up queued jobs on its own by polling", async () => {
    const id = await enqueueJob(store.db, "work");
    const runner = startJobRunner(store, { work: async () => {} }, 20);
    await expect.poll(() => status(id), { timeout: 2000 }).toBe("succeeded");
    await runner.stop();
  });
});
