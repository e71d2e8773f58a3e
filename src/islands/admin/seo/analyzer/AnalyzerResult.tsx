import type { AnalyzeFetch, AnalyzeResult } from "../../../../lib/admin/seo-api";
import { ISSUE_CATALOGUE } from "../../../../lib/seo-audit/catalogue";
import type { Severity } from "../../../../lib/seo-audit/types";
import { type Column, DataTable, Panel } from "../../ui";

/** The analyzer's answer: the score, each finding with its reason, the page facts and what was requested. */

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };
const SEVERITY_STYLE: Record<Severity, string> = {
  error: "bg-red-100 text-red-900 border-red-300",
  warning: "bg-amber-100 text-amber-900 border-amber-300",
  notice: "bg-slate-100 text-slate-800 border-slate-300",
};

function scoreStyle(score: number): string {
  if (score >= 90) return "text-green-800";
  if (score >= 70) return "text-amber-800";
  return "text-red-800";
}

export function AnalyzerResult({ result }: { result: AnalyzeResult }) {
  const issues = [...result.issues].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  const count = (s: Severity) => issues.filter((i) => i.severity === s).length;
  const { facts } = result;
  return (
    <div className="space-y-4" data-testid="analyzer-result">
      <Panel title="Score">
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span className={`text-4xl font-bold ${scoreStyle(result.score)}`} data-testid="seo-score">
            {result.score}
            <span className="text-base font-normal text-slate-700"> / 100</span>
          </span>
          <span className="text-sm text-slate-700">
            {facts.url} · {count("error")} errors, {count("warning")} warnings, {count("notice")} notices
          </span>
        </p>
      </Panel>
      <Panel title={`Findings (${issues.length})`}>
        {issues.length === 0 ? (
          <p className="text-slate-700">No findings: the page passes every check.</p>
        ) : (
          <ul className="space-y-3" aria-label="Findings">
            {issues.map((issue) => (
              <li key={`${issue.code}:${issue.message}`} className="rounded-md border border-slate-200 p-3" data-code={issue.code}>
                <p className="flex flex-wrap items-center gap-2">
                  <span className={`rounded border px-2 py-0.5 text-xs font-semibold uppercase ${SEVERITY_STYLE[issue.severity]}`}>
                    {issue.severity}
                  </span>
                  <span className="font-semibold text-slate-900">{ISSUE_CATALOGUE[issue.code].title}</span>
                  <code className="text-xs text-slate-700">{issue.code}</code>
                </p>
                <p className="mt-1 text-slate-900">{issue.message}</p>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="font-medium">Why and what to do: </span>
                  {ISSUE_CATALOGUE[issue.code].advice}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Page facts">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <Fact label="URL">{facts.url}</Fact>
          <Fact label="HTTP status">{facts.status}</Fact>
          <Fact label="Title">{facts.title ? `${facts.title} (${facts.title.length} characters)` : "none"}</Fact>
          <Fact label="Meta description">{facts.description ? `${facts.description} (${facts.description.length} characters)` : "none"}</Fact>
          <Fact label="h1 headings">{facts.h1Count}</Fact>
          <Fact label="Canonical">{facts.canonical ?? "none"}</Fact>
          <Fact label="Robots">{facts.noindex ? "noindex" : "indexable"}</Fact>
          <Fact label="Structured data">{facts.jsonLdTypes.length > 0 ? facts.jsonLdTypes.join(", ") : "none"}</Fact>
          <Fact label="Images without alt">{facts.imagesWithoutAlt}</Fact>
          <Fact label="Internal links">{facts.links.length}</Fact>
          <Fact label="Weight">
            {(facts.bytes / 1024).toFixed(1)} KB ({(facts.gzipBytes / 1024).toFixed(1)} KB gzipped)
          </Fact>
          <Fact label="Words of main text">{facts.words}</Fact>
        </dl>
      </Panel>
      {result.source === "url" && (
        <Panel title="Requests">
          <FetchList caption="The page and its redirects" rows={result.hops} />
          {result.canonical && <FetchList caption="Canonical" rows={[result.canonical]} />}
          <FetchList caption={`Internal links (${result.links.checked.length} of ${result.links.total} checked)`} rows={result.links.checked} />
        </Panel>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  );
}

/** What each requested URL answered: its status (red from 400 or when none came) or error, and where it redirects. */
const FETCH_COLUMNS: Column<AnalyzeFetch>[] = [
  { header: "URL", className: "break-all", cell: (row) => row.url },
  {
    header: "Answer",
    cell: (row) => (
      <span className={row.status === null || row.status >= 400 ? "font-semibold text-red-800" : ""}>
        {row.status ?? row.error}
        {row.location ? ` → ${row.location}` : ""}
      </span>
    ),
  },
];

function FetchList({ caption, rows }: { caption: string; rows: AnalyzeFetch[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="mb-4">
      <DataTable caption={caption} captionStyle="heading" columns={FETCH_COLUMNS} rows={rows} rowKey={(row) => `${row.url} ${row.status}`} />
    </div>
  );
}
