/**
 * CSV cells for exports opened in spreadsheets. A cell starting with =, +, -, @, tab or CR
 * could run as a formula (CSV injection), so it gets a leading single quote; then the cell is
 * quoted per RFC 4180 when it holds a comma, a quote, CR or LF.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell, formula-safe and RFC 4180 quoted.
 * @example safeCell("=SUM(1)") // "'=SUM(1)"; safeCell('say "hi", ok') // "\"say \"\"hi\"\", ok\""
 */
export function safeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record (cells joined by commas, no line ending). */
export function csvRecord(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return cells.map(safeCell).join(",");
}

/** A whole CSV document: header plus records, CRLF line endings as RFC 4180 prescribes. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return `${[header, ...rows].map(csvRecord).join("\r\n")}\r\n`;
}
