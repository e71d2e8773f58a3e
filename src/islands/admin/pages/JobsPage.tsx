import { useState } from "react";
import { withQuery } from "../../../client/api";
import { API_PATHS } from "../../../client/endpoints";
import { JOB_STATUSES, type JobStatus, type JobSummary } from "../../../lib/admin/jobs";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage, useAdminQuery, usePolling } from "../admin-data";
import { ProgressBar } from "../ProgressBar";
import { navigate } from "../router";
import { BUTTON, ErrorPanel, formatDateTime, INPUT, Pager, Panel, Spinner, StatusBadge } from "../ui";
import { jobLabel } from "./job-labels";

/** GET /api/admin/jobs. */
interface JobsPageData {
  jobs: JobSummary[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<JobStatus, number>;
}

/** The Jobs System list: status filter, pages, live progress, and a 'Rebuild site now' button. */
export default function JobsPage() {
  const [status, setStatus] = useState<JobStatus | "">("");
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const { data, error, loading, reload } = useAdminQuery<JobsPageData>(withQuery(API_PATHS.adminJobs, { status: status || undefined, page }));
  const active = (data?.counts.queued ?? 0) + (data?.counts.running ?? 0) > 0;
  usePolling(active, reload, 2000);

  async function rebuild() {
    setStarting(true);
    try {
      const { id, created } = await adminRequest<{ id: number; created: boolean }>(API_PATHS.adminJobs, { method: "POST", body: { kind: "rebuild-site" } });
      showToast(
        created
          ? { title: "Site rebuild queued", description: `Job #${id} will build the site and publish it.` }
          : { title: "A rebuild is already waiting", description: `Job #${id} has not started yet, so it will include every change so far.` },
      );
      navigate(`/admin/jobs/${id}`);
    } catch (e) {
      showToast({ title: "Could not start the rebuild", description: errorMessage(e), variant: "destructive" });
      setStarting(false);
    }
  }

  return (
    <Panel
      title="Jobs"
      actions={
        <button type="button" className={BUTTON.primary} onClick={rebuild} disabled={starting}>
          {starting ? "Starting…" : "Rebuild site now"}
        </button>
      }
    >
      <p className="mb-4 text-sm text-slate-600">
        Background work runs here one job at a time. A site rebuild publishes directory changes (imports and edits) to the public pages.
      </p>
      <div className="mb-4 max-w-xs">
        <label htmlFor="job-status" className="mb-1 block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id="job-status"
          className={INPUT}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as JobStatus | "");
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {JOB_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
              {data ? ` (${data.counts[s]})` : ""}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <ErrorPanel error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Spinner label="Loading jobs…" />
      ) : data && data.jobs.length === 0 ? (
        <p className="text-slate-700">No jobs{status ? ` with status ${status}` : " yet"}.</p>
      ) : data ? (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Jobs, newest first</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">Job</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Status</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Progress</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Started by</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Queued</th>
                  <th scope="col" className="py-2 font-semibold">Finished</th>
                </tr>
              </thead>
              <tbody>
                {data.jobs.map((job) => (
                  <tr key={job.id} className="border-b border-slate-100 align-middle">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      <a href={`/admin/jobs/${job.id}`} className="font-semibold text-brand-700 hover:underline">
                        #{job.id} {jobLabel(job.kind)}
                      </a>
                    </th>
                    <td className="py-2 pr-4">
                      <StatusBadge status={job.status} />
                    </td>
                    <td className="w-40 py-2 pr-4">
                      <ProgressBar value={job.progress} status={job.status} label={`Job ${job.id} progress`} />
                    </td>
                    <td className="py-2 pr-4">{job.createdBy ?? "system"}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(job.createdAt)}</td>
                    <td className="py-2 whitespace-nowrap">{formatDateTime(job.finishedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} noun="jobs" />
        </>
      ) : null}
    </Panel>
  );
}
