import { slugify } from "../../lib/slug";
import type { CompanyWrite } from "../db/snapshot/companies";
import { createReferenceLookup, type ReferenceLookup } from "../db/snapshot/reference";
import type { Db } from "../db/snapshot/snapshot";
import { deleteStoreCompaniesExcept, upsertStoreCompanies } from "../db/store/repositories/store-companies";
import { inTransaction, type StoreDb } from "../db/store/store";
import { type ParsedCsv, parseCompaniesCsv, type RowError } from "./parse";

export type ImportMode = "replace" | "upsert";

export type ImportResult = { ok: true; total: number; inserted: number; updated: number; deleted: number } | { ok: false; errors: RowError[] };

/**
 * Resolves parsed rows against the reference tables: the city must exist in the row's state,
 * a known ZIP must lie in that state, and coordinates default to the ZIP's centre (an unknown
 * but well-formed ZIP needs explicit lat/lng).
 */
export function resolveRows(reference: Db | ReferenceLookup, parsed: ParsedCsv): { writes: CompanyWrite[]; errors: RowError[] } {
  const lookup = "prepare" in reference ? createReferenceLookup(reference) : reference;
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
 * Imports a companies CSV into the run-time store: parse, validate every row, resolve it against
 * the snapshot's reference data, then write all rows in one transaction. Any invalid row means
 * nothing is written and every error is returned. `replace` also deletes companies the file
 * does not list (ids of the others are kept, so leads still name them).
 */
export async function importCompaniesCsv(store: StoreDb, reference: Db, text: string, mode: ImportMode): Promise<ImportResult> {
  const { writes, errors } = resolveRows(reference, parseCompaniesCsv(text));
  if (errors.length > 0) return { ok: false, errors };
  return inTransaction(store, async (trx) => {
    const { inserted, updated } = await upsertStoreCompanies(trx, writes);
    const deleted = mode === "replace" ? await deleteStoreCompaniesExcept(trx, new Set(writes.map((w) => w.slug))) : 0;
    return { ok: true as const, total: writes.length, inserted, updated, deleted };
  });
}
