import { compareByReputation } from "../../lib/companies/ranking";
import { matchScore } from "../../lib/quote/matching";
import { listIndexedCompanies, listSearchOrigins, replaceDerivedTables } from "../db/derived-tables";
import type { Db } from "../db/snapshot";
import { computeNearestTotals } from "./nearest-totals";

/**
 * Fills the snapshot's derived tables from its companies (see db/derived-tables.ts): the spatial
 * index with each listed company's static match score, the featured ranking in the order of
 * `compareByReputation` (the home page's order; ties keep id order), and the nearest-first totals
 * of every ZIP code and city centre (for any service). Run after the companies are written; returns the time taken.
 */
export function writeDerivedTables(db: Db): number {
  const started = performance.now();
  const companies = listIndexedCompanies(db);
  const featuredIds = companies
    .filter((c) => c.isFeatured)
    .sort(compareByReputation)
    .map((c) => c.id);
  const geo = companies.map((c) => ({ id: c.id, lat: c.lat, lng: c.lng, score: matchScore(c, 0) }));
  const totals = computeNearestTotals(companies, listSearchOrigins(db));
  replaceDerivedTables(db, { geo, featuredIds, totals });
  return Math.round(performance.now() - started);
}
