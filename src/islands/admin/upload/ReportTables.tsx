import type { ReactNode } from "react";
import type { UploadReport } from "../../../lib/admin/uploads-api";
import { companyProfilePath } from "../../../lib/routes";
import { type Column, DataTable } from "../ui";

/** The row lists of an upload report: rows to add, rows to update (with changed columns), problems. */

const ROW = { header: "Row", cellClassName: "tabular-nums" } as const;
const place = (r: { city: string; state: string }) => `${r.city}, ${r.state}`;
const count = (n: number) => n.toLocaleString("en-US");

const INVALID_COLUMNS: Column<UploadReport["invalid"][number]>[] = [
  { ...ROW, cell: (e) => (e.row === 0 ? "File" : e.row === 1 ? "Header" : e.row) },
  { header: "Column", cellClassName: "font-mono", cell: (e) => e.column },
  { header: "Reason", cell: (e) => e.message },
];

const ADDED_COLUMNS: Column<UploadReport["add"][number]>[] = [
  { ...ROW, cell: (r) => r.row },
  { header: "Name", cell: (r) => r.name },
  { header: "City", cell: place },
  { header: "Slug", cellClassName: "font-mono text-xs", cell: (r) => r.slug },
];

const UPDATED_COLUMNS: Column<UploadReport["update"][number]>[] = [
  { ...ROW, cell: (r) => r.row },
  {
    header: "Name",

    cell: (r) => (
      <a href={companyProfilePath(r.slug)} target="_blank" rel="noopener" className="text-brand-700 hover:underline">
        {r.name}
      </a>
    ),
  },
  { header: "City", cell: place },
  { header: "Changes", cellClassName: "font-mono text-xs", cell: (r) => r.changedColumns.join(", ") },
];

/** One of the report's tables under its heading, with the line below it (if any). */
function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  below,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  below: ReactNode;
}) {
  if (rows.length === 0) return null;
  return (
    <div>
      <DataTable caption={caption} captionStyle="heading" rowClassName="align-top" columns={columns} rows={rows} rowKey={rowKey} />
      {below}
    </div>
  );
}

export function InvalidRows({ report }: { report: UploadReport }) {
  return (
    <ReportTable
      caption={`Problems (${count(report.invalid.length)}${report.truncated && report.invalid.length >= 1000 ? "+" : ""})`}
      columns={INVALID_COLUMNS}
      rows={report.invalid}
      rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
      below={
        <p className="mt-2 text-sm text-slate-600">
          Rows with problems are skipped by the import. Fix them in the spreadsheet and upload them again later.
        </p>
      }
    />
  );
}

/** Rows the import adds or updates: "New companies (1,234)", and a note when the report keeps fewer rows than that. */
function ChangedRows<T extends { row: number }>({ title, columns, rows, total }: { title: string; columns: Column<T>[]; rows: T[]; total: number }) {
  const below =
    total > rows.length ? (
      <p className="mt-2 text-sm text-slate-600">
        Showing the first {count(rows.length)} of {count(total)}.
      </p>
    ) : null;
  return <ReportTable caption={`${title} (${count(total)})`} columns={columns} rows={rows} rowKey={(r) => r.row} below={below} />;
}

export function AddedRows({ report }: { report: UploadReport }) {
  return <ChangedRows title="New companies" columns={ADDED_COLUMNS} rows={report.add} total={report.counts.add} />;
}

export function UpdatedRows({ report }: { report: UploadReport }) {
  return <ChangedRows title="Updated companies" columns={UPDATED_COLUMNS} rows={report.update} total={report.counts.update} />;
}
