import { withQuery } from "../../../client/api";
import { type AuditListResponse, SEO_AUDIT_PATHS } from "../../../lib/admin/seo-api";
import { adminPath } from "../../../lib/admin-paths";
import { useAdminQuery } from "../admin-data";
import { codeTitle, diffClass, signed } from "../seo/audit/format";
import { SeoTabs } from "../seo/audit/SeoTabs";
import { ErrorPanel, formatDateTime, Panel, Spinner } from "../ui";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Every audit run with its counts and its difference from the run before. */
export default function SeoReportsPage() {
  const { data, error, loading, reload } = useAdminQuery<AuditListResponse>(withQuery(SEO_AUDIT_PATHS.audits, { limit: 500 }));
  return (
    <div>
      <SeoTabs current="seoReports" />
      <Panel title="Audit reports">
        {error ? (
          <ErrorPanel error={error} onRetry={reload} />
        ) : loading || !data ? (
          <Spinner label="Loading the reports…" />
        ) : data.runs.length === 0 ? (
          <p className="text-slate-700">No audit has run yet.</p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700">Every run is listed; the newest {data.runs_with_findings} keep their page-by-page findings.</p>
            <ul className="space-y-4">
              {data.runs.map((run) => (
                <li key={run.id} className="rounded-md border border-slate-200 p-4" data-testid="seo-report">
                  <h3 className="font-semibold text-slate-900">
                    Run #{run.id}: score {run.score}
                    {run.diff && <span className={`ml-2 text-sm ${diffClass(run.diff.score, true)}`}>({signed(run.diff.score)})</span>}
                  </h3>
                  <p className="text-sm text-slate-700">
                    {formatDateTime(run.finished_at)} · {run.pages_checked} pages
                    {run.diff && ` (${signed(run.diff.pages_checked)})`} · {seconds(run.duration_ms)} · source {run.source}
                    {run.job_id !== null && (
                      <>
                        {" · "}
                        <a className="font-semibold text-brand-700 hover:underline" href={adminPath("scriptsRunOne", run.job_id)}>
                          job #{run.job_id}
                        </a>
                      </>
                    )}
                  </p>
                  <dl className="mt-2 flex flex-wrap gap-4 text-sm">
                    {(["error", "warning", "notice"] as const).map((s) => (
                      <div key={s}>
                        <dt className="inline capitalize text-slate-700">{s}s: </dt>
                        <dd className="inline font-semibold tabular-nums">
                          {run.counts[s]}
                          {run.diff && <span className={`ml-1 ${diffClass(run.diff.counts[s])}`}>({signed(run.diff.counts[s])})</span>}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {run.diff && (run.diff.new_codes.length > 0 || run.diff.resolved_codes.length > 0) && (
                    <div className="mt-2 text-sm">
                      {run.diff.new_codes.length > 0 && <p className="text-red-800">New: {run.diff.new_codes.map(codeTitle).join("; ")}</p>}
                      {run.diff.resolved_codes.length > 0 && (
                        <p className="text-green-800">Resolved: {run.diff.resolved_codes.map(codeTitle).join("; ")}</p>
                      )}
                    </div>
                  )}
                  {!run.diff && <p className="mt-2 text-sm text-slate-700">The first run: nothing to compare with.</p>}
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
    </div>
  );
}
