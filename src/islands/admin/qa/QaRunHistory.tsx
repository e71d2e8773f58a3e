import type { QaRun } from "../../../lib/admin/qa-api";
import { adminPath } from "../../../lib/admin-paths";
import { type Column, DataTable, formatDateTime, StatusBadge } from "../ui";

const NUMBER = { className: "text-right", cellClassName: "tabular-nums" } as const;

const COLUMNS: Column<QaRun>[] = [
  {
    header: "Run",
    rowHeader: true,
    cell: (run) => (
      <>
        {run.job_id !== null ? (
          <a href={adminPath("scriptsRunOne", run.job_id)} className="font-medium text-brand-700 hover:underline">
            #{run.id}
          </a>
        ) : (
          <span className="font-medium">#{run.id}</span>
        )}{" "}
        <span className="text-slate-600">{formatDateTime(run.started_at)}</span>
      </>
    ),
  },
  { header: "Verdict", cell: (run) => <StatusBadge status={run.verdict ?? "running"} /> },
  { header: "Passed", ...NUMBER, cell: (run) => run.passed },
  { header: "Failed", ...NUMBER, cell: (run) => run.failed },
  { header: "Skipped", className: "hidden text-right sm:table-cell", cellClassName: "tabular-nums", cell: (run) => run.skipped },
];

/** Earlier runs, newest first: when, verdict, counts, and a link to each run's job. */
export function QaRunHistory({ runs }: { runs: readonly QaRun[] }) {
  if (runs.length === 0) return <p className="text-sm text-slate-600">No earlier runs.</p>;
  return <DataTable caption="Earlier QA runs, newest first" columns={COLUMNS} rows={runs} rowKey={(run) => run.id} />;
}
