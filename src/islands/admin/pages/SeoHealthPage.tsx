import { useCallback } from "react";
import { withQuery } from "../../../client/api";
import { type AuditListResponse, SEO_AUDIT_PATHS } from "../../../lib/admin/seo-audits";
import { adminPath } from "../../../lib/routes";
import { auditCatalogueEntry } from "../../../lib/seo-audit/site-codes";
import { useAdminQuery } from "../admin-data";
import { codeTitle, diffClass, SEVERITY_BADGE, signed } from "../seo/audit/format";
import { RunAuditButton } from "../seo/audit/RunAuditButton";
import { SeoTabs } from "../seo/audit/SeoTabs";
import { Sparkline } from "../seo/audit/Sparkline";
import { ErrorPanel, formatDateTime, Panel, Spinner } from "../ui";

/** SEO Health overview: the latest score and its trend, issues by type and severity, the worst pages, "Run audit". */
export default function SeoHealthPage() {
  const { data, error, loading, reload } = useAdminQuery<AuditListResponse>(withQuery(SEO_AUDIT_PATHS.audits, { limit: 30 }));
  const onFinished = useCallback(() => reload(), [reload]);
  const latest = data?.runs[0];
  const trend = data ? [...data.runs].reverse() : [];
  const byType = latest ? Object.entries(latest.by_code).sort((a, b) => b[1] - a[1]) : [];

  return (
    <div>
      <SeoTabs current="seoHealth" />
      <div className="space-y-6">
        <Panel title="Site score" actions={<RunAuditButton onFinished={onFinished} />}>
          {error ? (
            <ErrorPanel error={error} onRetry={reload} />
          ) : loading || !data ? (
            <Spinner label="Loading the audits…" />
          ) : !latest ? (
            <p className="text-slate-700">No audit has run yet. Run one to check every page of the site.</p>
          ) : (
            <div className="flex flex-wrap items-center gap-8">
              <div>
                <p className="text-5xl font-bold tabular-nums text-slate-900" data-testid="seo-score">
                  {latest.score}
                  <span className="text-lg font-medium text-slate-700"> / 100</span>
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {latest.pages_checked} pages checked {formatDateTime(latest.finished_at)}
                  {latest.diff && (
                    <span className={`ml-2 font-semibold ${diffClass(latest.diff.score, true)}`}>
                      {signed(latest.diff.score)} since the run before
                    </span>
                  )}
                </p>
              </div>
              <Sparkline
                scores={trend.map((r) => r.score)}
                summary={`Score over the last ${trend.length} runs, oldest first: ${trend.map((r) => r.score).join(", ")}.`}
              />
              <dl className="grid grid-cols-3 gap-4 text-center">
                {(["error", "warning", "notice"] as const).map((s) => (
                  <div key={s} className={`rounded-md px-3 py-2 ${SEVERITY_BADGE[s]}`}>
                    <dt className="text-xs font-semibold capitalize">{s}s</dt>
                    <dd className="text-xl font-bold tabular-nums">{latest.counts[s]}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </Panel>
        {latest && (
          <Panel title="Issues by type">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      Issue
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Severity
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right">
                      Findings
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {byType.map(([code, n]) => {
                    const severity = auditCatalogueEntry(code)?.severity ?? "notice";
                    return (
                      <tr key={code} className="border-b border-slate-100">
                        <td className="py-2 pr-4">
                          <a className="font-medium text-brand-700 hover:underline" href={`${adminPath("seoTasks")}#task-${code}`}>
                            {codeTitle(code)}
                          </a>
                        </td>
                        <td className="py-2 pr-4">
                          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${SEVERITY_BADGE[severity]}`}>{severity}</span>
                        </td>
                        <td className="py-2 pr-4 text-right tabular-nums">{n}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </Panel>
        )}
        {data && data.worst_pages.length > 0 && (
          <Panel title="Worst pages">
            <ol className="space-y-2 text-sm">
              {data.worst_pages.map((p) => (
                <li key={p.page} className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-2">
                  <a className="break-all font-medium text-brand-700 hover:underline" href={p.page} target="_blank" rel="noreferrer">
                    {p.page}
                  </a>
                  <span className="text-slate-700">
                    {p.errors} errors, {p.warnings} warnings, {p.notices} notices: {p.codes.map(codeTitle).join("; ")}
                  </span>
                </li>
              ))}
            </ol>
          </Panel>
        )}
      </div>
    </div>
  );
}
