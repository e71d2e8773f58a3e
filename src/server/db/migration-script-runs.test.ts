import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeBefore } from "../../../test/support/store-before";
import { testEngine } from "../../../test/support/test-database";
import { enqueueJob, getJob } from "./jobs";
import { migrateStore, type Store } from "./store";

/**
 * 0005_script_runs on a store that already holds jobs (a live site upgrading): the jobs survive
 * with their logs and statuses, gain an empty result, and the status check accepts 'cancelled'
 * and still refuses anything else. On SQLite this is the table copy; on Postgres the constraint swap.
 */
const engine = testEngine();
let store: Store;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ store, close } = await storeBefore("0005_script_runs"));
  const at = "2026-01-01T00:00:00.000Z";
  await store.db
    .insertInto("jobs")
    .values([
      {
        kind: "rebuild-site",
        status: "succeeded",
        payload: "{}",
        progress: 100,
        log: "built\n",
        error: null,
        created_by: "admin",
        deploy_id: "d1",
        created_at: at,
        started_at: at,
        finished_at: at,
      },
      {
        kind: "rebuild-site",
        status: "queued",
        payload: '{"uploadId":3}',
        progress: 0,
        log: "",
        error: null,
        created_by: null,
        deploy_id: null,
        created_at: at,
        started_at: null,
        finished_at: null,
      },
    ] as never)
    .execute();
  await migrateStore(store);
});

afterAll(async () => {
  await close();
});

describe(`0005_script_runs on a store with jobs (${engine})`, () => {
  it("keeps every job with its log, status and deploy, without a result or cancel request", async () => {
    expect(await getJob(store.db, 1)).toMatchObject({ status: "succeeded", log: "built\n", deployId: "d1", result: null, cancelRequestedAt: null });
    expect(await getJob(store.db, 2)).toMatchObject({ status: "queued", payload: { uploadId: 3 }, result: null });
  });

  it("accepts 'cancelled', numbers new jobs after the old ones and refuses an unknown status", async () => {
    const id = await enqueueJob(store.db, "purge-old-data", { params: { days: 30 } });
    expect(id).toBe(3);
    await store.db.updateTable("jobs").set({ status: "cancelled" }).where("id", "=", id).execute();
    await expect(store.db.updateTable("jobs").set({ status: "paused" }).where("id", "=", id).execute()).rejects.toThrow();
  });
});
