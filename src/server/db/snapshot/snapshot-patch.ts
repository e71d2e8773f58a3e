import Database from "better-sqlite3";
import { COLUMNS, type CompanyWrite, toValues } from "./companies";
import type { Db } from "./snapshot";

/**
 * The SQL of patching a copy of the live snapshot in place of writing a new one, when the
 * run-time store changed a few companies: compare the copy with what a fresh write would hold
 * (schema, reference data, each company's row and services), then delete and re-insert only the
 * companies that differ. The search index follows through the companies' triggers.
 */

/** Opens a copy of a snapshot for patching: writable, rollback journal, cascading deletes. */
export function openSnapshotForPatch(file: string): Db {
  const db = new Database(file, { fileMustExist: true });
  db.pragma("journal_mode = DELETE");
  db.pragma("foreign_keys = ON");
  return db;
}

/** Tables whose rows come from the reference data and the code, never from the store's companies. */
const REFERENCE_TABLES = ["states", "cities", "zip_codes", "services"] as const;

const tableRows = (db: Db, sql: string) => JSON.stringify(db.prepare(sql).raw().all());

/** What a snapshot's schema and reference tables hold, as text: compared whole, row by row. */
export interface ReferenceTexts {
  schema: string;
  tables: ReadonlyArray<{ table: string; rows: string }>;
}

/** The schema's SQL (statistics tables aside) and every reference table's rows, of `db`. */
export function referenceTexts(db: Db): ReferenceTexts {
  return {
    schema: tableRows(db, "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY type, name"),
    tables: REFERENCE_TABLES.map((table) => ({ table, rows: tableRows(db, `SELECT * FROM ${table} ORDER BY 1`) })),
  };
}

/**
 * What differs between a snapshot and what a fresh one holds (`fresh`, its `referenceTexts`), or
 * null when nothing does: the schema first, then each reference table.
 */
export function referenceDifference(snapshot: Db, fresh: ReferenceTexts): string | null {
  const own = referenceTexts(snapshot);
  if (own.schema !== fresh.schema) return "the snapshot's schema changed";
  const changed = fresh.tables.find(({ table, rows }) => own.tables.find((t) => t.table === table)?.rows !== rows);
  return changed ? `the ${changed.table} reference table changed` : null;
}

/** A company as the snapshot holds it: a key comparable with `companyKey`'s, and where it stands. */
export interface SnapshotCompanyRow {
  key: string;
  lat: number;
  lng: number;
  isInList: boolean;
}

const LAT = COLUMNS.indexOf("lat") + 2;
const LNG = COLUMNS.indexOf("lng") + 2;
const IN_LIST = COLUMNS.indexOf("is_in_list") + 2;

/**
 * The snapshot's companies by id (every one, or those of `ids`): their written columns and their
 * services' ids (ascending).
 */
export function snapshotCompanyRows(db: Db, ids?: readonly number[]): Map<number, SnapshotCompanyRow> {
  const rows = db
    .prepare(
      `SELECT id, slug, ${COLUMNS.join(", ")},
         (SELECT group_concat(service_id) FROM (SELECT service_id FROM company_services cs WHERE cs.company_id = c.id ORDER BY service_id)) AS services
       FROM companies c${ids ? " WHERE c.id IN (SELECT value FROM json_each(?))" : ""}`,
    )
    .raw()
    .all(...(ids ? [JSON.stringify(ids)] : [])) as unknown[][];
  return new Map(
    rows.map((row) => [
      row[0] as number,
      { key: JSON.stringify(row), lat: row[LAT] as number, lng: row[LNG] as number, isInList: row[IN_LIST] === 1 },
    ]),
  );
}

/** How many companies the snapshot holds. */
export function countSnapshotCompanies(db: Db): number {
  return db.prepare("SELECT count(*) FROM companies").pluck().get() as number;
}

type IdentifiedWrite = CompanyWrite & { id: number };

function serviceIdsOf(row: IdentifiedWrite, serviceIds: ReadonlyMap<string, number>): number[] {
  return row.services
    .map((slug) => {
      const id = serviceIds.get(slug);
      if (id === undefined) throw new Error(`Unknown service "${slug}"`);
      return id;
    })
    .sort((a, b) => a - b);
}

/** The key of the row `writeSnapshotCompanies` would write for `row`, comparable with `snapshotCompanyRows`' keys. */
export function companyKey(row: IdentifiedWrite, serviceIds: ReadonlyMap<string, number>): string {
  const ids = serviceIdsOf(row, serviceIds);
  return JSON.stringify([row.id, row.slug, ...toValues(row), ids.length > 0 ? ids.join(",") : null]);
}

/**
 * Deletes the companies `remove` names and writes `upsert` (replacing any row of the same id),
 * with their services, as `writeSnapshotCompanies` writes them. Run inside the caller's transaction.
 */
export function patchSnapshotCompanies(
  db: Db,
  upsert: readonly IdentifiedWrite[],
  remove: readonly number[],
  serviceIds: ReadonlyMap<string, number>,
): void {
  const drop = db.prepare("DELETE FROM companies WHERE id = ?");
  const insert = db.prepare(`INSERT INTO companies (id, slug, ${COLUMNS.join(", ")}) VALUES (?, ?, ${COLUMNS.map(() => "?").join(", ")})`);
  const addService = db.prepare("INSERT INTO company_services (company_id, service_id) VALUES (?, ?)");
  // Every old row goes first, so a slug passed from one company to another never collides.
  for (const id of remove) drop.run(id);
  for (const r of upsert) drop.run(r.id);
  for (const r of upsert) {
    insert.run(r.id, r.slug, ...toValues(r));
    for (const serviceId of serviceIdsOf(r, serviceIds)) addService.run(r.id, serviceId);
  }
}
