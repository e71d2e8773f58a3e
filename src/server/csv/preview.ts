import Papa from "papaparse";
import {
  MAX_REPORT_ERRORS,
  MAX_REPORT_ROWS,
  type UploadReport,
  type UploadRowError,
  type UploadRowRef,
  type UploadUpdateRow,
} from "../../lib/admin/uploads-api";
import { COMPANY_CSV_COLUMNS, type CompanyCsvColumn } from "../../lib/companies/csv-row";
import { slugify } from "../../lib/slug";
import type { CompanyWrite } from "../db/snapshot/companies";
import type { ReferenceLookup } from "../db/snapshot/reference";
import type { Db } from "../db/snapshot/snapshot";
import { getStoreCompaniesBySlugs, type StoredCompany } from "../db/store/repositories/store-companies";
import type { StoreDb } from "../db/store/store";
import { resolveRows } from "./import";
import { parseCompaniesCsv, type RowError } from "./parse";

/** What an upsert import of a file would do, and the rows it would write. */
export interface UploadPreview {
  report: UploadReport;
  /** The `add` and `update` rows, in file order: exactly what an import writes. */
  writes: CompanyWrite[];
}

/**
 * Previews an upsert import of a companies CSV against the store's companies: each valid row
 * (checked against the snapshot's reference data) is `add` (new slug), `update` (the upsert
 * would change a stored value; `changedColumns` names the CSV columns) or `unchanged`; every
 * parse/resolve error is listed under `invalid`. Lists are capped (MAX_REPORT_ROWS,
 * MAX_REPORT_ERRORS), counts are exact. Reads only: pass a transaction to preview what it sees.
 */
export async function previewCompaniesCsv(store: StoreDb, reference: Db | ReferenceLookup, text: string): Promise<UploadPreview> {
  const parsed = parseCompaniesCsv(text);
  const { writes: valid, errors } = resolveRows(reference, parsed);
  const rowOf = new Map(parsed.rows.map((r) => [r.data.slug, r.row]));
  const stored = await getStoreCompaniesBySlugs(
    store,
    valid.map((w) => w.slug),
  );

  const add: UploadRowRef[] = [];
  const update: UploadUpdateRow[] = [];
  const writes: CompanyWrite[] = [];
  const counts = { add: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const w of valid) {
    const ref = { row: rowOf.get(w.slug) ?? 0, slug: w.slug, name: w.name, city: w.city, state: w.state };
    const company = stored.get(w.slug);
    if (!company) {
      counts.add++;
      writes.push(w);
      if (add.length < MAX_REPORT_ROWS) add.push(ref);
      continue;
    }
    const changed = changedColumns(w, company);
    if (changed.length === 0) {
      counts.unchanged++;
      continue;
    }
    counts.update++;
    writes.push(w);
    if (update.length < MAX_REPORT_ROWS) update.push({ ...ref, changedColumns: changed });
  }

  const fileErrors = errors.filter((e) => e.row <= 1);
  counts.invalid = new Set(errors.filter((e) => e.row >= 2).map((e) => e.row)).size;
  const invalid: UploadRowError[] = errors.slice(0, MAX_REPORT_ERRORS).map(({ row, column, message }) => ({ row, column, message }));
  const report: UploadReport = {
    totalRows: countDataRows(text, parsed.rows, errors, fileErrors.length > 0),
    counts,
    add,
    update,
    invalid,
    truncated: counts.add > add.length || counts.update > update.length || errors.length > invalid.length,
    fileError: fileErrors.length > 0 ? fileErrors.map(describeFileError).join("; ") : null,
    imported: null,
    failure: null,
  };
  return { report, writes: report.fileError === null ? writes : [] };
}

/**
 * The CSV columns whose stored value an upsert of `w` would change. The upsert writes every
 * column, so an absent optional cell means its default ("" / null / 0 / false / true, lat and
 * lng the ZIP's centre), exactly what `w` holds; services are compared as a set. The city is
 * compared as the city it names, so "san antonio" is not a change from "San Antonio".
 */
export function changedColumns(w: CompanyWrite, c: StoredCompany): CompanyCsvColumn[] {
  return COMPANY_CSV_COLUMNS.filter((column) => COMPARE[column]?.(w, c) === true);
}

/** Columns with a rule of their own below, or not compared: the slug names the row, and a lead webhook change is not listed. */
const NOT_PLAIN = ["slug", "city", "photo_urls", "services", "lead_webhook_url"] as const;
type PlainColumn = Exclude<CompanyCsvColumn, (typeof NOT_PLAIN)[number]> & keyof CompanyWrite & keyof StoredCompany;

/** Columns whose stored value is the written value as it is: every other CSV column. */
const PLAIN_COLUMNS = COMPANY_CSV_COLUMNS.filter((column): column is PlainColumn => !(NOT_PLAIN as readonly string[]).includes(column));

type Differs = (w: CompanyWrite, c: StoredCompany) => boolean;

/** Per compared column: does the write change it? */
const COMPARE: Partial<Record<CompanyCsvColumn, Differs>> = {
  ...Object.fromEntries(PLAIN_COLUMNS.map((column): [string, Differs] => [column, (w, c) => w[column] !== c[column]])),
  city: (w, c) => slugify(w.city) !== slugify(c.city),
  photo_urls: (w, c) => !sameList(w.photo_urls, c.photo_urls),
  services: (w, c) => !sameSet(w.services, c.services),
};

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(b);
  return a.length === set.size && a.every((v) => set.has(v));
}

function describeFileError(e: RowError): string {
  return e.row === 0 ? e.message : `${e.column}: ${e.message}`;
}

/**
 * Data rows in the file. Every record ends up either valid or with an error on its row, so the
 * distinct row numbers count them; when the header was refused no record was read, so the
 * records are counted with a plain parse.
 */
function countDataRows(text: string, rows: ReadonlyArray<{ row: number }>, errors: readonly RowError[], headerRefused: boolean): number {
  if (headerRefused) {
    const records = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" }).data.length;
    return Math.max(0, records - 1);
  }
  const seen = new Set(rows.map((r) => r.row));
  for (const e of errors) if (e.row >= 2) seen.add(e.row);
  return seen.size;
}
