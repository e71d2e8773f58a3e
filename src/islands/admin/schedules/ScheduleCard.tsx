import { useEffect, useState } from "react";
import type { ScheduleView } from "../../../lib/admin/schedules-api";
import { adminPath } from "../../../lib/admin-paths";
import { showToast } from "../../../stores/toast";
import { errorMessage } from "../admin-data";
import { BUTTON, ConfirmDialog, formatDateTime, StatusBadge } from "../ui";
import { deleteSchedule, updateSchedule } from "./schedule-api";
import { cronInWords, formatRunTime, paramsSummary } from "./schedule-format";

const LINK =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One schedule in the list: script, expression in words, time zone, parameters, the next three
 * runs in the admin's time zone, the last run (linked to its live view), and the controls:
 * Enabled switch, Edit, Delete (with confirmation). `onChanged` reloads the list.
 */
export function ScheduleCard({
  schedule,
  zone,
  onEdit,
  onChanged,
}: {
  schedule: ScheduleView;
  zone: string;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The switch moves at once; the list reload then shows what the server stored.
  const [on, setOn] = useState(schedule.enabled);
  useEffect(() => setOn(schedule.enabled), [schedule.enabled]);
  const words = cronInWords(schedule.cron);
  const params = paramsSummary(schedule.params);
  const headingId = `schedule-${schedule.id}-title`;
  const which = ` schedule of ${schedule.script_title} (${schedule.cron})`;

  const toggle = async (enabled: boolean) => {
    setOn(enabled);
    setBusy(true);
    try {
      await updateSchedule(schedule.id, { enabled });
      showToast({
        title: enabled ? "Schedule enabled" : "Schedule disabled",
        description: `${schedule.script_title} ${enabled ? "will run at its next time" : "will not run until enabled again"}.`,
      });
    } catch (e) {
      setOn(!enabled);
      showToast({ title: "Could not change the schedule", description: errorMessage(e), variant: "destructive" });
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteSchedule(schedule.id);
      showToast({ title: "Schedule deleted", description: `${schedule.script_title} no longer runs at ${schedule.cron}.` });
      setConfirming(false);
    } catch (e) {
      showToast({ title: "Could not delete the schedule", description: errorMessage(e), variant: "destructive" });
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {schedule.script_title}
        </h3>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            role="switch"
            className="h-5 w-5 accent-brand-600"
            checked={on}
            aria-checked={on}
            disabled={busy}
            onChange={(e) => toggle(e.target.checked)}
          />
          Enabled<span className="sr-only">:{which}</span>
        </label>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <Row term="When">
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">{schedule.cron}</code>
          {words && <span className="ml-2">{words}</span>}
        </Row>
        <Row term="Time zone">{schedule.timezone}</Row>
        <Row term="Parameters">{params || "None"}</Row>
        <Row term="Next runs">
          {schedule.enabled && schedule.next_runs.length > 0 ? (
            <ol className="space-y-0.5">
              {schedule.next_runs.map((run) => (
                <li key={run}>
                  <time dateTime={run}>{formatRunTime(run, zone)}</time>
                </li>
              ))}
            </ol>
          ) : (
            <span>Disabled: no runs planned</span>
          )}
        </Row>
        <Row term="Last run">
          {schedule.last_job_id ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <a href={adminPath("scriptsRunOne", schedule.last_job_id)} className={LINK}>
                Run #{schedule.last_job_id}
              </a>
              {schedule.last_job_status && <StatusBadge status={schedule.last_job_status} />}
              <time dateTime={schedule.last_run_at ?? undefined}>{formatDateTime(schedule.last_run_at)}</time>
            </span>
          ) : schedule.last_run_at ? (
            <time dateTime={schedule.last_run_at}>{formatDateTime(schedule.last_run_at)}</time>
          ) : (
            "Not run yet"
          )}
          {schedule.last_error && <p className="mt-1 font-medium text-red-800">Could not start: {schedule.last_error}</p>}
        </Row>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={BUTTON.secondary} onClick={onEdit} disabled={busy}>
          Edit<span className="sr-only">{which}</span>
        </button>
        <button type="button" className={BUTTON.secondary} onClick={() => setConfirming(true)} disabled={busy}>
          Delete<span className="sr-only">{which}</span>
        </button>
      </div>
      <ConfirmDialog
        title="Delete this schedule?"
        message={
          <p>
            {schedule.script_title} will no longer run at <code className="font-mono">{schedule.cron}</code> ({schedule.timezone}). Runs it already
            started stay in the jobs list.
          </p>
        }
        confirmLabel="Delete schedule"
        open={confirming}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
