import type { Job, JobStatus, JobSummary } from "../../lib/admin/jobs";
import type { Db } from "./snapshot";

/**
 * Background jobs (admin area): queued → running → succeeded | failed, with progress, a captured
 * log and timestamps. One worker in the local server claims them one at a time (job-runner.ts).
 */

export { JOB_STATUSES, type Job, type JobStatus, type JobSummary } from "../../lib/admin/jobs";

/** The log keeps its last ~200 KB; older output is dropped behind a marker line. */
export const MAX_JOB_LOG_CHARS = 200 * 1024;
const TRIMMED_MARKER = "[earlier output trimmed]\n";
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const SUMMARY_COLUMNS =
  "id, kind, status, payload, progress, error, created_by AS createdBy, created_at AS createdAt, started_at AS startedAt, finished_at AS finishedAt";

type SummaryRow = Omit<JobSummary, "payload"> & { payload: string };
type JobRow = SummaryRow & { log: string };

function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

const toSummary = (row: SummaryRow): JobSummary => ({ ...row, payload: parsePayload(row.payload) });
const toJob = (row: JobRow): Job => ({ ...row, payload: parsePayload(row.payload) });

/** Queues a job; returns its id. Example: `enqueueJob(db, "rebuild-site", { uploadId: 3 }, "admin")`. */
export function enqueueJob(db: Db, kind: string, payload: unknown = {}, createdBy: string | null = null): number {
  const result = db
    .prepare("INSERT INTO jobs (kind, payload, created_by) VALUES (?, ?, ?)")
    .run(kind, JSON.stringify(payload ?? {}), createdBy);
  return Number(result.lastInsertRowid);
}

/**
 * Queues a job unless one of the same kind is still waiting to start, in which case that one is
 * answered instead (`created: false`): a site rebuild that has not started yet will read every
 * change made so far, so a second one would only build the same site again. Call it inside the
 * transaction that makes the change, so a worker cannot start the waiting job in between.
 */
export function enqueueJobOnce(db: Db, kind: string, payload: unknown = {}, createdBy: string | null = null): { id: number; created: boolean } {
  const waiting = db.prepare<[string], { id: number }>("SELECT id FROM jobs WHERE kind = ? AND status = 'queued' ORDER BY id LIMIT 1").get(kind);
  if (waiting) return { id: waiting.id, created: false };
  return { id: enqueueJob(db, kind, payload, createdBy), created: true };
}

/**
 * Moves the oldest queued job to 'running' and stamps `started_at`, in one statement, so two
 * workers can never claim the same job; undefined when nothing is queued.
 */
export function claimNextJob(db: Db): Job | undefined {
  const row = db
    .prepare<[], JobRow>(
      `UPDATE jobs SET status = 'running', started_at = ${NOW}, progress = 0
       WHERE id = (SELECT id FROM jobs WHERE status = 'queued' ORDER BY id LIMIT 1) AND status = 'queued'
       RETURNING ${SUMMARY_COLUMNS}, log`,
    )
    .get();
  return row ? toJob(row) : undefined;
}

/** Appends text to a job's log, keeping only the last MAX_JOB_LOG_CHARS characters. */
export function appendJobLog(db: Db, id: number, text: string): void {
  if (!text) return;
  db.prepare(
    `UPDATE jobs SET log = CASE WHEN length(log || @text) > @max THEN @marker || substr(log || @text, -@max) ELSE log || @text END
     WHERE id = @id`,
  ).run({ text, max: MAX_JOB_LOG_CHARS, marker: TRIMMED_MARKER, id });
}

/** Records progress (clamped to 0-100, rounded) of a running job. */
export function setJobProgress(db: Db, id: number, progress: number): void {
  const value = Math.max(0, Math.min(100, Math.round(Number.isFinite(progress) ? progress : 0)));
  db.prepare("UPDATE jobs SET progress = ? WHERE id = ? AND status = 'running'").run(value, id);
}

/**
 * Ends a queued or running job; a success sets progress to 100. Returns false when the job was
 * already finished (or does not exist), so a late finish never overwrites an earlier one.
 */
export function finishJob(db: Db, id: number, status: "succeeded" | "failed", error?: string): boolean {
  const result = db
    .prepare(
      `UPDATE jobs SET status = @status, error = @error, finished_at = ${NOW},
         progress = CASE WHEN @status = 'succeeded' THEN 100 ELSE progress END
       WHERE id = @id AND status IN ('queued', 'running')`,
    )
    .run({ status, error: status === "failed" ? (error ?? "failed").slice(0, 2000) : null, id });
  return result.changes > 0;
}

/** One job with its log. */
export function getJob(db: Db, id: number): Job | undefined {
  const row = db.prepare<[number], JobRow>(`SELECT ${SUMMARY_COLUMNS}, log FROM jobs WHERE id = ?`).get(id);
  return row ? toJob(row) : undefined;
}

export interface ListJobsOptions {
  limit?: number;
  offset?: number;
  status?: JobStatus;
}

/** Jobs newest first, without their logs. */
export function listJobs(db: Db, options: ListJobsOptions = {}): JobSummary[] {
  const limit = Math.max(1, Math.min(500, Math.floor(options.limit ?? 50)));
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  return db
    .prepare<[string | null, string | null, number, number], SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM jobs WHERE (? IS NULL OR status = ?) ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(options.status ?? null, options.status ?? null, limit, offset)
    .map(toSummary);
}

/** How many jobs are in each status (every status present, zero when none). */
export function countJobsByStatus(db: Db): Record<JobStatus, number> {
  const counts: Record<JobStatus, number> = { queued: 0, running: 0, succeeded: 0, failed: 0 };
  const rows = db.prepare<[], { status: JobStatus; n: number }>("SELECT status, COUNT(*) AS n FROM jobs GROUP BY status").all();
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

export const INTERRUPTED_ERROR = "interrupted by a restart";

/**
 * At startup: jobs still 'running' belong to a process that died, so they are marked failed
 * ('interrupted by a restart'). Only one server process runs jobs. Returns how many.
 */
export function failInterruptedJobs(db: Db): number {
  return db
    .prepare(
      `UPDATE jobs SET status = 'failed', error = @error, finished_at = ${NOW}, log = log || @note WHERE status = 'running'`,
    )
    .run({ error: INTERRUPTED_ERROR, note: `\n[${INTERRUPTED_ERROR}]\n` }).changes;
}
