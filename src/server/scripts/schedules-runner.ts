import { nextCronRun } from "../../lib/admin/schedules-api";
import { claimDueSchedule, listDueScheduleRows, recordScheduleOutcome } from "../db/store/repositories/schedules";
import { isStoreUnavailable, type Store } from "../db/store/store";
import { backgroundErrorLog } from "../jobs/background-errors";
import { type StartScriptRunOptions, startScriptRun } from "./start-run";

/**
 * Runs the schedules that are due. Locally the server's ticker calls it on start and every
 * 30 seconds; on Netlify the scheduled function `schedules-tick` does, every five minutes.
 */

export interface DueScheduleOutcome {
  scheduleId: number;
  scriptId: string;
  /** The job the run became. */
  jobId?: number;
  /** Why the run could not be started. */
  error?: string;
}

export interface DueSchedulesResult {
  started: DueScheduleOutcome[];
  failed: DueScheduleOutcome[];
}

/** Who a scheduled run is started by (the job's `created_by` and the audit actor). */
export const scheduleActor = (id: number) => `schedule:${id}`;

/**
 * Starts each enabled schedule whose next run is at or before `now` exactly once, however many
 * of its times were missed (a server down for a day runs it once on start), and moves its next
 * run to the first match after `now`. Each run is claimed first (`claimDueSchedule` moves the
 * next run only if no one else has moved it), so two tickers at once (two processes, or a slow
 * tick overlapping the next) never start the same run twice. A run that cannot start (say its
 * parameters no longer pass the script's schema) is recorded on the schedule as `last_error`;
 * the schedule keeps its timetable.
 */
export async function runDueSchedules(store: Store, now: Date = new Date(), options: StartScriptRunOptions = {}): Promise<DueSchedulesResult> {
  const nowIso = now.toISOString();
  const result: DueSchedulesResult = { started: [], failed: [] };
  for (const schedule of await listDueScheduleRows(store.db, nowIso)) {
    let next: string | null = null;
    let timetableError: string | undefined;
    try {
      next = nextCronRun(schedule.cron, schedule.timezone, now)?.toISOString() ?? null;
    } catch (error) {
      timetableError = `The cron expression can no longer be read: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!(await claimDueSchedule(store.db, schedule.id, schedule.nextRunAt as string, next, nowIso))) continue;
    const outcome: DueScheduleOutcome = { scheduleId: schedule.id, scriptId: schedule.scriptId };
    try {
      if (timetableError) throw new Error(timetableError);
      outcome.jobId = (await startScriptRun(store, schedule.scriptId, schedule.params, scheduleActor(schedule.id), options)).jobId;
      await recordScheduleOutcome(store.db, schedule.id, { jobId: outcome.jobId });
      result.started.push(outcome);
    } catch (error) {
      if (isStoreUnavailable(error)) throw error;
      outcome.error = error instanceof Error ? error.message : String(error);
      await recordScheduleOutcome(store.db, schedule.id, { error: outcome.error });
      result.failed.push(outcome);
    }
  }
  return result;
}

export interface ScheduleTicker {
  stop(): void;
  /** Runs one tick now (or joins the one under way). */
  tick(): Promise<void>;
}

/**
 * The local server's ticker: runs due schedules at once (catching up on what was missed while
 * the server was down), then every `intervalMs`. Ticks never overlap; a store outage is logged
 * once when it starts and once when it ends.
 */
export function startScheduleTicker(store: Store, options: { intervalMs?: number; log?: (...args: unknown[]) => void } = {}): ScheduleTicker {
  const log = options.log ?? console.error;
  const errors = backgroundErrorLog("Schedule ticker", log);
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    current ??= runDueSchedules(store, new Date())
      .then(
        (result) => {
          errors.succeeded();
          for (const f of result.failed) log(`Schedule ${f.scheduleId} (${f.scriptId}) could not start its run: ${f.error}`);
        },
        (error) => errors.failed(error),
      )
      .finally(() => {
        current = null;
      });
    return current;
  };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? 30_000);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    tick,
  };
}
