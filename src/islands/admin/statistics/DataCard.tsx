import type { ReactNode } from "react";
import { type CsvCell, statisticsCsv, statisticsCsvName } from "../../../lib/admin/statistics-csv";
import { BUTTON, type Column, DataTable as KitTable, Panel } from "../ui";

export interface DataTable {
  header: string[];
  rows: CsvCell[][];
}

/** Saves a table as a CSV file built here, in the browser, from the rows on screen. */
function downloadCsv(title: string, range: { from: string; to: string }, table: DataTable): void {
  const blob = new Blob([statisticsCsv(table.header, table.rows)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = statisticsCsvName(title, range);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const cell = (value: CsvCell) => (typeof value === "number" ? value.toLocaleString("en-US") : (value ?? "—"));

/** The table of a chart (or of a section without one). */
export function StatsTable({ caption, table }: { caption: string; table: DataTable }) {
  const columns: Column<CsvCell[]>[] = table.header.map((header, i) =>
    i === 0
      ? { header, rowHeader: true, cellClassName: "font-medium text-slate-900", cell: (row) => cell(row[i]) }
      : { header, className: "text-right tabular-nums", cellClassName: "text-slate-800", cell: (row) => cell(row[i]) },
  );
  return <KitTable caption={caption} columns={columns} rows={table.rows} rowKey={(row) => String(row[0])} />;
}

/**
 * One statistic: a heading, a note, the chart if any, its table (behind "Show the numbers" when
 * there is a chart) and a CSV download of the same rows. `empty` replaces chart and table.
 */
export function DataCard({
  title,
  note,
  chart,
  table,
  range,
  empty,
}: {
  title: string;
  note?: ReactNode;
  chart?: ReactNode;
  table: DataTable;
  range: { from: string; to: string };
  empty?: string;
}) {
  return (
    <Panel
      title={title}
      actions={
        !empty && (
          <button type="button" className={BUTTON.secondary} onClick={() => downloadCsv(title, range, table)}>
            Download CSV<span className="sr-only"> of {title}</span>
          </button>
        )
      }
    >
      {note && <p className="-mt-2 mb-3 text-sm text-slate-600">{note}</p>}
      {empty ? (
        <p className="py-4 text-slate-700">{empty}</p>
      ) : chart ? (
        <>
          {chart}
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">Show the numbers</summary>
            <div className="mt-2">
              <StatsTable caption={title} table={table} />
            </div>
          </details>
        </>
      ) : (
        <StatsTable caption={title} table={table} />
      )}
    </Panel>
  );
}
