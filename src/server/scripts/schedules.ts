import { z } from "zod";
import {
  NEXT_RUNS_COUNT,
  nextCronRun,
  nextCronRuns,
  type ScheduleCreate,
  type SchedulePatch,
  type ScheduleScript,
  type ScheduleView,
} from "../../lib/admin/schedules-api";
import type { ParamsSchema } from "../../lib/admin/scripts-api";
import { deleteWithAudit } from "../admin/delete-with-audit";
import { recordAudit } from "../db/store/repositories/audit";
import {
  deleteScheduleRow,
  getScheduleRow,
  insertScheduleRow,
  listScheduleRows,
  type ScheduleFields,
  type ScheduleRow,
  updateScheduleRow,
} from "../db/store/repositories/schedules";
import type { Store } from "../db/store/store";
import { findScript, SCRIPTS } from "./registry";

/**
 * The admin's schedules: list, create, edit (including enable / disable) and delete. The
 * expression and time zone are checked by the request schema; here the script must exist and
 * the parameters must pass that script's own schema. Every change is recorded in the audit log
 * in the transaction that makes it.
 */

export interface ScheduleIssue {
  path: string;
  message: string;
}

/** A refused create or edit: 400 with the fields at fault (`script_id`, `params.<name>`). */
export class ScheduleInputError extends Error {
  constructor(readonly issues: ScheduleIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join("; "));
    this.name = "ScheduleInputError";
  }
}

/** Checks the script and its parameters; throws ScheduleInputError naming the field. */
function checkScript(scriptId: string, params: Record<string, unknown>) {
  const script = findScript(scriptId);
  if (!script) {
    throw new ScheduleInputError([{ path: "script_id", message: `is not a script; choose one of ${SCRIPTS.map((s) => s.id).join(", ")}` }]);
  }
  const parsed = script.params.safeParse(params);
  if (!parsed.success) {
    throw new ScheduleInputError(parsed.error.issues.map((i) => ({ path: ["params", ...i.path.map(String)].join("."), message: i.message })));
  }
  return script;
}

const titleOf = (scriptId: string) => findScript(scriptId)?.title ?? scriptId;

/** The next run strictly after `now`, as ISO text (null when the expression has none). */
function nextRunAfter(cron: string, timezone: string, now: Date): string | null {
  return nextCronRun(cron, timezone, now)?.toISOString() ?? null;
}

/** The upcoming runs, starting with the stored next run (which may be due and not yet started). */
function upcomingRuns(row: ScheduleRow): string[] {
  if (!row.enabled || !row.nextRunAt) return [];
  try {
    const after = nextCronRuns(row.cron, row.timezone, new Date(row.nextRunAt), NEXT_RUNS_COUNT - 1);
    return [row.nextRunAt, ...after.map((d) => d.toISOString())];
  } catch {
    return [row.nextRunAt];
  }
}

export function toScheduleView(row: ScheduleRow): ScheduleView {
  return {
    id: row.id,
    script_id: row.scriptId,
    script_title: titleOf(row.scriptId),
    cron: row.cron,
    timezone: row.timezone,
    params: row.params,
    enabled: row.enabled,
    next_run_at: row.enabled ? row.nextRunAt : null,
    next_runs: upcomingRuns(row),
    last_run_at: row.lastRunAt,
    last_job_id: row.lastJobId,
    last_job_status: row.lastJobStatus,
    last_error: row.lastError,
    created_by: row.createdBy,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function listSchedules(store: Store): Promise<ScheduleView[]> {
  return (await listScheduleRows(store.db)).map(toScheduleView);
}

/** The scripts a schedule can run, their parameters as JSON Schema (what the run form reads). */
export function schedulableScripts(): ScheduleScript[] {
  return SCRIPTS.map((s) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    params: z.toJSONSchema(s.params, { io: "input" }) as ParamsSchema,
  }));
}

export async function getSchedule(store: Store, id: number): Promise<ScheduleView | undefined> {
  const row = await getScheduleRow(store.db, id);
  return row ? toScheduleView(row) : undefined;
}

const scheduleName = (f: { scriptId: string; cron: string; timezone: string }) => `"${titleOf(f.scriptId)}" at ${f.cron} (${f.timezone})`;

/** Creates a schedule; its first run is the first match after `now`. Throws ScheduleInputError. */
export async function createSchedule(store: Store, input: ScheduleCreate, by: string, now: Date = new Date()): Promise<ScheduleView> {
  checkScript(input.script_id, input.params);
  const fields: ScheduleFields = {
    scriptId: input.script_id,
    cron: input.cron,
    timezone: input.timezone,
    params: input.params,
    enabled: input.enabled,
    nextRunAt: input.enabled ? nextRunAfter(input.cron, input.timezone, now) : null,
  };
  const id = await store.db.transaction().execute(async (trx) => {
    const newId = await insertScheduleRow(trx, fields, by, now.toISOString());
    await recordAudit(trx, {
      actor: by,
      action: "schedule.create",
      targetType: "schedule",
      targetId: newId,
      summary: `Scheduled ${scheduleName(fields)}${fields.enabled ? "" : ", disabled"}`,
      details: { script_id: fields.scriptId, cron: fields.cron, timezone: fields.timezone, params: fields.params, enabled: fields.enabled },
    });
    return newId;
  });
  return (await getSchedule(store, id)) as ScheduleView;
}

/**
 * Applies an edit; undefined when the schedule does not exist. A new expression, time zone or
 * enabling computes the next run from `now`; disabling clears it; other edits leave it alone, so
 * an edit never undoes a run a ticker has just claimed.
 */
export async function updateSchedule(
  store: Store,
  id: number,
  patch: SchedulePatch,
  by: string,
  now: Date = new Date(),
): Promise<ScheduleView | undefined> {
  const found = await store.db.transaction().execute(async (trx) => {
    const current = await getScheduleRow(trx, id);
    if (!current) return false;
    const merged = {
      scriptId: patch.script_id ?? current.scriptId,
      cron: patch.cron ?? current.cron,
      timezone: patch.timezone ?? current.timezone,
      params: patch.params ?? current.params,
      enabled: patch.enabled ?? current.enabled,
    };
    if (patch.script_id !== undefined || patch.params !== undefined) checkScript(merged.scriptId, merged.params);
    const changed = (["scriptId", "cron", "timezone", "params"] as const).filter((k) => JSON.stringify(merged[k]) !== JSON.stringify(current[k]));
    const timing = merged.cron !== current.cron || merged.timezone !== current.timezone;
    const toggled = merged.enabled !== current.enabled;
    let nextRunAt: string | null | undefined;
    if (!merged.enabled) nextRunAt = null;
    else if (timing || toggled || !current.nextRunAt) nextRunAt = nextRunAfter(merged.cron, merged.timezone, now);
    await updateScheduleRow(trx, id, { ...merged, nextRunAt }, now.toISOString());
    if (changed.length > 0) {
      await recordAudit(trx, {
        actor: by,
        action: "schedule.update",
        targetType: "schedule",
        targetId: id,
        summary: `Edited the schedule of ${scheduleName(merged)} (${changed.map((k) => FIELD_NAMES[k]).join(", ")})`,
        details: { before: pick(current, changed), after: pick(merged, changed) },
      });
    }
    if (toggled) {
      await recordAudit(trx, {
        actor: by,
        action: merged.enabled ? "schedule.enable" : "schedule.disable",
        targetType: "schedule",
        targetId: id,
        summary: `${merged.enabled ? "Enabled" : "Disabled"} the schedule of ${scheduleName(merged)}`,
      });
    }
    return true;
  });
  return found ? getSchedule(store, id) : undefined;
}

const FIELD_NAMES = { scriptId: "script", cron: "cron", timezone: "time zone", params: "parameters" } as const;
const pick = <T extends object>(o: T, keys: readonly (keyof T)[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

/** Deletes a schedule (its past jobs stay); false when it does not exist. */
export async function deleteSchedule(store: Store, id: number, by: string): Promise<boolean> {
  return deleteWithAudit(store, { id, by, action: "schedule.delete", targetType: "schedule" }, getScheduleRow, deleteScheduleRow, (current) => ({
    summary: `Deleted the schedule of ${scheduleName(current)}`,
    details: { script_id: current.scriptId, cron: current.cron, timezone: current.timezone, params: current.params, enabled: current.enabled },
  }));
}
