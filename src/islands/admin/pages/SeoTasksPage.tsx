import { useState } from "react";
import { withQuery } from "../../../client/api";
import { SEO_AUDIT_PATHS, type SeoTask, TASK_STATUSES, type TaskListResponse, type TaskStatus } from "../../../lib/admin/seo-api";
import { fillPath } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage, useAdminQuery } from "../admin-data";
import { SEVERITY_BADGE } from "../seo/audit/format";
import { SeoTabs } from "../seo/audit/SeoTabs";
import { BUTTON, ErrorPanel, formatDateTime, Panel, SelectField, Spinner, StatusBadge, statusOptionLabel } from "../ui";
import { replaceUrlQuery, useUrlQuery } from "../url-query";

/** The audit's findings grouped into one task per issue type, with a status filter and Ignore / Reopen. */
export default function SeoTasksPage() {
  const query = useUrlQuery();
  const status = (TASK_STATUSES as readonly string[]).includes(query.status ?? "") ? (query.status as TaskStatus) : undefined;
  const { data, error, loading, reload } = useAdminQuery<TaskListResponse>(withQuery(SEO_AUDIT_PATHS.tasks, { status, pages: 50 }));
  const [busy, setBusy] = useState("");

  async function setStatus(task: SeoTask, next: "open" | "ignored") {
    setBusy(task.code);
    try {
      await adminRequest(fillPath(SEO_AUDIT_PATHS.task, { code: task.code }), { method: "PATCH", body: { status: next } });
      showToast({ title: next === "ignored" ? "Task ignored" : "Task reopened", description: task.title });
      reload();
    } catch (e) {
      showToast({ title: "Could not change the task", description: errorMessage(e), variant: "destructive" });
    }
    setBusy("");
  }

  return (
    <div>
      <SeoTabs current="seoTasks" />
      <Panel title="SEO tasks">
        <SelectField
          id="seo-task-status"
          label="Status"
          className="mb-4 max-w-xs"
          value={status ?? ""}
          onChange={(value) => replaceUrlQuery({ status: value || undefined })}
          all={`All${data ? ` (${data.counts.open + data.counts.ignored + data.counts.fixed})` : ""}`}
          options={TASK_STATUSES}
          optionLabel={(s) => statusOptionLabel(s, data?.counts[s as TaskStatus])}
        />
        {error ? (
          <ErrorPanel error={error} onRetry={reload} />
        ) : loading || !data ? (
          <Spinner label="Loading the tasks…" />
        ) : data.tasks.length === 0 ? (
          <p className="text-slate-700">{data.latest_run_id === null ? "No audit has run yet." : "No tasks with this status."}</p>
        ) : (
          <ul className="space-y-4">
            {data.tasks.map((task) => (
              <li key={task.code} id={`task-${task.code}`} className="rounded-md border border-slate-200 p-4" data-testid="seo-task">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-slate-900">{task.title}</h3>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${SEVERITY_BADGE[task.severity]}`}>
                        {task.severity}
                      </span>
                      <StatusBadge status={task.status} />
                      <span>
                        {task.page_count} {task.page_count === 1 ? "page" : "pages"} · first found {formatDateTime(task.first_seen)} · last found{" "}
                        {formatDateTime(task.last_seen)}
                        {task.fixed_at && ` · fixed ${formatDateTime(task.fixed_at)}`}
                      </span>
                    </p>
                  </div>
                  {task.status === "ignored" ? (
                    <button type="button" className={BUTTON.secondary} disabled={busy === task.code} onClick={() => setStatus(task, "open")}>
                      Reopen<span className="sr-only"> {task.title}</span>
                    </button>
                  ) : task.status === "open" ? (
                    <button type="button" className={BUTTON.secondary} disabled={busy === task.code} onClick={() => setStatus(task, "ignored")}>
                      Ignore<span className="sr-only"> {task.title}</span>
                    </button>
                  ) : null}
                </div>
                <p className="mt-2 text-sm text-slate-800">{task.advice}</p>
                {task.pages.length > 0 && (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer font-semibold text-brand-700">
                      Affected pages{task.page_count > task.pages.length ? ` (first ${task.pages.length} of ${task.page_count})` : ""}
                    </summary>
                    <ul className="mt-2 space-y-1">
                      {task.pages.map((p) => (
                        <li key={`${p.page}-${p.message}`}>
                          <a className="break-all font-medium text-brand-700 hover:underline" href={p.page} target="_blank" rel="noreferrer">
                            {p.page}
                          </a>
                          <span className="text-slate-700">: {p.message}</span>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
