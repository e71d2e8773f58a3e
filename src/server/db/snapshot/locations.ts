import type { LocationItem } from "../../../lib/quote/location-query";
import { foldAscii } from "../../../lib/search/fold-ascii";
import { firstNotHolding } from "../../../lib/sorted";
import { perConnection } from "./connection-memo";
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

interface PrefixCity extends LocationItem {
  /** The name with its ASCII letters in lower case (as LIKE compares them). */
  folded: string;
  zipCount: number;
}

/** Every city with its first ZIP code, sorted by folded name, read once per connection. */
const citiesByFoldedName = perConnection<PrefixCity[]>();

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Cities whose name starts with `name` (ASCII case ignored, as LIKE 'name%'), optionally in one
 * state, largest first (by number of ZIP codes), each with its first ZIP code. The cities are
 * held in memory sorted by folded name (about 30,000): a prefix is one binary search and a
 * walk over the cities it names, where the query cost 60-100 µs ("san" names hundreds).
 */
export function searchCityPrefix(db: Db, name: string, state: string | null, limit: number): LocationItem[] {
  const cities = citiesByFoldedName(db, "", () =>
    statement<[], Omit<PrefixCity, "folded">>(
      db,
      `SELECT (SELECT min(zip) FROM zip_codes z WHERE z.city_id = c.id) AS zip, c.name AS city, c.state, c.zip_count AS zipCount
       FROM cities c`,
    )
      .all()
      .map((city) => ({ ...city, folded: foldAscii(city.city) }))
      .sort((a, b) => byText(a.folded, b.folded)),
  );
  const wanted = foldAscii(name);
  const lo = firstNotHolding(0, cities.length, (at) => cities[at].folded < wanted);
  if (limit < 1) return [];
  // The best `limit` so far, best first: a city is placed only when it beats the last kept one.
  const best: PrefixCity[] = [];
  for (let at = lo; at < cities.length && cities[at].folded.startsWith(wanted); at++) {
    const city = cities[at];
    if (state !== null && city.state !== state) continue;
    if (best.length === limit) {
      if (!ranksBefore(city, best[limit - 1])) continue;
      best.pop();
    }
    let i = best.length;
    while (i > 0 && ranksBefore(city, best[i - 1])) i--;
    best.splice(i, 0, city);
  }
  return best.map(({ zip, city, state }) => ({ zip, city, state }));
}

/** Whether `a` is suggested before `b`: more ZIP codes first, then by name. */
const ranksBefore = (a: PrefixCity, b: PrefixCity) => b.zipCount - a.zipCount < 0 || (a.zipCount === b.zipCount && byText(a.city, b.city) < 0);

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
