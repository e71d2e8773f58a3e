import { isJobActive, type Job } from "../../../lib/admin/jobs-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { ProgressBar } from "../../ui/ProgressBar";
import { useAdminQuery, usePolling } from "../admin-data";
import { StatusBadge } from "../ui";

/** The live status of the site rebuild an import queued, with a link to its job page. */
export function RebuildStatus({ jobId }: { jobId: number }) {
  const { data: job, reload } = useAdminQuery<Job>(fillPath(API_PATHS.adminJob, { id: jobId }));
  usePolling(job ? isJobActive(job.status) : true, reload);
  return (
    <div className="rounded-md border border-slate-200 p-3" aria-live="polite">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <a href={adminPath("job", jobId)} className="font-semibold text-brand-700 hover:underline">
          Site rebuild (job #{jobId})
        </a>
        {job && <StatusBadge status={job.status} />}
        {job?.status === "succeeded" && <span className="text-green-800">The new site is live.</span>}
        {job?.status === "failed" && <span className="text-red-800">The rebuild failed: {job.error}. The previous site is still live.</span>}
      </div>
      {job && isJobActive(job.status) && (
        <div className="mt-2">
          <ProgressBar value={job.progress} status={job.status} label="Site rebuild progress" />
        </div>
      )}
    </div>
  );
}
