import { compareByReputation } from "../../lib/companies/ranking";
import type { LatLng } from "../../lib/geo";
import {
  type IndexedCompany,
  listIndexedCompanies,
  listSearchOrigins,
  patchDerivedTables,
  replaceDerivedTables,
} from "../db/snapshot/derived-tables";
import type { Db } from "../db/snapshot/snapshot";
import { MILES_PER_DEGREE, NEAREST_RADII_MILES } from "../search/nearest";
import { byLongitude, StripIndex } from "../search/nearest-strips";
import { computeNearestTotals } from "./nearest-totals";

const featuredOrder = (companies: readonly IndexedCompany[]) =>
  companies
    .filter((c) => c.isFeatured)
    .sort(compareByReputation)
    .map((c) => c.id);

const geoRow = (c: IndexedCompany) => ({ id: c.id, lat: c.lat, lng: c.lng });

/**
 * Fills the snapshot's derived tables from its companies (see db/derived-tables.ts): the spatial
 * index of the listed companies' positions, the featured ranking in the order of
 * `compareByReputation` (the home page's order; ties keep id order), and the nearest-first totals
 * of every ZIP code and city centre (for any service). Run after the companies are written; returns the time taken.
 */
export function writeDerivedTables(db: Db): number {
  const started = performance.now();
  const companies = listIndexedCompanies(db);
  const totals = computeNearestTotals(companies, listSearchOrigins(db));
  replaceDerivedTables(db, { geo: companies.map(geoRow), featuredIds: featuredOrder(companies), totals });
  return Math.round(performance.now() - started);
}

/** No nearest-first search looks farther than this (with a mile to spare), so a change farther away leaves an origin's total alone. */
const TOTALS_REACH_MILES = NEAREST_RADII_MILES[NEAREST_RADII_MILES.length - 1] + 1;

/**
 * Brings the derived tables up to date after the companies `changed` were re-written or deleted
 * (run after the companies are patched, in the same transaction), with the same rows
 * `writeDerivedTables` would write: their spatial-index rows, the whole featured ranking, and the
 * totals of the origins within reach of `places` (where the changed companies stood before and
 * stand now); every other origin's total cannot have changed. Returns how many totals were recomputed.
 */
export function patchDerived(db: Db, changed: ReadonlySet<number>, places: readonly LatLng[]): number {
  const companies = listIndexedCompanies(db);
  let origins: ReturnType<typeof listSearchOrigins> = [];
  if (places.length > 0) {
    const reach = new StripIndex(byLongitude(places), TOTALS_REACH_MILES / MILES_PER_DEGREE / 12);
    origins = listSearchOrigins(db).filter((origin) => reach.count(origin, TOTALS_REACH_MILES) > 0);
  }
  patchDerivedTables(db, {
    geoRemove: [...changed],
    geo: companies.filter((c) => changed.has(c.id)).map(geoRow),
    featuredIds: featuredOrder(companies),
    totals: computeNearestTotals(companies, origins),
  });
  return origins.length;
}
