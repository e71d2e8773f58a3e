/**
 * Job statuses and the job shapes of the admin API (GET /api/admin/jobs[/:id]), shared by the
 * server (src/server/db/jobs.ts) and the admin island.
 */

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job without its log (lists). */
export interface JobSummary {
  id: number;
  kind: string;
  status: JobStatus;
  payload: unknown;
  progress: number;
  error: string | null;
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The run's result summary (a script's report), null until the job sets one. */
  result: unknown;
  /** When an admin asked a running job to stop (it ends 'cancelled' at its next check). */
  cancelRequestedAt: string | null;
}

/** A job with its captured log. */
export interface Job extends JobSummary {
  log: string;
}

/** Whether the job may still change (polling stops once it is false). */
export function isJobActive(status: JobStatus): boolean {
  return status === "queued" || status === "running";
}

/** Whether an admin may still cancel the job. */
export function isJobCancellable(status: JobStatus): boolean {
  return isJobActive(status);
}

/** What `POST /api/admin/jobs/:id/cancel` did: a queued job is cancelled at once, a running one is asked to stop. */
export interface JobCancelResponse {
  job: Job;
  outcome: "cancelled" | "requested" | "finished";
}
