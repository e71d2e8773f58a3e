import type { JobStatus, JobSummary } from "../../lib/admin/jobs-api";
import type { QaLastRun } from "../../lib/admin/qa-api";
import type { UploadSummary } from "../../lib/admin/uploads-api";
import { utcToday } from "../../lib/dates";
import { countCompanyFigures } from "../db/store/repositories/admin-companies";
import { countLeads, countLeadsByStatusSince, type StatusCounts } from "../db/store/repositories/admin-leads";
import { countJobsByStatus, listJobs } from "../db/store/repositories/jobs";
import { lastFinishedQaRun } from "../db/store/repositories/qa-runs";
import { listUploads } from "../db/store/repositories/uploads";
import type { Store } from "../db/store/store";

export interface DashboardFigures {
  companies: { total: number; featured: number; inList: number };
  leads: { total: number; today: StatusCounts; last7Days: StatusCounts };
  latestUploads: UploadSummary[];
  latestJobs: JobSummary[];
  jobs: Record<JobStatus, number>;
  /** The newest finished QA run's verdict and counts (null before the first). */
  qa: { lastRun: QaLastRun | null };
}

/**
 * The admin dashboard: the store's companies (what the next build publishes), leads today and
 * in the last 7 days by status ("today" is the current UTC day; the 7 days end now), the 5
 * newest uploads and jobs, and jobs by status.
 */
export async function dashboardFigures(store: Store, now = new Date()): Promise<DashboardFigures> {
  const db = store.db;
  const [companies, total, today, last7Days, latestUploads, latestJobs, jobs, qaLastRun] = await Promise.all([
    countCompanyFigures(db),
    countLeads(db),
    countLeadsByStatusSince(db, `${utcToday(now)}T00:00:00.000Z`),
    countLeadsByStatusSince(db, new Date(now.getTime() - 7 * 86_400_000).toISOString()),
    listUploads(db, 5),
    listJobs(db, { limit: 5 }),
    countJobsByStatus(db),
    lastFinishedQaRun(db),
  ]);
  return { companies, leads: { total, today, last7Days }, latestUploads, latestJobs, jobs, qa: { lastRun: qaLastRun } };
}
