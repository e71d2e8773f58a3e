/**
 * Job statuses and the job shapes of the admin API (GET /api/admin/jobs[/:id]), shared by the
 * server (src/server/db/jobs.ts) and the admin island.
 */

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
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
}

/** A job with its captured log. */
export interface Job extends JobSummary {
  log: string;
}

/** Whether the job may still change (polling stops once it is false). */
export function isJobActive(status: JobStatus): boolean {
  return status === "queued" || status === "running";
}
