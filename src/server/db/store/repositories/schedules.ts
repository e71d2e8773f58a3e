import type { JobStatus } from "../../../../lib/admin/jobs-api";
import type { StoreDb } from "../store";

/**
 * Script schedules (`script_schedules`): the admin's cron rows and the due-run bookkeeping.
 * Times are ISO-8601 UTC text of one fixed length, so `<=` compares them as times on both
 * engines.
 */

export interface ScheduleRow extends ScheduleFields {
  id: number;
  lastRunAt: string | null;
  lastJobId: number | null;
  /** Status of the last run's job, when it still exists. */
  lastJobStatus: JobStatus | null;
  lastError: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** The columns an admin sets, as stored. */
export interface ScheduleFields {
  scriptId: string;
  cron: string;
  timezone: string;
  params: Record<string, unknown>;
  enabled: boolean;
  nextRunAt: string | null;
}

function parseParams(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const selectSchedules = (db: StoreDb) =>
  db
    .selectFrom("script_schedules as s")
    .leftJoin("jobs as j", "j.id", "s.last_job_id")
    .select([
      "s.id",
      "s.script_id as scriptId",
      "s.cron",
      "s.timezone",
      "s.params",
      "s.enabled",
      "s.next_run_at as nextRunAt",
      "s.last_run_at as lastRunAt",
      "s.last_job_id as lastJobId",
      "j.status as lastJobStatus",
      "s.last_error as lastError",
      "s.created_by as createdBy",
      "s.created_at as createdAt",
      "s.updated_at as updatedAt",
    ]);

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectSchedules>["executeTakeFirstOrThrow"]>>;

const toRow = (r: SelectedRow): ScheduleRow => ({
  ...r,
  params: parseParams(r.params),
  enabled: Number(r.enabled) === 1,
  lastJobStatus: (r.lastJobStatus ?? null) as JobStatus | null,
});

/** Every schedule, oldest first. */
export async function listScheduleRows(db: StoreDb): Promise<ScheduleRow[]> {
  return (await selectSchedules(db).orderBy("s.id").execute()).map(toRow);
}

export async function getScheduleRow(db: StoreDb, id: number): Promise<ScheduleRow | undefined> {
  const row = await selectSchedules(db).where("s.id", "=", id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Inserts a schedule; returns its id. */
export async function insertScheduleRow(db: StoreDb, fields: ScheduleFields, by: string, nowIso: string): Promise<number> {
  const row = await db
    .insertInto("script_schedules")
    .values({
      script_id: fields.scriptId,
      cron: fields.cron,
      timezone: fields.timezone,
      params: JSON.stringify(fields.params),
      enabled: fields.enabled ? 1 : 0,
      next_run_at: fields.nextRunAt,
      created_by: by,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Replaces the admin's fields of a schedule; `nextRunAt` undefined leaves the next run as it is.
 * False when the schedule does not exist.
 */
export async function updateScheduleRow(
  db: StoreDb,
  id: number,
  fields: Omit<ScheduleFields, "nextRunAt"> & { nextRunAt?: string | null },
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable("script_schedules")
    .set({
      script_id: fields.scriptId,
      cron: fields.cron,
      timezone: fields.timezone,
      params: JSON.stringify(fields.params),
      enabled: fields.enabled ? 1 : 0,
      ...(fields.nextRunAt === undefined ? {} : { next_run_at: fields.nextRunAt }),
      updated_at: nowIso,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteScheduleRow(db: StoreDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom("script_schedules").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Enabled schedules whose next run is at or before `nowIso`, earliest first. */
export async function listDueScheduleRows(db: StoreDb, nowIso: string): Promise<ScheduleRow[]> {
  const rows = await selectSchedules(db)
    .where("s.enabled", "=", 1)
    .where("s.next_run_at", "is not", null)
    .where("s.next_run_at", "<=", nowIso)
    .orderBy("s.next_run_at")
    .orderBy("s.id")
    .execute();
  return rows.map(toRow);
}

/**
 * Claims one due run: moves `next_run_at` from the value the caller read (`dueAt`) to `nextRunAt`
 * and stamps `last_run_at`, in one conditional UPDATE. Only one of several tickers reading the same
 * row succeeds: on Postgres a second UPDATE waits for the first's row lock and then no longer
 * matches; SQLite runs one writer at a time. An admin's edit in between also makes it miss.
 */
export async function claimDueSchedule(db: StoreDb, id: number, dueAt: string, nextRunAt: string | null, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("script_schedules")
    .set({ next_run_at: nextRunAt, last_run_at: nowIso })
    .where("id", "=", id)
    .where("enabled", "=", 1)
    .where("next_run_at", "=", dueAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records what a claimed run became: its job, or why it could not start. */
export async function recordScheduleOutcome(db: StoreDb, id: number, outcome: { jobId: number } | { error: string }): Promise<void> {
  await db
    .updateTable("script_schedules")
    .set("jobId" in outcome ? { last_job_id: outcome.jobId, last_error: null } : { last_error: outcome.error.slice(0, 2000) })
    .where("id", "=", id)
    .execute();
}
