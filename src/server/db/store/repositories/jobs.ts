import { sql } from "kysely";
import type { Job, JobStatus, JobSummary } from "../../../../lib/admin/jobs-api";
import { isoNow, type StoreDb } from "../store";

/**
 * Background jobs (admin area): queued → running → succeeded | failed, with progress, a captured
 * log and timestamps. Locally the in-process runner claims them (src/server/jobs/job-runner.ts);
 * on Netlify a 'rebuild-site' job is moved on by deploy events instead (deploy id recorded).
 */

export { JOB_STATUSES, type Job, type JobStatus, type JobSummary } from "../../../../lib/admin/jobs-api";

/** A job with its log and, for a rebuild Netlify deployed, the deploy it became. */
export type JobDetail = Job & { deployId: string | null };

/** The log keeps its last ~200 KB; older output is dropped behind a marker line. */
export const MAX_JOB_LOG_CHARS = 200 * 1024;
const TRIMMED_MARKER = "[earlier output trimmed]\n";

type ActiveStatus = "queued" | "running";

/**
 * True when `db` (a store or a transaction) talks to Postgres: only Postgres numbers its
 * parameters (`$1`). Public API only, so the callers that must hold a lock on Postgres keep
 * the plain `(db, ...)` signature every other repository function has.
 */
function isPostgres(db: StoreDb): boolean {
  return sql`${0}`.compile(db).sql === "$1";
}

function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

const summaryColumns = [
  "id",
  "kind",
  "status",
  "payload",
  "progress",
  "error",
  "created_by as createdBy",
  "created_at as createdAt",
  "started_at as startedAt",
  "finished_at as finishedAt",
  "result",
  "cancel_requested_at as cancelRequestedAt",
] as const;

type SummaryRow = Omit<JobSummary, "payload" | "status" | "result"> & { payload: string; status: string; result: string | null };

const toSummary = (row: SummaryRow): JobSummary => ({
  ...row,
  status: row.status as JobStatus,
  payload: parsePayload(row.payload),
  result: row.result === null ? null : parsePayload(row.result),
});
const toDetail = (row: SummaryRow & { log: string; deployId: string | null }): JobDetail => ({
  ...toSummary(row),
  log: row.log,
  deployId: row.deployId,
});

/** Queues a job; returns its id. Example: `await enqueueJob(db, "rebuild-site", { uploadId: 3 }, "admin")`. */
export async function enqueueJob(db: StoreDb, kind: string, payload: unknown = {}, createdBy: string | null = null): Promise<number> {
  const row = await db
    .insertInto("jobs")
    .values({ kind, status: "queued", payload: JSON.stringify(payload ?? {}), created_by: createdBy, created_at: isoNow() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Queues a job unless one of the same kind is still waiting to start, in which case that one is
 * answered instead (`created: false`): a site rebuild that has not started yet will read every
 * change made so far, so a second one would only build the same site again. Call it inside the
 * transaction that makes the change, so the change and the job commit together. On Postgres a
 * transaction lock per kind keeps two concurrent callers from both queuing (SQLite has one writer).
 */
export async function enqueueJobOnce(
  db: StoreDb,
  kind: string,
  payload: unknown = {},
  createdBy: string | null = null,
): Promise<{ id: number; created: boolean }> {
  if (!db.isTransaction) return db.transaction().execute((trx) => enqueueJobOnce(trx, kind, payload, createdBy));
  if (isPostgres(db)) await sql`SELECT pg_advisory_xact_lock(hashtext(${`enqueue-job:${kind}`}))`.execute(db);
  const waiting = await db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", kind)
    .where("status", "=", "queued")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (waiting) return { id: waiting.id, created: false };
  return { id: await enqueueJob(db, kind, payload, createdBy), created: true };
}

/**
 * Moves the oldest queued job of one of `kinds` to 'running' and stamps `started_at`, in one
 * statement, so two workers never claim the same job; undefined when none is queued. Only kinds
 * the caller can run are claimed: a 'rebuild-site' job waiting for Netlify must stay queued.
 * On Postgres the inner select skips rows another worker is claiming instead of waiting on them.
 */
export async function claimNextJob(db: StoreDb, kinds: readonly string[]): Promise<JobDetail | undefined> {
  if (kinds.length === 0) return undefined;
  let next = db
    .selectFrom("jobs as next")
    .select("next.id")
    .where("next.status", "=", "queued")
    .where("next.kind", "in", kinds)
    .orderBy("next.id")
    .limit(1);
  if (isPostgres(db)) next = next.forUpdate().skipLocked();
  const row = await db
    .updateTable("jobs")
    .set({ status: "running", started_at: isoNow(), progress: 0 })
    .where("id", "=", next)
    .where("status", "=", "queued")
    .returning([...summaryColumns, "log", "deploy_id as deployId"])
    .executeTakeFirst();
  return row ? toDetail(row) : undefined;
}

/** Appends text to a job's log in one statement, keeping only the last MAX_JOB_LOG_CHARS characters. */
export async function appendJobLog(db: StoreDb, id: number, text: string): Promise<void> {
  if (!text) return;
  // substr with a positive start (not a negative one, which Postgres lacks) keeps the tail.
  const log = sql<string>`CASE WHEN length(log || ${text}) > ${MAX_JOB_LOG_CHARS}
    THEN ${TRIMMED_MARKER} || substr(log || ${text}, length(log || ${text}) - ${MAX_JOB_LOG_CHARS - 1})
    ELSE log || ${text} END`;
  await db.updateTable("jobs").set({ log }).where("id", "=", id).execute();
}

/** Records progress (clamped to 0-100, rounded) of a running job. */
export async function setJobProgress(db: StoreDb, id: number, progress: number): Promise<void> {
  const value = Math.max(0, Math.min(100, Math.round(Number.isFinite(progress) ? progress : 0)));
  await db.updateTable("jobs").set({ progress: value }).where("id", "=", id).where("status", "=", "running").execute();
}

type EndStatus = "succeeded" | "failed" | "cancelled";

const endOf = (status: EndStatus, error?: string) => ({
  status,
  error: status === "failed" ? (error ?? "failed").slice(0, 2000) : null,
  finished_at: isoNow(),
  ...(status === "succeeded" ? { progress: 100 } : {}),
});
const ACTIVE: ActiveStatus[] = ["queued", "running"];

/**
 * Ends a queued or running job; a success sets progress to 100. Returns false when the job was
 * already finished (or does not exist), so a late finish never overwrites an earlier one.
 */
export async function finishJob(db: StoreDb, id: number, status: EndStatus, error?: string): Promise<boolean> {
  const result = await db.updateTable("jobs").set(endOf(status, error)).where("id", "=", id).where("status", "in", ACTIVE).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stores a job's result summary (JSON). */
export async function setJobResult(db: StoreDb, id: number, result: unknown): Promise<void> {
  await db
    .updateTable("jobs")
    .set({ result: result === undefined ? null : JSON.stringify(result) })
    .where("id", "=", id)
    .execute();
}

/** Whether an admin has asked this job to stop. */
export async function isJobCancelRequested(db: StoreDb, id: number): Promise<boolean> {
  const row = await db.selectFrom("jobs").select(["status", "cancel_requested_at"]).where("id", "=", id).executeTakeFirst();
  return !!row && (row.cancel_requested_at !== null || row.status === "cancelled");
}

export const CANCELLED_MESSAGE = "cancelled by an admin";

/**
 * An admin cancels a job. A queued one ends 'cancelled' at once (so it never starts); a running
 * one is marked, and its runner stops it at its next check. 'finished' when it had already
 * ended, undefined when there is no such job.
 */
export async function requestJobCancel(db: StoreDb, id: number, by: string): Promise<"cancelled" | "requested" | "finished" | undefined> {
  const at = isoNow();
  const queued = await db
    .updateTable("jobs")
    .set({ ...endOf("cancelled", CANCELLED_MESSAGE), cancel_requested_at: at, log: sql<string>`log || ${`Cancelled by ${by} before it started\n`}` })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .executeTakeFirst();
  if (queued.numUpdatedRows > 0n) return "cancelled";
  const running = await db
    .updateTable("jobs")
    .set({ cancel_requested_at: at, log: sql<string>`log || ${`Cancel requested by ${by}\n`}` })
    .where("id", "=", id)
    .where("status", "=", "running")
    .where("cancel_requested_at", "is", null)
    .executeTakeFirst();
  if (running.numUpdatedRows > 0n) return "requested";
  const row = await db.selectFrom("jobs").select(["status"]).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return row.status === "running" ? "requested" : "finished";
}

/**
 * Claims one queued job by id if its kind is one of `kinds` (the Netlify background function
 * runs exactly the job it was called for); undefined when it is not queued or of another kind.
 */
export async function claimJobById(db: StoreDb, id: number, kinds: readonly string[]): Promise<JobDetail | undefined> {
  if (kinds.length === 0) return undefined;
  const row = await db
    .updateTable("jobs")
    .set({ status: "running", started_at: isoNow(), progress: 0 })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .where("kind", "in", kinds)
    .returning([...summaryColumns, "log", "deploy_id as deployId"])
    .executeTakeFirst();
  return row ? toDetail(row) : undefined;
}

/** The newest job of each of `kinds` (a script's last run), keyed by kind. */
export async function latestJobsByKind(db: StoreDb, kinds: readonly string[]): Promise<Map<string, JobSummary>> {
  const latest = new Map<string, JobSummary>();
  if (kinds.length === 0) return latest;
  const newest = db
    .selectFrom("jobs as j")
    .select((eb) => eb.fn.max("j.id").as("id"))
    .where("j.kind", "in", kinds)
    .groupBy("j.kind");
  const rows = await db.selectFrom("jobs").select(summaryColumns).where("id", "in", newest).execute();
  for (const row of rows) latest.set(row.kind, toSummary(row));
  return latest;
}

/**
 * A Netlify deploy started for a queued 'rebuild-site' job: the job becomes running and keeps the
 * deploy id. False (nothing changed) when the job is not a rebuild waiting to start.
 */
export async function startJobDeploy(db: StoreDb, id: number, deployId: string): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ status: "running", started_at: isoNow(), deploy_id: deployId })
    .where("id", "=", id)
    .where("kind", "=", "rebuild-site")
    .where("status", "=", "queued")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The Netlify deploy of a 'rebuild-site' job ended. Matches only while the job is unfinished and
 * has no deploy id yet (its building event was missed) or this very deploy's, so an event of
 * another deploy cannot end it. Returns false when nothing changed.
 */
export async function finishJobDeploy(db: StoreDb, id: number, deployId: string, status: "succeeded" | "failed", error?: string): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ ...endOf(status, error), deploy_id: deployId })
    .where("id", "=", id)
    .where("kind", "=", "rebuild-site")
    .where("status", "in", ACTIVE)
    .where((eb) => eb.or([eb("deploy_id", "is", null), eb("deploy_id", "=", deployId)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One job with its log and deploy id. */
export async function getJob(db: StoreDb, id: number): Promise<JobDetail | undefined> {
  const row = await db
    .selectFrom("jobs")
    .select([...summaryColumns, "log", "deploy_id as deployId"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toDetail(row) : undefined;
}

export interface ListJobsOptions {
  limit?: number;
  offset?: number;
  status?: JobStatus;
}

/** Jobs newest first, without their logs. */
export async function listJobs(db: StoreDb, options: ListJobsOptions = {}): Promise<JobSummary[]> {
  const limit = Math.max(1, Math.min(500, Math.floor(options.limit ?? 50)));
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const status = options.status;
  const rows = await db
    .selectFrom("jobs")
    .select(summaryColumns)
    .$if(status !== undefined, (qb) => qb.where("status", "=", status as JobStatus))
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toSummary);
}

/** How many jobs are in each status (every status present, zero when none). */
export async function countJobsByStatus(db: StoreDb): Promise<Record<JobStatus, number>> {
  const counts: Record<JobStatus, number> = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
  const rows = await db
    .selectFrom("jobs")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  for (const r of rows) counts[r.status as JobStatus] = Number(r.n);
  return counts;
}

/**
 * Queued jobs of `kind` created before `before` (ISO time) are failed with `reason`: a rebuild
 * handed to a Netlify build hook that never reported back must not swallow every later request.
 * Returns how many.
 */
export async function failQueuedJobsOlderThan(db: StoreDb, kind: string, before: string, reason: string): Promise<number> {
  const result = await db
    .updateTable("jobs")
    .set({ ...endOf("failed", reason), log: sql<string>`log || ${`[${reason}]\n`}` })
    .where("kind", "=", kind)
    .where("status", "=", "queued")
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const INTERRUPTED_ERROR = "interrupted by a restart";

/**
 * At the local runner's start: jobs of the kinds it runs that are still 'running' belong to a
 * process that died, so they are marked failed ('interrupted by a restart'). Jobs with a deploy
 * id are running on Netlify, not here, and are left alone. Returns how many.
 */
export async function failInterruptedJobs(db: StoreDb, kinds: readonly string[]): Promise<number> {
  if (kinds.length === 0) return 0;
  const result = await db
    .updateTable("jobs")
    .set({ ...endOf("failed", INTERRUPTED_ERROR), log: sql<string>`log || ${`\n[${INTERRUPTED_ERROR}]\n`}` })
    .where("status", "=", "running")
    .where("kind", "in", kinds)
    .where("deploy_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
