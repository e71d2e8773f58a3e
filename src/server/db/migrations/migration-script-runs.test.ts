import { describe, expect, it } from "vitest";
import { testEngine } from "../../../../test/support/test-database";
import { upgradedStore } from "../../../../test/support/upgraded-store";
import { enqueueJob, getJob } from "../store/repositories/jobs";

/**
 * 0005_script_runs on a store that already holds jobs (a live site upgrading): the jobs survive
 * with their logs and statuses, gain an empty result, and the status check accepts 'cancelled'
 * and still refuses anything else. On SQLite this is the table copy; on Postgres the constraint swap.
 */
const at = "2026-01-01T00:00:00.000Z";
const db = upgradedStore("0005_script_runs", "jobs", [
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
]);

describe(`0005_script_runs on a store with jobs (${testEngine()})`, () => {
  it("keeps every job with its log, status and deploy, without a result or cancel request", async () => {
    expect(await getJob(db(), 1)).toMatchObject({ status: "succeeded", log: "built\n", deployId: "d1", result: null, cancelRequestedAt: null });
    expect(await getJob(db(), 2)).toMatchObject({ status: "queued", payload: { uploadId: 3 }, result: null });
  });

  it("accepts 'cancelled', numbers new jobs after the old ones and refuses an unknown status", async () => {
    const id = await enqueueJob(db(), "purge-old-data", { params: { days: 30 } });
    expect(id).toBe(3);
    await db().updateTable("jobs").set({ status: "cancelled" }).where("id", "=", id).execute();
    await expect(db().updateTable("jobs").set({ status: "paused" }).where("id", "=", id).execute()).rejects.toThrow();
  });
});
