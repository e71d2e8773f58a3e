import { slugify } from "../../lib/slug";
import { type CompanyWrite, writeCompanies } from "../db/companies";
import type { Db } from "../db/connection";
import { createReferenceLookup, loadServiceIds } from "../db/reference";
import { type ParsedCsv, parseCompaniesCsv, type RowError } from "./parse";

export type ImportMode = "replace" | "upsert";

export type ImportResult =
  | { ok: true; total: number; inserted: number; updated: number }
  | { ok: false; errors: RowError[] };

/**
 * Resolves parsed rows against the reference tables: the city must exist in the row's state,
 * a known ZIP must lie in that state, and coordinates default to the ZIP's centre (an unknown
 * but well-formed ZIP needs explicit lat/lng).
 */
export function resolveRows(db: Db, parsed: ParsedCsv): { writes: CompanyWrite[]; errors: RowError[] } {
  const lookup = createReferenceLookup(db);
  const citySlugs = new Map<string, string>();
  const errors: RowError[] = [...parsed.errors];
  const writes: CompanyWrite[] = [];
  for (const { row, data } of parsed.rows) {
    let citySlug = citySlugs.get(data.city);
    if (citySlug === undefined) {
      citySlug = slugify(data.city);
      citySlugs.set(data.city, citySlug);
    }
    const city = lookup.city(data.state, citySlug);
    const zip = lookup.zip(data.zip);
    let ok = true;
    if (!city) {
      errors.push({ row, column: "city", message: `"${data.city}" is not a city in ${data.state}` });
      ok = false;
    }
    if (zip && zip.state !== data.state) {
      errors.push({ row, column: "zip", message: `ZIP ${data.zip} is in ${zip.state}, not ${data.state}` });
      ok = false;
    }
    const lat = data.lat ?? zip?.lat;
    const lng = data.lng ?? zip?.lng;
    if (ok && (lat === undefined || lng === undefined)) {
      errors.push({ row, column: "zip", message: `ZIP ${data.zip} is not a known US ZIP code; give lat and lng` });
      ok = false;
    }
    if (ok && city && lat !== undefined && lng !== undefined) {
      writes.push({ ...data, cityId: city.id, lat, lng });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { writes, errors };
}

/**
 * Imports a companies CSV: parse, validate every row, resolve references, then write all rows
 * in one transaction. Any invalid row means nothing is written and every error is returned.
 * This is the one import path: `npm run db:build` and the admin upload both call it.
 */
export function importCompaniesCsv(db: Db, text: string, mode: ImportMode): ImportResult {
  const { writes, errors } = resolveRows(db, parseCompaniesCsv(text));
  if (errors.length > 0) return { ok: false, errors };
  const { inserted, updated } = writeCompanies(db, writes, loadServiceIds(db), mode);
  return { ok: true, total: writes.length, inserted, updated };
}
