import { Cron } from "croner";
import { z } from "zod";
import type { JobStatus } from "./jobs-api";
import type { ScriptInfo } from "./scripts-api";

/**
 * Cron schedules of maintenance scripts: the cron rules (parsed by croner), the request bodies
 * of `/api/admin/schedules` and the response shapes. One module for the island, the functions
 * and the use cases, so the form, the API and the runner read a cron expression the same way.
 *
 * Expressions are classic five-field cron (minute hour day-of-month month day-of-week, with
 * names such as MON or JAN, and the nicknames @hourly, @daily, @weekly, @monthly, @yearly),
 * read in the schedule's IANA time zone. When both day fields are restricted a day matching
 * either runs, as in Vixie cron.
 */

/** Longest cron expression accepted. */
export const CRON_MAX = 100;
/** How many upcoming runs each schedule carries. */
export const NEXT_RUNS_COUNT = 3;
/** Largest accepted body of a create or edit. */
export const SCHEDULE_BODY_MAX_BYTES = 16 * 1024;
/** The zone used when a request names none. */
export const DEFAULT_TIMEZONE = "UTC";

/** Example expressions the form offers. */
export const CRON_EXAMPLES: ReadonlyArray<{ cron: string; words: string }> = [
  { cron: "0 3 * * *", words: "every day at 03:00" },
  { cron: "0 * * * *", words: "every hour, on the hour" },
  { cron: "*/15 * * * *", words: "every 15 minutes" },
  { cron: "30 6 * * MON-FRI", words: "weekdays at 06:30" },
  { cron: "0 4 1 * *", words: "on the 1st of every month at 04:00" },
];

const FIELDS_HELP = "use five fields: minute hour day-of-month month day-of-week, for example 0 3 * * * (every day at 03:00)";

function parseCron(cron: string, timezone?: string): Cron {
  return new Cron(cron, { paused: true, mode: "5-part", timezone });
}

/** Why `cron` is not a usable expression, in words; undefined when it is. */
export function cronProblem(cron: string): string | undefined {
  const text = cron.trim();
  if (!text) return "enter a cron expression, for example 0 3 * * * (every day at 03:00)";
  if (text.length > CRON_MAX) return `must be at most ${CRON_MAX} characters`;
  let job: Cron;
  try {
    job = parseCron(text, DEFAULT_TIMEZONE);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).replace(/^CronPattern:\s*/, "").split(/\.\s/)[0];
    if (/parts|configuration format/i.test(message)) return FIELDS_HELP;
    const named = message.replace(/\bdayOfWeek\b/g, "day of the week").replace(/\bday\b(?= *:)/g, "day of the month");
    return `is not a valid cron expression (${named.charAt(0).toLowerCase()}${named.slice(1)})`;
  }
  if (job.nextRun() === null) return "never runs: no date matches it (for example 30 February)";
  return undefined;
}

/** Whether `zone` is an IANA time zone this runtime knows ("America/Chicago", "UTC"). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The next `count` run times of a valid expression strictly after `after`, in `timezone`.
 * @example nextCronRuns("0 9 * * MON-FRI", "America/New_York", new Date("2026-03-06T15:00:00Z"), 2)
 * // [2026-03-09T13:00:00Z, 2026-03-10T13:00:00Z]
 */
export function nextCronRuns(cron: string, timezone: string, after: Date, count: number = NEXT_RUNS_COUNT): Date[] {
  return parseCron(cron.trim(), timezone).nextRuns(count, after);
}

/** The first run strictly after `after`, or null when there is none. */
export function nextCronRun(cron: string, timezone: string, after: Date): Date | null {
  return nextCronRuns(cron, timezone, after, 1)[0] ?? null;
}

const cronSchema = z
  .string({ error: "must be text" })
  .trim()
  .superRefine((value, ctx) => {
    const problem = cronProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const timezoneSchema = z
  .string({ error: "must be text" })
  .trim()
  .refine(isValidTimeZone, { message: "must be an IANA time zone such as America/Chicago or UTC" });

const scriptIdSchema = z.string({ error: "choose a script" }).trim().min(1, "choose a script").max(100, "is not a script");
const paramsSchema = z.record(z.string(), z.unknown(), { error: "must be an object" });
const enabledSchema = z.boolean({ error: "must be true or false" });

/** POST /api/admin/schedules. The script's own schema then checks `params`. */
export const scheduleCreateSchema = z.object({
  script_id: scriptIdSchema,
  cron: cronSchema,
  timezone: timezoneSchema.default(DEFAULT_TIMEZONE),
  enabled: enabledSchema.default(true),
  params: paramsSchema.default({}),
});
export type ScheduleCreate = z.output<typeof scheduleCreateSchema>;
export type ScheduleCreateInput = z.input<typeof scheduleCreateSchema>;

/** PATCH /api/admin/schedules/:id: any of the fields, at least one. */
export const schedulePatchSchema = z
  .object({
    script_id: scriptIdSchema.optional(),
    cron: cronSchema.optional(),
    timezone: timezoneSchema.optional(),
    enabled: enabledSchema.optional(),
    params: paramsSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "change at least one field", path: ["cron"] });
export type SchedulePatch = z.output<typeof schedulePatchSchema>;

/** One schedule as the API answers it. Times are ISO-8601 UTC. */
export interface ScheduleView {
  id: number;
  script_id: string;
  /** The script's title, or the id when the script no longer exists. */
  script_title: string;
  cron: string;
  timezone: string;
  params: Record<string, unknown>;
  enabled: boolean;
  /** When it runs next; null while disabled. */
  next_run_at: string | null;
  /** The next NEXT_RUNS_COUNT runs (empty while disabled). */
  next_runs: string[];
  last_run_at: string | null;
  last_job_id: number | null;
  /** Status of the last run's job, while that job exists. */
  last_job_status: JobStatus | null;
  /** Why the last due run could not be started, or null. */
  last_error: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** A script a schedule can run, with its parameters described as JSON Schema for the form. */
export type ScheduleScript = Pick<ScriptInfo, "id" | "title" | "description" | "params">;

/** GET /api/admin/schedules: the schedules, and the scripts the form offers. */
export interface SchedulesResponse {
  schedules: ScheduleView[];
  scripts: ScheduleScript[];
}
