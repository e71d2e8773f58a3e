import type { DerivedCity, ZipRecord } from "../../../lib/cities";
import { SERVICES } from "../../../lib/companies/services";
import { US_STATES } from "../../../lib/states";
import type { Db } from "./snapshot";

/** States, cities and ZIP codes: the reference tables every company row points into. */

export interface CityRow {
  id: number;
  state: string;
  name: string;
  slug: string;
  lat: number;
  lng: number;
  zipCount: number;
}

export interface ZipRow {
  zip: string;
  cityId: number;
  state: string;
  lat: number;
  lng: number;
}

/**
 * Writes the states list, the service catalogue, and the cities with their ZIP codes, in one
 * transaction. Existing rows are kept (INSERT OR IGNORE), so it is safe to run twice.
 */
export function insertReferenceData(db: Db, cities: readonly DerivedCity[], zips: readonly ZipRecord[]): void {
  const insertState = db.prepare("INSERT OR IGNORE INTO states (abbreviation, name, slug, fips, region) VALUES (?, ?, ?, ?, ?)");
  const insertService = db.prepare("INSERT OR IGNORE INTO services (slug, name) VALUES (?, ?)");
  const insertCity = db.prepare(
    "INSERT INTO cities (state, name, slug, lat, lng, zip_count) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (state, slug) DO NOTHING",
  );
  const cityId = db.prepare<[string, string], { id: number }>("SELECT id FROM cities WHERE state = ? AND slug = ?");
  const insertZip = db.prepare("INSERT OR IGNORE INTO zip_codes (zip, city_id, state, lat, lng) VALUES (?, ?, ?, ?, ?)");
  const zipByCode = new Map(zips.map((z) => [z.zip, z]));

  db.transaction(() => {
    for (const s of US_STATES) insertState.run(s.abbreviation, s.name, s.slug, s.fips, s.region);
    for (const s of SERVICES) insertService.run(s.slug, s.name);
    for (const c of cities) {
      insertCity.run(c.state, c.name, c.slug, c.lat, c.lng, c.zips.length);
      const id = cityId.get(c.state, c.slug)?.id;
      if (id === undefined) throw new Error(`City ${c.name}, ${c.state} was not stored`);
      for (const zip of c.zips) {
        const z = zipByCode.get(zip);
        if (z) insertZip.run(z.zip, id, z.state, z.lat, z.lng);
      }
    }
  })();
}

export interface ReferenceLookup {
  city(state: string, slug: string): CityRow | undefined;
  zip(code: string): ZipRow | undefined;
}

/**
 * Memoised city and ZIP look-ups for resolving many rows: each distinct key costs one indexed
 * query, so a file touching 600 cities reads 600 rows, not the whole 30,000-city table.
 */
export function createReferenceLookup(db: Db): ReferenceLookup {
  const cityStmt = db.prepare<[string, string], CityRow>(
    "SELECT id, state, name, slug, lat, lng, zip_count AS zipCount FROM cities WHERE state = ? AND slug = ?",
  );
  const zipStmt = db.prepare<[string], ZipRow>("SELECT zip, city_id AS cityId, state, lat, lng FROM zip_codes WHERE zip = ?");
  const cities = new Map<string, CityRow | undefined>();
  const zips = new Map<string, ZipRow | undefined>();
  return {
    city(state, slug) {
      const key = `${state}|${slug}`;
      if (!cities.has(key)) cities.set(key, cityStmt.get(state, slug));
      return cities.get(key);
    },
    zip(code) {
      if (!zips.has(code)) zips.set(code, zipStmt.get(code));
      return zips.get(code);
    },
  };
}

/** Service slug → id, for writing company_services. */
export function loadServiceIds(db: Db): Map<string, number> {
  const rows = db.prepare<[], { id: number; slug: string }>("SELECT id, slug FROM services").all();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** How many rows each reference table holds (db:build prints these). */
export function countReferenceRows(db: Db): { states: number; cities: number; zipCodes: number } {
  const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return { states: count("states"), cities: count("cities"), zipCodes: count("zip_codes") };
}
