import {
  appendJobLog,
  claimNextJob,
  failInterruptedJobs,
  finishJob,
  isJobCancelRequested,
  type Job,
  setJobProgress,
  setJobResult,
} from "../db/store/repositories/jobs";
import type { Store } from "../db/store/store";
import { backgroundErrorLog } from "./background-errors";

/**
 * The job worker inside the local server process: polls the `jobs` table, claims one job at a
 * time of the kinds it has handlers for and runs that handler, recording progress, log and
 * outcome. (On Netlify a rebuild is a build hook plus deploy events, and a script runs in the
 * background function functions/script-run-background.ts through runJob.)
 */

export interface JobContext {
  jobId: number;
  payload: unknown;
  /** The run-time store the job was claimed from. */
  store: Store;
  /** Appends text to the job's log (a newline is added when missing). Buffered, flushed often. */
  log(text: string): void;
  /** Sets the job's progress, 0-100. */
  progress(percent: number): void;
  /** The payload's `params` (a script's validated parameters arrive as its run's second argument). */
  params: Record<string, unknown>;
  /** Records the job's result summary (JSON), shown with the run; the last call wins. */
  setResult(result: unknown): void;
  /** Aborted once an admin cancels the job; long work checks it between batches. */
  signal: AbortSignal;
  /** True once an admin has cancelled the job: stop at the next safe point and return. */
  cancelled(): boolean;
}

export type JobHandler = (ctx: JobContext) => Promise<void>;

export interface JobRunner {
  /** Stops polling; settles once a job already claimed has finished. */
  stop(): Promise<void>;
}

const LOG_FLUSH_MS = 250;
/** How often a running job's cancel request is looked up in the store. */
export const CANCEL_CHECK_MS = 500;

/** Raised (or returned early) by work that stopped because the job was cancelled. */
export class JobCancelledError extends Error {
  constructor() {
    super("cancelled by an admin");
    this.name = "JobCancelledError";
  }
}

function paramsOf(payload: unknown): Record<string, unknown> {
  const params = payload && typeof payload === "object" ? (payload as { params?: unknown }).params : undefined;
  return params && typeof params === "object" && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
}

/** Runs one claimed job to its end; never throws. */
export async function runJob(store: Store, job: Job, handler: JobHandler | undefined): Promise<void> {
  const { db } = store;
  // Log and progress writes go through one chain, so they land in order and all are done
  // before the job's outcome is written.
  let writes: Promise<void> = Promise.resolve();
  const write = (step: () => Promise<void>) => {
    writes = writes.then(step).catch((error) => console.error(`Job ${job.id}: could not record its log or progress:`, error));
  };
  let buffer = "";
  const flush = () => {
    if (!buffer) return;
    const text = buffer;
    buffer = "";
    write(() => appendJobLog(db, job.id, text));
  };
  const timer = setInterval(flush, LOG_FLUSH_MS);
  timer.unref();
  const abort = new AbortController();
  let checking = false;
  const checkCancel = async () => {
    if (checking || abort.signal.aborted) return;
    checking = true;
    try {
      if (await isJobCancelRequested(db, job.id)) abort.abort(new JobCancelledError());
    } catch {
      // the store is briefly unavailable: ask again at the next check
    } finally {
      checking = false;
    }
  };
  const cancelTimer = setInterval(checkCancel, CANCEL_CHECK_MS);
  cancelTimer.unref();
  let lastProgress = -1;
  // Whether the handler saw the cancel request: one that finished its work without looking
  // (a rebuild that went live) succeeded, whatever came in meanwhile.
  let observed = false;
  const ctx: JobContext = {
    jobId: job.id,
    payload: job.payload,
    store,
    log: (text) => {
      buffer += text.endsWith("\n") ? text : `${text}\n`;
    },
    progress: (percent) => {
      const value = Math.round(percent);
      if (value === lastProgress) return;
      lastProgress = value;
      write(() => setJobProgress(db, job.id, value));
    },
    params: paramsOf(job.payload),
    setResult: (result) => write(() => setJobResult(db, job.id, result)),
    signal: abort.signal,
    cancelled: () => {
      if (abort.signal.aborted) observed = true;
      return abort.signal.aborted;
    },
  };
  let outcome: { status: "succeeded" | "cancelled" } | { status: "failed"; error: string };
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await checkCancel();
    if (ctx.cancelled()) throw new JobCancelledError();
    await handler(ctx);
    if (abort.signal.aborted && !observed) ctx.log("The cancel request came after the work was done");
    outcome = { status: abort.signal.aborted && observed ? "cancelled" : "succeeded" };
  } catch (error) {
    if (abort.signal.aborted) {
      outcome = { status: "cancelled" };
    } else {
      const message = error instanceof Error ? error.message : String(error);
      ctx.log(`Error: ${message}`);
      outcome = { status: "failed", error: message };
    }
  } finally {
    clearInterval(timer);
    clearInterval(cancelTimer);
  }
  if (outcome.status === "cancelled") ctx.log("Stopped: cancelled by an admin");
  flush();
  await writes;
  try {
    await finishJob(db, job.id, outcome.status, outcome.status === "failed" ? outcome.error : undefined);
  } catch (error) {
    console.error(`Job ${job.id}: could not record its outcome (${outcome.status}):`, error);
  }
}

/**
 * Claims and runs queued jobs of the kinds in `handlers`, one after another, until none is
 * left or `stopped()` says to stop. Safe beside other workers: each claim is atomic.
 */
export async function runQueuedJobs(store: Store, handlers: Record<string, JobHandler>, stopped: () => boolean = () => false): Promise<void> {
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return;
  for (let job = await claimNextJob(store.db, kinds); job; job = stopped() ? undefined : await claimNextJob(store.db, kinds)) {
    await runJob(store, job, Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined);
  }
}

/**
 * Starts polling every `intervalMs` for queued jobs of the kinds in `handlers`. First marks
 * jobs of those kinds left 'running' by a crashed process as failed.
 * Example: `startJobRunner(store, { "rebuild-site": rebuildSiteHandler(...) }, 1000)`.
 */
export function startJobRunner(store: Store, handlers: Record<string, JobHandler>, intervalMs = 1000): JobRunner {
  const kinds = Object.keys(handlers);
  const errors = backgroundErrorLog("Job runner");
  // Retried on each poll until it succeeds, so a store that was down at start is still cleaned up.
  let ready: Promise<void> | null = null;
  const markInterrupted = async () => {
    const interrupted = await failInterruptedJobs(store.db, kinds);
    if (interrupted > 0) console.error(`Marked ${interrupted} interrupted job(s) as failed`);
  };
  let stopped = false;
  let running: Promise<void> | null = null;
  const drain = async () => {
    if (kinds.length === 0) return;
    ready ??= markInterrupted().catch((error) => {
      ready = null;
      throw error;
    });
    await ready;
    await runQueuedJobs(store, handlers, () => stopped);
  };
  // A poll while jobs are still running leaves them to the drain in progress.
  const tick = () => {
    if (stopped || running) return;
    running = drain()
      .then(
        () => errors.succeeded(),
        (error) => errors.failed(error),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
