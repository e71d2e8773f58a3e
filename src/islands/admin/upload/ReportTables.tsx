import type { UploadReport } from "../../../lib/admin/uploads";
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

const more = (shown: number, total: number) =>
  total > shown ? (
    <p className="mt-2 text-sm text-slate-600">
      Showing the first {count(shown)} of {count(total)}.
    </p>
  ) : null;

export function InvalidRows({ report }: { report: UploadReport }) {
  if (report.invalid.length === 0) return null;
  const caption = `Problems (${count(report.invalid.length)}${report.truncated && report.invalid.length >= 1000 ? "+" : ""})`;
  return (
    <div>
      <DataTable
        caption={caption}
        captionStyle="heading"
        rowClassName="align-top"
        columns={INVALID_COLUMNS}
        rows={report.invalid}
        rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
      />
      <p className="mt-2 text-sm text-slate-600">
        Rows with problems are skipped by the import. Fix them in the spreadsheet and upload them again later.
      </p>
    </div>
  );
}

export function AddedRows({ report }: { report: UploadReport }) {
  if (report.add.length === 0) return null;
  return (
    <div>
      <DataTable
        caption={`New companies (${count(report.counts.add)})`}
        captionStyle="heading"
        rowClassName="align-top"
        columns={ADDED_COLUMNS}
        rows={report.add}
        rowKey={(r) => r.row}
      />
      {more(report.add.length, report.counts.add)}
    </div>
  );
}

export function UpdatedRows({ report }: { report: UploadReport }) {
  if (report.update.length === 0) return null;
  return (
    <div>
      <DataTable
        caption={`Updated companies (${count(report.counts.update)})`}
        captionStyle="heading"
        rowClassName="align-top"
        columns={UPDATED_COLUMNS}
        rows={report.update}
        rowKey={(r) => r.row}
      />
      {more(report.update.length, report.counts.update)}
    </div>
  );
}
