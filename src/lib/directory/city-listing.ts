import { compareByReputation } from "../companies/ranking";
import { SERVICES } from "../companies/services";

/**
 * Sorting and filtering a city page's movers without JavaScript: each sort order is its own
 * pre-rendered page (`/moving-companies/texas/houston/by-reviews`), and the service filter is
 * a radio group the page's CSS reads with `:has()`, matching a short service code on each card.
 */

export type CitySortKey = "rating" | "reviews" | "name";

export interface CitySort {
  key: CitySortKey;
  /** What the sort control says. */
  label: string;
  /** The words the title and intro use: "best rated first". */
  phrase: string;
  /** The page's last path segment; the best-rated order is the city page itself. */
  segment: string | null;
}

export const CITY_SORTS: readonly CitySort[] = [
  { key: "rating", label: "Best rated", phrase: "best rated first", segment: null },
  { key: "reviews", label: "Most reviews", phrase: "most reviewed first", segment: "by-reviews" },
  { key: "name", label: "Name A-Z", phrase: "by name A-Z", segment: "by-name" },
];

/** A city page offers sorting and the service filter from this many movers up. */
export const CITY_CONTROLS_MIN = 3;

/** How far a city page with few movers looks for movers from nearby towns. */
export const NEARBY_MOVER_MILES = 40;

interface Sortable {
  name: string;
  rating: number | null;
  reviewCount: number;
}

/** A copy of `companies` in the sort's order (each order ends in a stable tie-break). */
export function sortCityCompanies<T extends Sortable>(companies: readonly T[], key: CitySortKey): T[] {
  const list = [...companies];
  if (key === "reviews") return list.sort((a, b) => b.reviewCount - a.reviewCount || compareByReputation(a, b));
  if (key === "name") return list.sort((a, b) => a.name.localeCompare(b.name, "en-US") || compareByReputation(a, b));
  return list.sort(compareByReputation);
}

/**
 * A service's code on cards and radios: its 1-based place in the catalogue ("7" for Piano
 * Moving). City-filter.css holds one rule per code, for every catalogue service.
 */
export function serviceCode(slug: string): string {
  const index = SERVICES.findIndex((s) => s.slug === slug);
  return index < 0 ? "" : String(index + 1);
}

export interface ServiceOption {
  code: string;
  name: string;
  count: number;
}

/** The catalogue services offered by at least one of `companies`, in catalogue order, with counts. */
export function serviceOptions(companies: ReadonlyArray<{ services: ReadonlyArray<{ slug: string }> }>): ServiceOption[] {
  return SERVICES.map((s) => ({
    code: serviceCode(s.slug),
    name: s.name,
    count: companies.filter((c) => c.services.some((cs) => cs.slug === s.slug)).length,
  })).filter((o) => o.count > 0);
}
