import type { LocationItem } from "../../lib/quote/location-query";
import { type Db, statement } from "./snapshot";

/** Location suggestions for the quote form's autocomplete, from the ZIP and city tables. */

/** ZIP codes starting with `prefix`, in ZIP order. */
export function searchZipPrefix(db: Db, prefix: string, limit: number): LocationItem[] {
  return (
    statement<[string, string, number], LocationItem>(
      db,
      `SELECT z.zip, c.name AS city, z.state FROM zip_codes z JOIN cities c ON c.id = z.city_id
       WHERE z.zip >= ? AND z.zip < ? ORDER BY z.zip LIMIT ?`,
    )
      // ':' sorts right after '9', so [prefix, prefix + ':') is exactly the ZIPs starting with prefix.
      .all(prefix, `${prefix}:`, limit)
  );
}

/**
 * Cities whose name starts with `name` (case-insensitive), optionally in one state, largest
 * first (by number of ZIP codes), each with its first ZIP code.
 */
export function searchCityPrefix(db: Db, name: string, state: string | null, limit: number): LocationItem[] {
  const pattern = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return statement<[string, string | null, string | null, number], LocationItem>(
    db,
    `SELECT (SELECT min(zip) FROM zip_codes z WHERE z.city_id = c.id) AS zip, c.name AS city, c.state
       FROM cities c
       WHERE c.name LIKE ? ESCAPE '\\' AND (? IS NULL OR c.state = ?)
       ORDER BY c.zip_count DESC, c.name
       LIMIT ?`,
  ).all(pattern, state, state, limit);
}

/** The centre of a ZIP code, or of a city when only city and state are known. */
export function findOrigin(db: Db, place: { zip?: string; city?: string; state?: string }): { lat: number; lng: number; state: string } | undefined {
  if (place.zip) {
    const z = statement<[string], { lat: number; lng: number; state: string }>(db, "SELECT lat, lng, state FROM zip_codes WHERE zip = ?").get(
      place.zip,
    );
    if (z) return z;
  }
  if (place.city && place.state) {
    return statement<[string, string], { lat: number; lng: number; state: string }>(
      db,
      "SELECT lat, lng, state FROM cities WHERE name = ? COLLATE NOCASE AND state = ? ORDER BY zip_count DESC LIMIT 1",
    ).get(place.city, place.state.toUpperCase());
  }
  return undefined;
}

/** The place of one ZIP code, exactly; undefined when the ZIP is not in the reference data. */
export function findZipPlace(db: Db, zip: string): LocationItem | undefined {
  return statement<[string], LocationItem>(
    db,
    "SELECT z.zip, c.name AS city, z.state FROM zip_codes z JOIN cities c ON c.id = z.city_id WHERE z.zip = ?",
  ).get(zip);
}

/**
 * Cities named exactly `name` (any case), optionally in one state, largest first, each with its
 * first ZIP code: the same rows and order as the city suggestions, without the prefix match.
 */
export function findCitiesNamed(db: Db, name: string, state: string | null, limit: number): LocationItem[] {
  return statement<[string, string | null, string | null, number], LocationItem>(
    db,
    `SELECT (SELECT min(zip) FROM zip_codes z WHERE z.city_id = c.id) AS zip, c.name AS city, c.state
       FROM cities c
       WHERE c.name = ? COLLATE NOCASE AND (? IS NULL OR c.state = ?)
       ORDER BY c.zip_count DESC, c.state
       LIMIT ?`,
  ).all(name, state, state, limit);
}
