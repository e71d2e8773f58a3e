import { z } from "zod";
import type { Paged } from "../paging";
import { pageParamSchema } from "./page-param";

/**
 * The admin jobs API (`/api/admin/jobs[/:id]`): statuses, job shapes, request schemas and
 * limits, shared by the server (src/server/db/jobs.ts, the functions) and the admin island.
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

/** Jobs per page of `GET /api/admin/jobs`. */
export const ADMIN_JOBS_PAGE_SIZE = 25;

/** Job kinds an admin may queue by hand. */
export const ADMIN_JOB_KINDS = ["rebuild-site"] as const;

/** Largest `POST /api/admin/jobs` body. */
export const JOB_CREATE_MAX_BYTES = 4 * 1024;

/** `GET /api/admin/jobs?status=&page=`. */
export const jobListQuerySchema = z.object({
  status: z.enum(JOB_STATUSES, { error: `must be one of ${JOB_STATUSES.join(", ")}` }).optional(),
  page: pageParamSchema,
});

/** `POST /api/admin/jobs` `{ kind: "rebuild-site" }`. */
export const jobCreateSchema = z.object({ kind: z.enum(ADMIN_JOB_KINDS, { error: `must be one of ${ADMIN_JOB_KINDS.join(", ")}` }) });

/** `GET /api/admin/jobs`: a page, newest first, with the count of every status. */
export type JobListResponse = Paged<"jobs", JobSummary> & { counts: Record<JobStatus, number> };
