import { useEffect, useRef, useState } from "react";
import { SEO_AUDIT_PATHS } from "../../../../lib/admin/seo-api";
import { adminPath } from "../../../../lib/admin-paths";
import { showToast } from "../../../../stores/toast";
import { ProgressBar } from "../../../ui/ProgressBar";
import { adminRequest, errorMessage } from "../../admin-data";
import { useFollowedJob } from "../../jobs/use-followed-job";
import { BUTTON } from "../../ui";

/**
 * "Run audit": starts the `seo-audit` script and follows its job with a progress bar; calls
 * `onFinished` once the job has ended, so the page reloads the runs.
 */
export function RunAuditButton({ onFinished }: { onFinished: () => void }) {
  const [jobId, setJobId] = useState("");
  const [starting, setStarting] = useState(false);
  const { job, active } = useFollowedJob(jobId, 1000);
  const ended = job !== undefined && !active;
  const reported = useRef("");

  useEffect(() => {
    if (!ended || !job || reported.current === jobId) return;
    reported.current = jobId;
    if (job.status === "succeeded") showToast({ title: "Audit finished", description: "The score, tasks and reports are up to date." });
    else showToast({ title: `Audit ${job.status}`, description: job.error ?? "See the job's log.", variant: "destructive" });
    onFinished();
  }, [ended, job, jobId, onFinished]);

  async function start() {
    setStarting(true);
    try {
      const { job: started } = await adminRequest<{ job: { id: number } }>(SEO_AUDIT_PATHS.audits, { method: "POST" });
      setJobId(String(started.id));
    } catch (e) {
      showToast({ title: "Could not start the audit", description: errorMessage(e), variant: "destructive" });
    }
    setStarting(false);
  }

  const running = jobId !== "" && (!job || active);
  return (
    <div className="flex min-w-[14rem] flex-col items-end gap-2">
      <button type="button" className={BUTTON.primary} onClick={start} disabled={starting || running}>
        {running ? "Audit running…" : starting ? "Starting…" : "Run audit"}
      </button>
      {jobId !== "" && job && (
        <div className="w-full" aria-live="polite">
          <ProgressBar value={job.progress} status={job.status} label="Audit progress" />
          <p className="mt-1 text-xs text-slate-700">
            <a className="font-semibold text-brand-700 hover:underline" href={adminPath("scriptsRunOne", jobId)}>
              Job #{jobId}
            </a>{" "}
            {job.status}
          </p>
        </div>
      )}
    </div>
  );
}
