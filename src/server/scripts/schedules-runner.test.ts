import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { scheduleCreateSchema } from "../../lib/admin/schedules-api";
import { getScheduleRow, insertScheduleRow } from "../db/store/repositories/schedules";
import { openStore, type Store } from "../db/store/store";
import { createSchedule, updateSchedule } from "./schedules";
import { runDueSchedules, startScheduleTicker } from "./schedules-runner";

let t: TestDatabase;
let store: Store;

const at = (iso: string) => new Date(iso);
const jobsOf = (id: number) => store.db.selectFrom("jobs").selectAll().where("created_by", "=", `schedule:${id}`).orderBy("id").execute();
const create = (cron: string, createdAt: string, extra: Record<string, unknown> = {}) =>
  createSchedule(store, scheduleCreateSchema.parse({ script_id: "retry-deliveries", cron, ...extra }), "tester", at(createdAt));

beforeAll(async () => {
  t = await createTestDatabase();
  store = t.store;
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(async () => {
  await store.db.deleteFrom("script_schedules").execute();
  await store.db.deleteFrom("jobs").execute();
});

describe("runDueSchedules", () => {
  it("starts nothing before a schedule is due", async () => {
    const s = await create("0 * * * *", "2026-05-01T10:20:00Z");
    expect(s.next_run_at).toBe("2026-05-01T11:00:00.000Z");
    expect(await runDueSchedules(store, at("2026-05-01T10:59:59Z"))).toEqual({ started: [], failed: [] });
    expect(await jobsOf(s.id)).toHaveLength(0);
  });

  it("starts a due schedule as a job of its script with its parameters", async () => {
    const s = await create("0 * * * *", "2026-05-01T10:20:00Z", { params: {} });
    const result = await runDueSchedules(store, at("2026-05-01T11:00:30Z"));
    const jobs = await jobsOf(s.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: "retry-deliveries", status: "queued" });
    expect(JSON.parse(jobs[0].payload)).toEqual({ params: {} });
    expect(result).toEqual({ started: [{ scheduleId: s.id, scriptId: "retry-deliveries", jobId: jobs[0].id }], failed: [] });
    const row = await getScheduleRow(store.db, s.id);
    expect(row).toMatchObject({
      lastJobId: jobs[0].id,
      lastRunAt: "2026-05-01T11:00:30.000Z",
      nextRunAt: "2026-05-01T12:00:00.000Z",
      lastError: null,
    });
  });

  it("runs a schedule that missed three times exactly once, and next in the future", async () => {
    const s = await create("0 * * * *", "2026-05-01T10:20:00Z");
    // The server was down from 10:30 until 13:10: the 11:00, 12:00 and 13:00 runs were missed.
    const now = at("2026-05-01T13:10:00Z");
    const first = await runDueSchedules(store, now);
    expect(first.started).toHaveLength(1);
    expect(await jobsOf(s.id)).toHaveLength(1);
    const row = await getScheduleRow(store.db, s.id);
    expect(row?.nextRunAt).toBe("2026-05-01T14:00:00.000Z");
    expect(Date.parse(row?.nextRunAt ?? "")).toBeGreaterThan(now.getTime());
    // Later ticks before 14:00 start nothing more.
    expect((await runDueSchedules(store, at("2026-05-01T13:40:00Z"))).started).toHaveLength(0);
    expect(await jobsOf(s.id)).toHaveLength(1);
  });

  it("leaves disabled schedules alone", async () => {
    const s = await create("*/5 * * * *", "2026-05-01T10:00:00Z", { enabled: false });
    expect(s.next_run_at).toBeNull();
    expect((await runDueSchedules(store, at("2026-05-02T10:00:00Z"))).started).toHaveLength(0);
    await updateSchedule(store, s.id, { enabled: true }, "tester", at("2026-05-02T10:01:00Z"));
    expect((await getScheduleRow(store.db, s.id))?.nextRunAt).toBe("2026-05-02T10:05:00.000Z");
  });

  it("records why a run could not start and keeps the timetable", async () => {
    // Parameters that passed when saved but no longer pass the script's schema.
    const id = await insertScheduleRow(
      store.db,
      {
        scriptId: "purge-old-data",
        cron: "0 3 * * *",
        timezone: "UTC",
        params: { days: "ninety" },
        enabled: true,
        nextRunAt: "2026-05-01T03:00:00.000Z",
      },
      "tester",
      "2026-04-30T12:00:00.000Z",
    );
    const result = await runDueSchedules(store, at("2026-05-01T03:00:10Z"));
    expect(result.started).toEqual([]);
    expect(result.failed).toEqual([{ scheduleId: id, scriptId: "purge-old-data", error: expect.stringMatching(/params\.days/) }]);
    expect(await jobsOf(id)).toHaveLength(0);
    expect(await getScheduleRow(store.db, id)).toMatchObject({
      lastError: expect.stringMatching(/params\.days/),
      nextRunAt: "2026-05-02T03:00:00.000Z",
    });
  });

  it("starts each due run once when several ticks run at the same time", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await create(`${i} * * * *`, "2026-05-01T10:00:00Z")).id);
    // Postgres: a second pool, as a second process would have, so the claims really race. SQLite:
    // the ticks interleave on the store's one connection (in one process a second connection
    // would block the event loop on the file lock while the first waits to commit).
    const other = t.engine === "postgres" ? openStore({ engine: "postgres", url: process.env.DATABASE_URL as string }) : store;
    try {
      const now = at("2026-05-01T11:30:00Z");
      const results = await Promise.all([
        runDueSchedules(store, now),
        runDueSchedules(other, now),
        runDueSchedules(store, now),
        runDueSchedules(other, now),
      ]);
      const started = results.flatMap((r) => r.started.map((s) => s.scheduleId)).sort((a, b) => a - b);
      expect(started).toEqual(ids);
      const jobs = await store.db.selectFrom("jobs").select("created_by").execute();
      expect(jobs.map((j) => j.created_by).sort()).toEqual(ids.map((id) => `schedule:${id}`).sort());
    } finally {
      if (other !== store) await other.close();
    }
  });
});

describe("startScheduleTicker", () => {
  it("catches up on start, then ticks on its interval", async () => {
    const s = await create("0 * * * *", "2020-01-01T00:00:00Z"); // due since 2020
    const ticker = startScheduleTicker(store, { intervalMs: 60_000, log: () => {} });
    try {
      await ticker.tick(); // joins the tick made on start
      expect(await jobsOf(s.id)).toHaveLength(1);
      await ticker.tick();
      expect(await jobsOf(s.id)).toHaveLength(1);
    } finally {
      ticker.stop();
    }
  });

  it("logs a store outage once, not on every tick", async () => {
    const lines: string[] = [];
    const down = openStore({ engine: "postgres", url: "postgres://nobody@127.0.0.1:1/none" });
    const ticker = startScheduleTicker(down, { intervalMs: 20, log: (...args) => lines.push(args.map(String).join(" ")) });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await ticker.tick();
    } finally {
      ticker.stop();
      await down.close();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Schedule ticker: the run-time store is unavailable/);
  });
});
