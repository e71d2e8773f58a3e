import { useMemo, useState } from "react";
import type { SchedulesResponse, ScheduleView } from "../../../lib/admin/schedules-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { useAdminQuery, usePolling } from "../admin-data";
import { ScheduleCard } from "../schedules/ScheduleCard";
import { ScheduleForm } from "../schedules/ScheduleForm";
import { browserTimeZone } from "../schedules/schedule-format";
import { BUTTON, ErrorPanel, Modal, Panel, Spinner } from "../ui";

const LINK =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * /admin/scripts/schedule: the script schedules, each with its next three runs in the admin's
 * time zone and its last run; New schedule and Edit open the form in a dialog; Enabled toggles
 * and Delete asks first. The list refreshes every 30 seconds, as the server's ticker does.
 */
export default function SchedulesPage() {
  const { data, error, reload } = useAdminQuery<SchedulesResponse>(API_PATHS.adminSchedules);
  const [editing, setEditing] = useState<ScheduleView | "new" | null>(null);
  const zone = useMemo(browserTimeZone, []);
  usePolling((data?.schedules.length ?? 0) > 0, reload, 30_000);

  const saved = (schedule: ScheduleView) => {
    const created = editing === "new";
    setEditing(null);
    reload();
    showToast({
      title: created ? "Schedule created" : "Schedule saved",
      description:
        schedule.enabled && schedule.next_run_at
          ? `${schedule.script_title} runs next at ${new Date(schedule.next_run_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}.`
          : `${schedule.script_title} is disabled.`,
    });
  };

  const scriptList = data?.scripts ?? [];
  return (
    <div className="space-y-4">
      <a href={adminPath("scripts")} className={`${LINK} inline-block`}>
        <span aria-hidden="true">← </span>Back to scripts
      </a>
      <Panel
        title="Schedules"
        actions={
          <button type="button" className={BUTTON.primary} onClick={() => setEditing("new")} disabled={scriptList.length === 0}>
            New schedule
          </button>
        }
      >
        <p className="mb-4 text-sm text-slate-700">
          Scripts run on their own at the times set here, each as a job you can follow. Times are shown in your time zone, {zone}. A run missed while
          the server was down runs once when it is back.
        </p>
        {error && !data ? (
          <ErrorPanel error={error} onRetry={reload} />
        ) : !data ? (
          <Spinner label="Loading schedules…" />
        ) : data.schedules.length === 0 ? (
          <p className="text-slate-700">No schedules yet. Choose New schedule to run a script at set times.</p>
        ) : (
          <ul className="space-y-3" aria-label="Schedules">
            {data.schedules.map((s) => (
              <ScheduleCard key={s.id} schedule={s} zone={zone} onEdit={() => setEditing(s)} onChanged={reload} />
            ))}
          </ul>
        )}
      </Panel>
      <Modal title={editing === "new" ? "New schedule" : "Edit schedule"} open={editing !== null} onClose={() => setEditing(null)}>
        {editing !== null && (
          <ScheduleForm
            key={editing === "new" ? "new" : editing.id}
            scripts={scriptList}
            initial={editing === "new" ? undefined : editing}
            adminZone={zone}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </div>
  );
}
