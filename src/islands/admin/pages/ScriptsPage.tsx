import { isJobActive } from "../../../lib/admin/jobs-api";
import { formatDuration, type ScriptsResponse } from "../../../lib/admin/scripts-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS } from "../../../lib/endpoints";
import { useAdminQuery, usePolling } from "../admin-data";
import { BUTTON, ErrorPanel, formatDateTime, Panel, Spinner, StatusBadge } from "../ui";

/** Script Management: every script with its description, its last run and a Run link. */
export default function ScriptsPage() {
  const { data, error, loading, reload } = useAdminQuery<ScriptsResponse>(API_PATHS.adminScripts);
  usePolling(data?.scripts.some((s) => s.lastRun && isJobActive(s.lastRun.status)) ?? false, reload, 2000);
  if (error) return <ErrorPanel error={error} onRetry={reload} />;
  if (loading || !data) return <Spinner label="Loading the scripts…" />;
  return (
    <Panel
      title="Scripts"
      actions={
        <a href={adminPath("scriptsSchedule")} className={BUTTON.secondary}>
          Schedules
        </a>
      }
    >
      <p className="mb-4 text-sm text-slate-600">Maintenance tasks that run as background jobs, with progress, a log and a report.</p>
      <ul className="divide-y divide-slate-200" aria-label="Scripts">
        {data.scripts.map((script) => (
          <li key={script.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{script.title}</h3>
              <p className="text-sm text-slate-700">{script.description}</p>
              <p className="mt-1 text-xs text-slate-600">
                <code>{script.id}</code>
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span className="font-medium">Last run:</span>
                {script.lastRun ? (
                  <>
                    <StatusBadge status={script.lastRun.status} />
                    <span>{formatDateTime(script.lastRun.startedAt ?? script.lastRun.createdAt)}</span>
                    <span>· {formatDuration(script.lastRun.durationMs)}</span>
                    <a href={adminPath("scriptsRunOne", script.lastRun.jobId)} className="font-semibold text-brand-700 hover:underline">
                      Run #{script.lastRun.jobId}
                    </a>
                  </>
                ) : (
                  <span>never</span>
                )}
              </div>
            </div>
            <a
              href={`${adminPath("scriptsRun")}?script=${encodeURIComponent(script.id)}`}
              className={`${BUTTON.primary} shrink-0`}
              aria-label={`Run ${script.title}`}
            >
              Run
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
