import type { Db } from "../db/snapshot";
import { appendJobLog, claimNextJob, failInterruptedJobs, finishJob, type Job, setJobProgress } from "../db/jobs";

/**
 * The job worker inside the local server process: polls the `jobs` table, claims one job at a
 * time and runs the handler registered for its kind, recording progress, log and outcome.
 */

export interface JobContext {
  jobId: number;
  payload: unknown;
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
export async function runJob(db: Db, job: Job, handler: JobHandler | undefined): Promise<void> {
  let buffer = "";
  const flush = () => {
    if (!buffer) return;
    const text = buffer;
    buffer = "";
    appendJobLog(db, job.id, text);
  };
  const timer = setInterval(flush, LOG_FLUSH_MS);
  timer.unref();
  let lastProgress = -1;
  const ctx: JobContext = {
    jobId: job.id,
    payload: job.payload,
    log: (text) => {
      buffer += text.endsWith("\n") ? text : `${text}\n`;
    },
    progress: (percent) => {
      const value = Math.round(percent);
      if (value === lastProgress) return;
      lastProgress = value;
      setJobProgress(db, job.id, value);
    },
  };
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await handler(ctx);
    flush();
    finishJob(db, job.id, "succeeded");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.log(`Error: ${message}`);
    flush();
    finishJob(db, job.id, "failed", message);
  } finally {
    clearInterval(timer);
  }
}

/**
 * Starts polling every `intervalMs`. First marks jobs left 'running' by a crashed process as
 * failed. Example: `startJobRunner(db, { "rebuild-site": handler }, 1000)`.
 */
export function startJobRunner(db: Db, handlers: Record<string, JobHandler>, intervalMs = 1000): JobRunner {
  const interrupted = failInterruptedJobs(db);
  if (interrupted > 0) console.error(`Marked ${interrupted} interrupted job(s) as failed`);
  let stopped = false;
  let running: Promise<void> | null = null;
  const drain = async () => {
    for (let job = claimNextJob(db); job; job = stopped ? undefined : claimNextJob(db)) {
      await runJob(db, job, Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined);
    }
  };
  const tick = async (): Promise<void> => {
    if (stopped) return;
    if (running) return running;
    running = drain()
      .catch((error) => console.error("Job runner failed:", error))
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
