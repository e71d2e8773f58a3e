import { appendJobLog, claimNextJob, failInterruptedJobs, finishJob, type Job, setJobProgress } from "../db/jobs";
import type { Store } from "../db/store";
import { backgroundErrorLog } from "./background-errors";

/**
 * The job worker inside the local server process: polls the `jobs` table, claims one job at a
 * time of the kinds it has handlers for and runs that handler, recording progress, log and
 * outcome. (On Netlify there is no runner: a rebuild is a build hook plus deploy events.)
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
}

export type JobHandler = (ctx: JobContext) => Promise<void>;

export interface JobRunner {
  stop(): void;
  /** Runs queued jobs now instead of waiting for the next poll (e.g. right after enqueueing). */
  kick(): Promise<void>;
}

const LOG_FLUSH_MS = 250;

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
  let lastProgress = -1;
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
  };
  let outcome: { status: "succeeded" } | { status: "failed"; error: string };
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await handler(ctx);
    outcome = { status: "succeeded" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.log(`Error: ${message}`);
    outcome = { status: "failed", error: message };
  } finally {
    clearInterval(timer);
  }
  flush();
  await writes;
  try {
    await finishJob(db, job.id, outcome.status, outcome.status === "failed" ? outcome.error : undefined);
  } catch (error) {
    console.error(`Job ${job.id}: could not record its outcome (${outcome.status}):`, error);
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
    for (let job = await claimNextJob(store.db, kinds); job; job = stopped ? undefined : await claimNextJob(store.db, kinds)) {
      await runJob(store, job, Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined);
    }
  };
  const tick = async (): Promise<void> => {
    if (stopped) return;
    if (running) return running;
    running = drain()
      .then(() => errors.succeeded(), (error) => errors.failed(error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
    kick: tick,
  };
}
