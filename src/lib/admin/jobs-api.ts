import { z } from "zod";
import { pagedSchema } from "../paging";
import { pageParamSchema } from "./page-param";

/**
 * The admin jobs API (`/api/admin/jobs[/:id]`): statuses, job shapes, request schemas and
 * limits, shared by the server (src/server/db/store/repositories/jobs.ts, the functions) and the admin island.
 */

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const jobStatusSchema = z.enum(JOB_STATUSES);

/** A job without its log (lists). */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: jobStatusSchema,
  payload: z.unknown(),
  progress: z.number(),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The run's result summary (a script's report), null until the job sets one. */
  result: z.unknown(),
  /** When an admin asked a running job to stop (it ends 'cancelled' at its next check). */
  cancelRequestedAt: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** A job with its captured log: `GET /api/admin/jobs/:id`. */
export const jobSchema = jobSummarySchema.extend({ log: z.string() });
export type Job = z.infer<typeof jobSchema>;

/** Whether the job may still change (polling stops once it is false). */
export function isJobActive(status: JobStatus): boolean {
  return status === "queued" || status === "running";
}

/** Whether an admin may still cancel the job. */
export function isJobCancellable(status: JobStatus): boolean {
  return isJobActive(status);
}

/** What `POST /api/admin/jobs/:id/cancel` did: a queued job is cancelled at once, a running one is asked to stop. */
export const jobCancelResponseSchema = z.object({ job: jobSchema, outcome: z.enum(["cancelled", "requested", "finished"]) });
export type JobCancelResponse = z.infer<typeof jobCancelResponseSchema>;

/** Jobs per page of `GET /api/admin/jobs`. */
export const ADMIN_JOBS_PAGE_SIZE = 25;

/** Job kinds an admin may queue by hand. */
export const ADMIN_JOB_KINDS = ["rebuild-site"] as const;

/** Largest `POST /api/admin/jobs` body. */
export const JOB_CREATE_MAX_BYTES = 4 * 1024;

/** `POST /api/admin/jobs` → 201 with the queued rebuild, or 200 with the one it joined. */
export const jobCreatedResponseSchema = z.object({ id: z.number().int(), created: z.boolean() });
export type JobCreatedResponse = z.infer<typeof jobCreatedResponseSchema>;

/** `GET /api/admin/jobs?status=&page=`. */
export const jobListQuerySchema = z.object({
  status: z.enum(JOB_STATUSES, { error: `must be one of ${JOB_STATUSES.join(", ")}` }).optional(),
  page: pageParamSchema,
});

/** `POST /api/admin/jobs` `{ kind: "rebuild-site" }`. */
export const jobCreateSchema = z.object({ kind: z.enum(ADMIN_JOB_KINDS, { error: `must be one of ${ADMIN_JOB_KINDS.join(", ")}` }) });

/** `GET /api/admin/jobs`: a page, newest first, with the count of every status. */
export const jobListResponseSchema = pagedSchema("jobs", jobSummarySchema).extend({ counts: z.record(jobStatusSchema, z.number().int()) });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;
