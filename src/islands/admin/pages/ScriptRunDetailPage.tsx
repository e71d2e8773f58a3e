import { useEffect, useState } from "react";
import { ApiError } from "../../../client/api";
import { API_PATHS, fillPath } from "../../../client/endpoints";
import type { JobCancelResponse } from "../../../lib/admin/jobs";
import { durationMs, formatDuration } from "../../../lib/admin/scripts";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage } from "../admin-data";
import { useFollowedJob } from "../jobs/use-followed-job";
import { ProgressBar } from "../ProgressBar";
import { ScriptResult } from "../scripts/ScriptResult";
import { BUTTON, ErrorPanel, formatDateTime, Panel, Spinner, StatusBadge } from "../ui";
import { jobLabel } from "./job-labels";

/** Ticks once a second while `active`, so a running duration counts up. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** One script run, followed live: status, progress, log, duration, result summary and Cancel. */
export default function ScriptRunDetailPage({ id }: { id: string }) {
  const { valid, job, error, loading, reload, active, logRef: log } = useFollowedJob(id, 1000);
  const now = useNow(active && !!job?.startedAt);
  const [cancelling, setCancelling] = useState(false);

  const back = (
    <a href="/admin/scripts" className="text-sm font-semibold text-brand-700 hover:underline">
      ← All scripts
    </a>
  );
  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <Panel title="Run not found">
        <p className="mb-3 text-slate-700">There is no run #{id}.</p>
        {back}
      </Panel>
    );
  }
  if (error) return <ErrorPanel error={error} onRetry={reload} />;
  if (loading || !job) return <Spinner label="Loading the run…" />;

  async function cancel() {
    setCancelling(true);
    try {
      const answer = await adminRequest<JobCancelResponse>(fillPath(API_PATHS.adminJobCancel, { id }), { method: "POST" });
      showToast(
        answer.outcome === "cancelled"
          ? { title: "Run cancelled", description: "It had not started and will not run." }
          : answer.outcome === "requested"
            ? { title: "Stopping the run", description: "It stops at its next safe point." }
            : { title: "The run had already finished" },
      );
      reload();
    } catch (e) {
      showToast({ title: "Could not cancel the run", description: errorMessage(e), variant: "destructive" });
    }
    setCancelling(false);
  }

  const elapsed = job.finishedAt ? durationMs(job.startedAt, job.finishedAt) : job.startedAt ? Math.max(0, now - Date.parse(job.startedAt)) : null;
  const stopping = active && job.cancelRequestedAt !== null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-4">
        {back}
        <a href={`/admin/scripts/run?script=${encodeURIComponent(job.kind)}`} className="text-sm font-semibold text-brand-700 hover:underline">
          Run it again
        </a>
      </div>
      <Panel
        title={`Run #${job.id}: ${jobLabel(job.kind)}`}
        actions={
          <div className="flex items-center gap-3">
            <StatusBadge status={stopping ? "stopping" : job.status} />
            {active && (
              <button type="button" className={BUTTON.danger} onClick={cancel} disabled={cancelling || stopping}>
                {stopping ? "Stopping…" : cancelling ? "Cancelling…" : "Cancel"}
              </button>
            )}
          </div>
        }
      >
        <ProgressBar value={job.progress} status={job.status} label="Run progress" />
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
            <dd>{formatDuration(elapsed)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Options</dt>
            <dd>
              <code className="break-all text-xs">{JSON.stringify((job.payload as { params?: unknown })?.params ?? {})}</code>
            </dd>
          </div>
        </dl>
        <div aria-live="polite">
          {job.status === "failed" && job.error && (
            <p className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" role="alert">
              Failed: {job.error}
            </p>
          )}
          {job.status === "cancelled" && <p className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900">This run was cancelled.</p>}
          {job.status === "succeeded" && <p className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">The run finished.</p>}
        </div>
      </Panel>
      {job.result !== null && job.result !== undefined && (
        <Panel title="Result">
          <ScriptResult result={job.result} />
        </Panel>
      )}
      <Panel title="Log">
        {job.log ? (
          <pre
            ref={log}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard scrollable (axe scrollable-region-focusable).
            tabIndex={0}
            className="max-h-[28rem] overflow-auto whitespace-pre-wrap rounded-md bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
          >
            {job.log}
          </pre>
        ) : (
          <p className="text-sm text-slate-600">{active ? "Waiting for output…" : "This run wrote no output."}</p>
        )}
      </Panel>
    </div>
  );
}
