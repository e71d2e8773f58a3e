import { useEffect, useState } from "react";
import type { QaRun } from "../../../lib/admin/qa-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { ProgressBar } from "../../ui/ProgressBar";
import { adminRequest, errorMessage, useAdminQuery } from "../admin-data";
import { useFollowedJob } from "../jobs/use-followed-job";
import { QaChecksTable } from "../qa/QaChecksTable";
import { QaRunHistory } from "../qa/QaRunHistory";
import { BUTTON, ErrorPanel, formatDateTime, Panel, Spinner, StatusBadge } from "../ui";

/**
 * QA automation: the last run on top (verdict, failing checks first with their detail), the
 * history below, a button that runs the suite against this site and follows its job, and a way
 * to put the suite on a schedule.
 */
export default function QaAutomationPage() {
  const { data, error, loading, reload } = useAdminQuery<{ runs: QaRun[] }>(API_PATHS.adminQaRuns);
  const [jobId, setJobId] = useState("");
  const [starting, setStarting] = useState(false);
  const { job, active } = useFollowedJob(jobId, 1000);
  const finished = jobId !== "" && job !== undefined && !active;

  useEffect(() => {
    if (finished) {
      reload();
      setJobId("");
    }
  }, [finished, reload]);

  async function run() {
    setStarting(true);
    try {
      const answer = await adminRequest<{ job: { id: number } }>(API_PATHS.adminQaRuns, {
        method: "POST",
        body: { base_url: window.location.origin },
      });
      setJobId(String(answer.job.id));
      showToast({ title: "QA suite started", description: `Job #${answer.job.id} checks ${window.location.origin}.` });
    } catch (e) {
      showToast({ title: "Could not start the QA suite", description: errorMessage(e), variant: "destructive" });
    }
    setStarting(false);
  }

  const running = jobId !== "";
  const actions = (
    <div className="flex flex-wrap items-center gap-3">
      <a href={adminPath("scriptsSchedule")} className="text-sm font-semibold text-brand-700 hover:underline">
        Schedule the QA suite
      </a>
      <button type="button" className={BUTTON.primary} onClick={run} disabled={starting || running}>
        {running ? "Running…" : "Run QA suite"}
      </button>
    </div>
  );

  if (error) return <ErrorPanel error={error} onRetry={reload} />;
  if (loading || !data) return <Spinner label="Loading QA runs…" />;
  const [last, ...earlier] = data.runs;
  return (
    <div className="space-y-6">
      <Panel title="Last run" actions={actions}>
        {running && (
          <div className="mb-4" aria-live="polite">
            <p className="mb-2 text-sm text-slate-700">
              Job{" "}
              <a href={adminPath("scriptsRunOne", jobId)} className="font-semibold text-brand-700 hover:underline">
                #{jobId}
              </a>{" "}
              is {job?.status ?? "starting"}…
            </p>
            <ProgressBar value={job?.progress ?? 0} status={job?.status ?? "queued"} label="QA suite progress" />
          </div>
        )}
        {!last ? (
          <p className="text-sm text-slate-600">
            The QA suite has not run yet. Run it to check the site's pages, APIs, quote flow, links and admin guard.
          </p>
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-3" data-testid="qa-last-verdict">
              <StatusBadge status={last.verdict ?? "running"} />
              <p className="text-sm text-slate-700">
                {last.verdict === null ? "Under way" : `${last.passed} passed · ${last.failed} failed · ${last.skipped} skipped`} — {last.base_url},{" "}
                {formatDateTime(last.finished_at ?? last.started_at)}
              </p>
            </div>
            <QaChecksTable checks={last.checks} caption={`Checks of run #${last.id}, failing checks first`} />
          </div>
        )}
      </Panel>
      <Panel title="History">
        <QaRunHistory runs={earlier} />
      </Panel>
    </div>
  );
}
