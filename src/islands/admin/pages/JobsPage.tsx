import { useState } from "react";
import { withQuery } from "../../../client/api";
import { JOB_STATUSES, type JobListResponse, type JobStatus, type JobSummary } from "../../../lib/admin/jobs-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { ProgressBar } from "../../ui/ProgressBar";
import { adminRequest, errorMessage, useAdminQuery, usePolling } from "../admin-data";
import { navigate } from "../router";
import {
  BusyButton,
  type Column,
  DataTable,
  ErrorPanel,
  formatDateTime,
  Pager,
  Panel,
  SelectField,
  Spinner,
  StatusBadge,
  statusOptionLabel,
} from "../ui";
import { jobLabel } from "./job-labels";

const JOB_COLUMNS: Column<JobSummary>[] = [
  {
    header: "Job",
    rowHeader: true,
    cell: (job) => (
      <a href={adminPath("job", job.id)} className="font-semibold text-brand-700 hover:underline">
        #{job.id} {jobLabel(job.kind)}
      </a>
    ),
  },
  { header: "Status", cell: (job) => <StatusBadge status={job.status} /> },
  {
    header: "Progress",
    cellClassName: "w-40",
    cell: (job) => <ProgressBar value={job.progress} status={job.status} label={`Job ${job.id} progress`} />,
  },
  { header: "Started by", cell: (job) => job.createdBy ?? "system" },
  { header: "Queued", cellClassName: "whitespace-nowrap", cell: (job) => formatDateTime(job.createdAt) },
  { header: "Finished", cellClassName: "whitespace-nowrap", cell: (job) => formatDateTime(job.finishedAt) },
];

/** The Jobs System list: status filter, pages, live progress, and a 'Rebuild site now' button. */
export default function JobsPage() {
  const [status, setStatus] = useState<JobStatus | "">("");
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const { data, error, loading, reload } = useAdminQuery<JobListResponse>(withQuery(API_PATHS.adminJobs, { status: status || undefined, page }));
  const active = (data?.counts.queued ?? 0) + (data?.counts.running ?? 0) > 0;
  usePolling(active, reload, 2000);

  async function rebuild() {
    setStarting(true);
    try {
      const { id, created } = await adminRequest<{ id: number; created: boolean }>(API_PATHS.adminJobs, {
        method: "POST",
        body: { kind: "rebuild-site" },
      });
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
    <Panel title="Jobs" actions={<BusyButton busy={starting} onClick={rebuild} label="Rebuild site now" busyLabel="Starting…" />}>
      <p className="mb-4 text-sm text-slate-600">
        Background work runs here one job at a time. A site rebuild publishes directory changes (imports and edits) to the public pages.
      </p>
      <SelectField
        id="job-status"
        label="Status"
        className="mb-4 max-w-xs"
        value={status}
        onChange={(value) => {
          setStatus(value as JobStatus | "");
          setPage(1);
        }}
        all="All statuses"
        options={JOB_STATUSES}
        optionLabel={(s) => statusOptionLabel(s, data?.counts[s as JobStatus])}
      />
      {error ? (
        <ErrorPanel error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Spinner label="Loading jobs…" />
      ) : data && data.jobs.length === 0 ? (
        <p className="text-slate-700">No jobs{status ? ` with status ${status}` : " yet"}.</p>
      ) : data ? (
        <>
          <DataTable caption="Jobs, newest first" columns={JOB_COLUMNS} rows={data.jobs} rowKey={(job) => job.id} rowClassName="align-middle" />
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} noun="jobs" />
        </>
      ) : null}
    </Panel>
  );
}
