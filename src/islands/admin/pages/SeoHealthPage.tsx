import { useCallback } from "react";
import { withQuery } from "../../../client/api";
import { type AuditListResponse, SEO_AUDIT_PATHS } from "../../../lib/admin/seo-api";
import { adminPath } from "../../../lib/admin-paths";
import { auditCatalogueEntry } from "../../../lib/seo-audit/site-codes";
import { useAdminQuery } from "../admin-data";
import { codeTitle, diffClass, SEVERITY_BADGE, signed } from "../seo/audit/format";
import { RunAuditButton } from "../seo/audit/RunAuditButton";
import { SeoTabs } from "../seo/audit/SeoTabs";
import { Sparkline } from "../seo/audit/Sparkline";
import { type Column, DataTable, ErrorPanel, formatDateTime, Panel, Spinner } from "../ui";

const severityOf = (code: string) => auditCatalogueEntry(code)?.severity ?? "notice";

/** Each issue type (linked to its task), its severity and how many findings it has. */
const ISSUE_COLUMNS: Column<[string, number]>[] = [
  {
    header: "Issue",
    cell: ([code]) => (
      <a className="font-medium text-brand-700 hover:underline" href={`${adminPath("seoTasks")}#task-${code}`}>
        {codeTitle(code)}
      </a>
    ),
  },
  {
    header: "Severity",
    cell: ([code]) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${SEVERITY_BADGE[severityOf(code)]}`}>{severityOf(code)}</span>
    ),
  },
  { header: "Findings", className: "text-right tabular-nums", cell: ([, n]) => n },
];

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
            <DataTable caption="Issues by type" columns={ISSUE_COLUMNS} rows={byType} rowKey={([code]) => code} />
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
