import fs from "node:fs";
import { deriveCities } from "../lib/cities";
import { importCompaniesCsv } from "./csv/import";
import type { RowError } from "./csv/parse";
import { countCompanies } from "./db/companies";
import { openDatabase } from "./db/connection";
import { countReferenceRows, insertReferenceData } from "./db/reference";
import { loadZipRecords } from "./reference/zip-source";

export interface BuildSummary {
  states: number;
  cities: number;
  zipCodes: number;
  companies: number;
  milliseconds: number;
}

export type BuildResult = { ok: true; summary: BuildSummary } | { ok: false; errors: RowError[] };

/**
 * Builds the SQLite snapshot from the reference ZIP data and a companies CSV. It writes a
 * temporary file and renames it over `dbPath` only when every row imported, so a bad CSV
 * leaves the previous database untouched.
 */
export function buildDatabase(csvPath: string, dbPath: string): BuildResult {
  const started = performance.now();
  const csv = fs.readFileSync(csvPath, "utf8");
  const tmp = `${dbPath}.building-${process.pid}`;
  removeDatabaseFiles(tmp);
  const db = openDatabase(tmp);
  try {
    const zips = loadZipRecords();
    insertReferenceData(db, deriveCities(zips), zips);
    const result = importCompaniesCsv(db, csv, "replace");
    if (!result.ok) {
      db.close();
      removeDatabaseFiles(tmp);
      return { ok: false, errors: result.errors };
    }
    db.exec("ANALYZE");
    const summary = { ...countReferenceRows(db), companies: countCompanies(db) };
    db.pragma("journal_mode = DELETE");
    db.close();
    removeDatabaseFiles(dbPath);
    fs.renameSync(tmp, dbPath);
    return { ok: true, summary: { ...summary, milliseconds: Math.round(performance.now() - started) } };
  } catch (error) {
    if (db.open) db.close();
    removeDatabaseFiles(tmp);
    throw error;
  }
}

/**
 * True when `dbPath` is missing or older than `csvPath`: then `npm start` and `npm run build`
 * rebuild it.
 */
export function databaseIsStale(csvPath: string, dbPath: string): boolean {
  if (!fs.existsSync(dbPath)) return true;
  return fs.statSync(dbPath).mtimeMs < fs.statSync(csvPath).mtimeMs;
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
}
