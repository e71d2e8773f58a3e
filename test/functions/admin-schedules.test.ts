import { afterAll, beforeAll, describe, expect, it } from "vitest";
import list from "../../functions/admin-schedules";
import detail from "../../functions/admin-schedules-detail";
import tick from "../../functions/schedules-tick";
import type { SchedulesResponse, ScheduleView } from "../../src/lib/admin/schedules-api";
import { adminCookie } from "../support/admin-session";
import { adminCaller, json } from "../support/function-request";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const BASE = "http://localhost:4321";
const USER = "schedule-admin";
let t: TestDatabase;
let cookie = "";

const call = adminCaller({ base: BASE, cookie: () => cookie, headers: { origin: BASE } });
const create = (body: unknown) => call(list, "/api/admin/schedules", { method: "POST", body });
const patch = (id: number | string, body: unknown) => call(detail, `/api/admin/schedules/${id}`, { method: "PATCH", id: String(id), body });
const remove = (id: number | string) => call(detail, `/api/admin/schedules/${id}`, { method: "DELETE", id: String(id) });
const audit = () =>
  t.store.db
    .selectFrom("admin_audit")
    .select(["actor", "action", "target_type", "target_id", "summary"])
    .where("target_type", "=", "schedule")
    .orderBy("id")
    .execute();

interface ErrorBody {
  error: string;
  issues: Array<{ path: string; message: string }>;
}

beforeAll(async () => {
  t = await createTestDatabase();
  cookie = await adminCookie(t.store, USER);
});
afterAll(async () => {
  await t.cleanup();
});

describe("/api/admin/schedules", () => {
  it("answers 401 without a session, whatever the method", async () => {
    expect((await call(list, "/api/admin/schedules", { auth: false })).status).toBe(401);
    expect(
      (await call(list, "/api/admin/schedules", { method: "POST", auth: false, body: { script_id: "retry-deliveries", cron: "0 3 * * *" } })).status,
    ).toBe(401);
    expect((await call(detail, "/api/admin/schedules/1", { method: "PATCH", id: "1", auth: false, body: { enabled: false } })).status).toBe(401);
    expect((await call(detail, "/api/admin/schedules/1", { method: "DELETE", id: "1", auth: false })).status).toBe(401);
    expect(await t.store.db.selectFrom("script_schedules").select("id").execute()).toEqual([]);
  });

  it("creates a schedule with its next run and the next 3 runs in its time zone", async () => {
    const before = Date.now();
    const res = await create({ script_id: "purge-old-data", cron: "30 2 * * *", timezone: "America/Chicago", enabled: true, params: { days: 30 } });
    expect(res.status).toBe(201);
    const s = await json<ScheduleView>(res);
    expect(s).toMatchObject({
      script_id: "purge-old-data",
      cron: "30 2 * * *",
      timezone: "America/Chicago",
      enabled: true,
      params: { days: 30 },
      created_by: USER,
    });
    expect(s.script_title).toBeTruthy();
    expect(s.next_runs).toHaveLength(3);
    expect(s.next_run_at).toBe(s.next_runs[0]);
    const times = s.next_runs.map((r) => Date.parse(r));
    expect(times[0]).toBeGreaterThan(before);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(23 * 3600_000);
    // 02:30 in Chicago, whether CST (08:30Z) or CDT (07:30Z).
    for (const run of s.next_runs)
      expect(new Date(run).toLocaleTimeString("en-US", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit", hour12: false })).toBe(
        "02:30",
      );

    const listed = await json<SchedulesResponse>(call(list, "/api/admin/schedules"));
    expect(listed.schedules.map((x) => x.id)).toContain(s.id);
    // The form's script choices, each with its parameters described for the fields.
    const purge = listed.scripts.find((x) => x.id === "purge-old-data");
    expect(purge?.params.properties?.days).toMatchObject({ type: "integer", minimum: 1, default: 90 });
    expect((await json<ScheduleView>(call(detail, `/api/admin/schedules/${s.id}`, { id: String(s.id) }))).next_runs).toEqual(s.next_runs);
  });

  it("defaults to UTC, enabled and no parameters", async () => {
    const s = await json<ScheduleView>(create({ script_id: "retry-deliveries", cron: "@hourly" }));
    expect(s).toMatchObject({ timezone: "UTC", enabled: true, params: {} });
    expect(new Date(s.next_runs[0]).getUTCMinutes()).toBe(0);
  });

  it("refuses an invalid cron expression with a clear message at `cron`", async () => {
    const res = await create({ script_id: "retry-deliveries", cron: "61 * * * *", enabled: true, params: {} });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.issues).toEqual([{ path: "cron", message: "is not a valid cron expression (invalid value for minute: 61)" }]);
    const fields = await json<ErrorBody>(create({ script_id: "retry-deliveries", cron: "every night" }));
    expect(fields.issues[0]).toEqual({
      path: "cron",
      message: expect.stringMatching(/^use five fields: minute hour day-of-month month day-of-week/),
    });
  });

  it("refuses an unknown time zone, an unknown script and parameters the script refuses, naming each", async () => {
    const zone = await json<ErrorBody>(create({ script_id: "retry-deliveries", cron: "0 3 * * *", timezone: "Mars/Base" }));
    expect(zone.issues.map((i) => i.path)).toEqual(["timezone"]);

    const unknown = await create({ script_id: "format-hard-disk", cron: "0 3 * * *" });
    expect(unknown.status).toBe(400);
    expect((await json<ErrorBody>(unknown)).issues).toEqual([
      { path: "script_id", message: expect.stringMatching(/^is not a script; choose one of .*retry-deliveries/) },
    ]);

    const params = await create({ script_id: "purge-old-data", cron: "0 3 * * *", params: { days: 0 } });
    expect(params.status).toBe(400);
    expect((await json<ErrorBody>(params)).issues).toEqual([{ path: "params.days", message: "must be at least 1" }]);
    const rows = await t.store.db.selectFrom("script_schedules").select("script_id").execute();
    expect(rows.map((r) => r.script_id).sort()).toEqual(["purge-old-data", "retry-deliveries"]);
  });

  it("edits, disables, enables and deletes, recording each step in the audit log", async () => {
    const s = await json<ScheduleView>(create({ script_id: "find-duplicate-companies", cron: "0 4 * * MON", timezone: "UTC" }));
    const edited = await json<ScheduleView>(patch(s.id, { cron: "15 5 * * *", params: { state: "TX" } }));
    expect(edited).toMatchObject({ cron: "15 5 * * *", params: { state: "TX" }, enabled: true });
    expect(edited.next_runs.every((r) => r.endsWith("T05:15:00.000Z"))).toBe(true);

    const badParams = await patch(s.id, { params: { state: "Texas" } });
    expect(badParams.status).toBe(400);
    expect((await json<ErrorBody>(badParams)).issues[0].path).toBe("params.state");
    const badCron = await patch(s.id, { cron: "0 0 30 2 *" });
    expect((await json<ErrorBody>(badCron)).issues).toEqual([{ path: "cron", message: "never runs: no date matches it (for example 30 February)" }]);

    const disabled = await json<ScheduleView>(patch(s.id, { enabled: false }));
    expect(disabled).toMatchObject({ enabled: false, next_run_at: null, next_runs: [] });
    const enabled = await json<ScheduleView>(patch(s.id, { enabled: true }));
    expect(enabled.next_runs).toHaveLength(3);

    expect((await remove(s.id)).status).toBe(204);
    expect((await remove(s.id)).status).toBe(404);
    expect((await patch(s.id, { enabled: true })).status).toBe(404);

    const entries = (await audit()).filter((e) => e.target_id === String(s.id));
    expect(entries.map((e) => [e.actor, e.action])).toEqual([
      [USER, "schedule.create"],
      [USER, "schedule.update"],
      [USER, "schedule.disable"],
      [USER, "schedule.enable"],
      [USER, "schedule.delete"],
    ]);
    expect(entries[1].summary).toMatch(/cron, parameters/);
  });

  it("the scheduled tick starts what is due once", async () => {
    const s = await json<ScheduleView>(create({ script_id: "retry-deliveries", cron: "*/5 * * * *" }));
    // Make it overdue, as after a server that was down for a day.
    await t.store.db
      .updateTable("script_schedules")
      .set({ next_run_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where("id", "=", s.id)
      .execute();
    const first = await json<{ started: Array<{ scheduleId: number; jobId: number }> }>(
      call(tick, "/.netlify/functions/schedules-tick", { method: "POST" }),
    );
    expect(first.started.filter((x) => x.scheduleId === s.id)).toHaveLength(1);
    const second = await json<{ started: Array<{ scheduleId: number }> }>(call(tick, "/.netlify/functions/schedules-tick", { method: "POST" }));
    expect(second.started.filter((x) => x.scheduleId === s.id)).toHaveLength(0);
    const after = await json<ScheduleView>(call(detail, `/api/admin/schedules/${s.id}`, { id: String(s.id) }));
    expect(after.last_job_id).toBe(first.started.find((x) => x.scheduleId === s.id)?.jobId);
    expect(after.last_job_status).toBe("queued");
    expect(Date.parse(after.next_run_at ?? "")).toBeGreaterThan(Date.now());
  });
});
