import { ADMIN_JOBS_PAGE_SIZE, type JobListResponse, type JobStatus } from "../../lib/admin/jobs-api";
import { countJobsByStatus, listJobs } from "../db/store/repositories/jobs";
import type { Store } from "../db/store/store";

/** A page of jobs, newest first, optionally of one status, with the count of every status (the filter's figures). */
export async function listJobsPage(store: Store, query: { status?: JobStatus; page: number }): Promise<JobListResponse> {
  const { status, page } = query;
  const counts = await countJobsByStatus(store.db);
  const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const pageSize = ADMIN_JOBS_PAGE_SIZE;
  const jobs = await listJobs(store.db, { status, limit: pageSize, offset: (page - 1) * pageSize });
  return { jobs, total, page, pageSize, counts };
}
