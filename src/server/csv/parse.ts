import Papa from "papaparse";
import {
  COMPANY_CSV_COLUMNS,
  type CompanyCsvRow,
  parseCompanyCsvRecord,
  REQUIRED_CSV_COLUMNS,
} from "../../lib/companies/csv-row";
import { zodIssues } from "../../lib/errors";

/**
 * One problem in an uploaded file. `row` is the spreadsheet row number (the header is row 1,
 * the first company row 2); 0 means the file as a whole (e.g. a missing column).
 */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

export interface ParsedCsv {
  rows: Array<{ row: number; data: CompanyCsvRow }>;
  errors: RowError[];
}

const KNOWN = new Set<string>(COMPANY_CSV_COLUMNS);

/**
 * Parses a companies CSV (papaparse) and validates every row with the shared row schema.
 * Reports every problem, not just the first: unknown or missing columns, malformed rows,
 * rule violations per cell, and a slug used twice in the file.
 */
export function parseCompaniesCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const errors: RowError[] = [];
  const header = parsed.meta.fields ?? [];
  for (const column of header) {
    if (!KNOWN.has(column)) {
      errors.push({ row: 1, column, message: `unknown column (expected: ${COMPANY_CSV_COLUMNS.join(", ")})` });
    }
  }
  for (const column of REQUIRED_CSV_COLUMNS) {
    if (!header.includes(column)) errors.push({ row: 1, column, message: "required column is missing" });
  }
  if (errors.length > 0) return { rows: [], errors };

  for (const e of parsed.errors) {
    const row = (e.row ?? -2) + 2;
    errors.push({ row, column: "(row)", message: e.message });
  }
  const badRows = new Set(errors.map((e) => e.row));
  const rows: ParsedCsv["rows"] = [];
  const slugRows = new Map<string, number>();
  parsed.data.forEach((record, index) => {
    const row = index + 2;
    if (badRows.has(row)) return;
    const result = parseCompanyCsvRecord(record);
    if (!result.success) {
      for (const issue of zodIssues(result.error)) {
        errors.push({ row, column: issue.field.split(".")[0], message: issue.message });
      }
      return;
    }
    const firstRow = slugRows.get(result.data.slug);
    if (firstRow !== undefined) {
      errors.push({ row, column: "slug", message: `duplicate slug "${result.data.slug}" (already used on row ${firstRow})` });
      return;
    }
    slugRows.set(result.data.slug, row);
    rows.push({ row, data: result.data });
  });
  if (parsed.data.length === 0) errors.push({ row: 0, column: "(file)", message: "the file has no company rows" });
  return { rows, errors };
}

/** `Row 12, column "zip": must be a 5-digit ZIP code`: one line per error, for logs and the CLI. */
export function formatRowError(e: RowError): string {
  if (e.row === 0) return `File: ${e.message}`;
  return `Row ${e.row}, column "${e.column}": ${e.message}`;
}
