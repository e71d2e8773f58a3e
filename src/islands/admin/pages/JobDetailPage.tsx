import { ApiError } from "../../../client/api";
import { useFollowedJob } from "../jobs/use-followed-job";
import { ProgressBar } from "../ProgressBar";
import { ErrorPanel, formatDateTime, Panel, Spinner, StatusBadge } from "../ui";
import { jobLabel } from "./job-labels";

/** "1 min 05 s" between two ISO times (or until now while running). */
function duration(from: string | null, to: string | null): string {
  if (!from) return "—";
  const ms = (to ? new Date(to).getTime() : Date.now()) - new Date(from).getTime();
  if (!Number.isFinite(ms) || ms < 0) return "—";
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

function uploadIdOf(payload: unknown): number | null {
  if (payload && typeof payload === "object" && "uploadId" in payload && typeof payload.uploadId === "number") return payload.uploadId;
  return null;
}

/** One job: status, progress, times and its captured log, refreshed while it runs. */
export default function JobDetailPage({ id }: { id: string }) {
  const { valid, job, error, loading, reload, active, logRef: log } = useFollowedJob(id);

  const back = (
    <a href="/admin/jobs" className="text-sm font-semibold text-brand-700 hover:underline">
      ← All jobs
    </a>
  );
  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <Panel title="Job not found">
        <p className="mb-3 text-slate-700">There is no job #{id}.</p>
        {back}
      </Panel>
    );
  }
  if (error) return <ErrorPanel error={error} onRetry={reload} />;
  if (loading || !job) return <Spinner label="Loading the job…" />;
  const uploadId = uploadIdOf(job.payload);

  return (
    <div className="space-y-6">
      {back}
      <Panel title={`Job #${job.id}: ${jobLabel(job.kind)}`} actions={<StatusBadge status={job.status} />}>
        <ProgressBar value={job.progress} status={job.status} label="Job progress" />
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-600">Started by</dt>
            <dd>{job.createdBy ?? "system"}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Queued</dt>
            <dd>{formatDateTime(job.createdAt)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Started</dt>
            <dd>{formatDateTime(job.startedAt)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Finished</dt>
            <dd>{formatDateTime(job.finishedAt)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Duration</dt>
            <dd>{duration(job.startedAt, job.finishedAt)}</dd>
          </div>
          {uploadId !== null && (
            <div>
              <dt className="font-medium text-slate-600">Triggered by</dt>
              <dd>
                <a href="/admin/upload" className="text-brand-700 hover:underline">
                  CSV upload #{uploadId}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {job.status === "failed" && job.error && (
          <p className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" role="alert">
            Failed: {job.error}
          </p>
        )}
        {job.status === "cancelled" && <p className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900">This job was cancelled.</p>}
        {job.status === "succeeded" && job.kind === "rebuild-site" && (
          <p className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">The new site is live.</p>
        )}
      </Panel>
      <Panel title="Log">
        {job.log ? (
          <pre
            ref={log}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard scrollable (axe scrollable-region-focusable).
            tabIndex={0}
            className="max-h-[28rem] overflow-auto rounded-md bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
          >
            {job.log}
          </pre>
        ) : (
          <p className="text-sm text-slate-600">{active ? "Waiting for output…" : "This job wrote no output."}</p>
        )}
      </Panel>
    </div>
  );
}
