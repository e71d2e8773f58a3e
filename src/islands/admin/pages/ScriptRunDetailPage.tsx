import { useEffect, useState } from "react";
import type { JobCancelResponse } from "../../../lib/admin/jobs-api";
import { durationMs, formatDuration } from "../../../lib/admin/scripts-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { adminRequest } from "../admin-data";
import { JobBackLink, JobFacts, JobOutcome, JobRunPage } from "../jobs/JobRunParts";
import { useFollowedJob } from "../jobs/use-followed-job";
import { ScriptResult } from "../scripts/ScriptResult";
import { BUTTON, Panel, StatusBadge } from "../ui";
import { useAdminAction } from "../use-admin-action";
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
  const followed = useFollowedJob(id, 1000);
  const { job, reload, active } = followed;
  const now = useNow(active && !!job?.startedAt);
  const { busy: cancelling, run } = useAdminAction();

  const back = <JobBackLink href={adminPath("scripts")} label="All scripts" />;

  const cancel = () =>
    run(true, "Could not cancel the run", async () => {
      const answer = await adminRequest<JobCancelResponse>(fillPath(API_PATHS.adminJobCancel, { id }), { method: "POST" });
      showToast(
        answer.outcome === "cancelled"
          ? { title: "Run cancelled", description: "It had not started and will not run." }
          : answer.outcome === "requested"
            ? { title: "Stopping the run", description: "It stops at its next safe point." }
            : { title: "The run had already finished" },
      );
      reload();
    });

  return (
    <JobRunPage followed={followed} noun="run" id={id} back={back}>
      {(job) => {
        const elapsed = job.finishedAt
          ? durationMs(job.startedAt, job.finishedAt)
          : job.startedAt
            ? Math.max(0, now - Date.parse(job.startedAt))
            : null;
        const stopping = active && job.cancelRequestedAt !== null;
        return (
          <>
            <div className="flex flex-wrap gap-4">
              {back}
              <a
                href={`${adminPath("scriptsRun")}?script=${encodeURIComponent(job.kind)}`}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Run it again
              </a>
            </div>
            <Panel
              title={`Run #${job.id}: ${jobLabel(job.kind)}`}
              actions={
                <div className="flex items-center gap-3">
                  <StatusBadge status={stopping ? "stopping" : job.status} />
                  {active && (
                    <button type="button" className={BUTTON.danger} onClick={cancel} disabled={cancelling !== null || stopping}>
                      {stopping ? "Stopping…" : cancelling !== null ? "Cancelling…" : "Cancel"}
                    </button>
                  )}
                </div>
              }
            >
              <JobFacts
                job={job}
                label="Run progress"
                duration={formatDuration(elapsed)}
                extra={[
                  "Options",
                  <code key="options" className="break-all text-xs">
                    {JSON.stringify((job.payload as { params?: unknown })?.params ?? {})}
                  </code>,
                ]}
              />
              <JobOutcome job={job} noun="run" success="The run finished." />
            </Panel>
            {job.result !== null && job.result !== undefined && (
              <Panel title="Result">
                <ScriptResult result={job.result} />
              </Panel>
            )}
          </>
        );
      }}
    </JobRunPage>
  );
}
