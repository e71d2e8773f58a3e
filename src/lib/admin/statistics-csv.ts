import { csvDocument } from "../csv/safe-cell";

/**
 * CSV downloads of the statistics page, built in the browser from the same rows as each chart's
 * table: formula-safe cells (a cell starting with =, +, -, @ is quoted with ') and CRLF records.
 */

export type CsvCell = string | number | null;

/** The CSV text of one table. */
export function statisticsCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return csvDocument(header, rows);
}

/** "statistics-leads-per-day-2026-10-25-to-2026-11-23.csv": names the chart and the range. */
export function statisticsCsvName(chart: string, range: { from: string; to: string }): string {
  const slug = chart
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `statistics-${slug}-${range.from}-to-${range.to}.csv`;
}
