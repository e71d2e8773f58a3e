import { checksFailingFirst, QA_SUITE_LABELS, type QaCheck } from "../../../lib/admin/qa-api";
import { type Column, DataTable, StatusBadge } from "../ui";

const COLUMNS: Column<QaCheck>[] = [
  { header: "Status", cell: (check) => <StatusBadge status={check.status} /> },
  {
    header: "Check",
    cell: (check) => (
      <>
        <span className="font-medium text-slate-900">{check.name}</span>
        <span className="block text-xs text-slate-600 sm:hidden">{QA_SUITE_LABELS[check.suite]}</span>
        {check.detail && (
          <span className={`mt-1 block break-words ${check.status === "failed" ? "text-red-800" : "text-slate-700"}`}>{check.detail}</span>
        )}
      </>
    ),
  },
  { header: "Suite", className: "hidden sm:table-cell", cellClassName: "text-slate-700", cell: (check) => QA_SUITE_LABELS[check.suite] },
  {
    header: "Time",
    className: "text-right",
    cellClassName: "tabular-nums text-slate-700",
    cell: (check) => `${check.duration_ms.toLocaleString("en-US")} ms`,
  },
];

/** A run's checks, failing ones first, each with its suite, duration and failure detail. */
export function QaChecksTable({ checks, caption }: { checks: readonly QaCheck[]; caption: string }) {
  if (checks.length === 0) return <p className="text-sm text-slate-600">No checks were recorded for this run.</p>;
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      rows={checksFailingFirst(checks)}
      rowKey={(check) => `${check.suite}-${check.name}`}
      rowClassName="align-top"
    />
  );
}
