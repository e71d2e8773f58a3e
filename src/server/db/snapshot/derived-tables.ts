import type { Db } from "./snapshot";

/**
 * Tables the build derives from the snapshot's companies, so the read APIs answer from an index
 * or a precomputed row instead of loading and sorting companies per request:
 * - `companies_geo`: an R*Tree of the listed companies by position, for nearest-first search;
 * - `featured_ranking`: the listed, featured companies in reputation order;
 * - `nearest_totals`: for every ZIP code and city centre, the radius a nearest-first search for
 *   any service settles on and how many movers it finds there.
 * They are rewritten whole by `replaceDerivedTables` after the companies are written.
 */
export const DERIVED_TABLES_SQL = `
      CREATE VIRTUAL TABLE companies_geo USING rtree(id, min_lat, max_lat, min_lng, max_lng);

      CREATE TABLE featured_ranking (
        rank INTEGER PRIMARY KEY,
        company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE
      );

      -- origin: a ZIP code ("90210") or "city:<id>"; total: movers * 8 + index of the radius in
      -- NEAREST_RADII_MILES (see nearest.ts packTotal).
      CREATE TABLE nearest_totals (
        origin TEXT PRIMARY KEY,
        total INTEGER NOT NULL
      ) WITHOUT ROWID;
`;

/** A listed company as the derived tables need it. */
export interface IndexedCompany {
  id: number;
  name: string;
  lat: number;
  lng: number;
  rating: number | null;
  reviewCount: number;
  isFeatured: boolean;
  /** Ids of its services. */
  serviceIds: number[];
}

/** Every listed company with its services, by id. */
export function listIndexedCompanies(db: Db): IndexedCompany[] {
  const rows = db
    .prepare<
      [],
      { id: number; name: string; lat: number; lng: number; rating: number | null; reviewCount: number; isFeatured: number; services: string }
    >(
      `SELECT c.id, c.name, c.lat, c.lng, c.rating, c.review_count AS reviewCount, c.is_featured AS isFeatured,
         (SELECT json_group_array(cs.service_id) FROM company_services cs WHERE cs.company_id = c.id) AS services
       FROM companies c WHERE c.is_in_list = 1 ORDER BY c.id`,
    )
    .all();
  return rows.map((r) => ({ ...r, isFeatured: r.isFeatured === 1, serviceIds: JSON.parse(r.services) as number[] }));
}

/** Every search origin: ZIP code centres (keyed by ZIP) and city centres (keyed "city:<id>"). */
export function listSearchOrigins(db: Db): Array<{ key: string; lat: number; lng: number }> {
  return db
    .prepare<[], { key: string; lat: number; lng: number }>(
      "SELECT zip AS key, lat, lng FROM zip_codes UNION ALL SELECT 'city:' || id AS key, lat, lng FROM cities",
    )
    .all();
}

export interface DerivedTables {
  geo: ReadonlyArray<{ id: number; lat: number; lng: number }>;
  featuredIds: readonly number[];
  totals: ReadonlyArray<{ origin: string; total: number }>;
}

/** Replaces the derived tables' rows, in one transaction. */
export function replaceDerivedTables(db: Db, tables: DerivedTables): void {
  const geo = db.prepare("INSERT INTO companies_geo (id, min_lat, max_lat, min_lng, max_lng) VALUES (?, ?, ?, ?, ?)");
  const featured = db.prepare("INSERT INTO featured_ranking (rank, company_id) VALUES (?, ?)");
  const totals = db.prepare("INSERT INTO nearest_totals (origin, total) VALUES (?, ?)");
  db.transaction(() => {
    db.exec("DELETE FROM companies_geo; DELETE FROM featured_ranking; DELETE FROM nearest_totals;");
    for (const g of tables.geo) geo.run(g.id, g.lat, g.lat, g.lng, g.lng);
    for (const [i, id] of tables.featuredIds.entries()) featured.run(i + 1, id);
    for (const t of tables.totals) totals.run(t.origin, t.total);
  })();
}

export interface DerivedPatch {
  /** Companies whose spatial-index row is dropped (every changed company, listed or not before). */
  geoRemove: readonly number[];
  /** Their new rows (the changed companies listed now). */
  geo: DerivedTables["geo"];
  /** The whole featured ranking, rewritten. */
  featuredIds: readonly number[];
  /** The recomputed totals of the origins a change can reach. */
  totals: DerivedTables["totals"];
}

/** Updates the derived tables for a few changed companies, in the caller's transaction. */
export function patchDerivedTables(db: Db, patch: DerivedPatch): void {
  const drop = db.prepare("DELETE FROM companies_geo WHERE id = ?");
  const geo = db.prepare("INSERT INTO companies_geo (id, min_lat, max_lat, min_lng, max_lng) VALUES (?, ?, ?, ?, ?)");
  const featured = db.prepare("INSERT INTO featured_ranking (rank, company_id) VALUES (?, ?)");
  const totals = db.prepare("INSERT OR REPLACE INTO nearest_totals (origin, total) VALUES (?, ?)");
  for (const id of patch.geoRemove) drop.run(id);
  for (const g of patch.geo) geo.run(g.id, g.lat, g.lat, g.lng, g.lng);
  db.exec("DELETE FROM featured_ranking");
  for (const [i, id] of patch.featuredIds.entries()) featured.run(i + 1, id);
  for (const t of patch.totals) totals.run(t.origin, t.total);
}
