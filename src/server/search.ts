import { toApiCompany } from "../lib/companies/api-shape";
import { compareByReputation } from "../lib/companies/ranking";
import { distanceMiles, EARTH_RADIUS_MILES, type LatLng } from "../lib/geo";
import { cityDirectoryPath, stateDirectoryPath } from "../lib/routes";
import {
  type ClassifiedQuery,
  type ParsedSearch,
  parseSearch,
  type SearchParams,
  type SearchPlace,
  type SearchResponse,
  type SearchResult,
} from "../lib/search/query";
import { getCompaniesBySlugs } from "./db/companies";
import type { Db } from "./db/snapshot";
import {
  type CityMatch,
  countCityCompanies,
  findCities,
  findZip,
  type LocatedCompany,
  listCityCompanies,
  listCompaniesInBox,
  listServiceCompanies,
  listStateCompanies,
  type Paging,
  type SlugPage,
  searchCompaniesByName,
} from "./db/search";

/** Nearest-first answers look this far, widening until at least NEAREST_MIN_RESULTS are found. */
export const NEAREST_RADII_MILES = [25, 50, 100, 250, 500] as const;
export const NEAREST_MIN_RESULTS = 10;

type Base = Pick<SearchResponse, "query" | "page" | "perPage">;

type Service = ParsedSearch["service"];

/**
 * Answers `GET /api/search`: reads the query (`parseSearch`), then
 * - a ZIP: listed movers nearest to its centre, with distances;
 * - a state: its listed movers, best reputation first; but a state name that is also a city of
 *   that state ("New York") answers the city, with the state as `alsoPlace`;
 * - text naming a city with listed movers: that city's movers (every city of that name, largest
 *   first); otherwise a company-name search; if no name matches either but the city exists,
 *   the movers nearest to it, with distances.
 * Service words ("piano movers in Austin", "storage") narrow the answer to movers offering the
 * service; service words alone list every such mover. If the words left beside the service
 * name no place, the whole query is searched as a company name ("Lopez Van & Storage").
 */
export function searchDirectory(db: Db, params: SearchParams): SearchResponse {
  const base: Base = { query: params.q, page: params.page, perPage: params.perPage };
  const paging: Paging = { limit: params.perPage, offset: (params.page - 1) * params.perPage };
  const parsed = parseSearch(params.q);
  if (parsed.service) {
    const { service } = parsed;
    if (!parsed.rest) return { ...base, kind: "service", service, ...loadPage(db, listServiceCompanies(db, service.slug, paging)) };
    const inPlace = answerPlace(db, parsed.rest, base, paging, service);
    if (inPlace) return { ...inPlace, service };
  }
  const answer = answerPlace(db, parsed.query, base, paging, null) ?? searchByName(db, parsed.query, base, paging);
  const { rest, service } = parsed;
  // "Capital Haulers piano": no name holds every word; the name without the service word, offering it.
  if (answer.total === 0 && service && rest?.kind === "text" && rest.match) {
    return { ...base, kind: "name", service, ...loadPage(db, searchCompaniesByName(db, { match: rest.match, text: rest.text }, paging, service.slug)) };
  }
  return answer;
}

/** The answer for a ZIP, a state or a city with movers, or undefined when the query names no place. */
function answerPlace(db: Db, query: ClassifiedQuery, base: Base, paging: Paging, service: Service): SearchResponse | undefined {
  const only = service?.slug ?? null;
  switch (query.kind) {
    case "zip":
      return searchZip(db, query.zip, base, paging, only);
    case "state": {
      const place: SearchPlace = { kind: "state", label: query.state.name, path: stateDirectoryPath(query.state.slug) };
      const city = query.sameNameCity ? findCities(db, query.sameNameCity, query.state.abbreviation).find((c) => c.listed > 0) : undefined;
      if (city) return { ...cityAnswer(db, [city], base, paging, only), alsoPlace: place };
      return { ...base, kind: "state", place, ...loadPage(db, listStateCompanies(db, query.state.abbreviation, paging, only)) };
    }
    case "text": {
      const cities = query.city ? matchCities(db, query.city.names, query.city.state?.abbreviation ?? null) : [];
      const withMovers = cities.filter((c) => c.listed > 0);
      return withMovers.length > 0 ? cityAnswer(db, withMovers, base, paging, only) : undefined;
    }
  }
}

/** The movers of cities that have some (largest city first), or, when none offers the service, the nearest that do. */
function cityAnswer(db: Db, cities: CityMatch[], base: Base, paging: Paging, service: string | null): SearchResponse {
  const [first] = cities;
  const place: SearchPlace = { kind: "city", label: `${first.name}, ${first.state}`, path: cityDirectoryPath(first.stateSlug, first.slug) };
  const page = listCityCompanies(db, cities.map((c) => c.id), paging, service);
  if (service && page.total === 0) return { ...base, kind: "city", place, ...nearestPage(db, first, paging, service) };
  return { ...base, kind: "city", place, ...loadPage(db, page) };
}

function searchZip(db: Db, zip: string, base: Base, paging: Paging, service: string | null): SearchResponse {
  const found = findZip(db, zip);
  if (!found) return { ...base, kind: "zip", total: 0, results: [] };
  const place: SearchPlace = {
    kind: "zip",
    label: `${found.city}, ${found.state} ${found.zip}`,
    path: countCityCompanies(db, found.cityId) > 0 ? cityDirectoryPath(found.stateSlug, found.citySlug) : null,
  };
  return { ...base, kind: "zip", place, ...nearestPage(db, found, paging, service) };
}

/** A company-name search; if no name matches but the text is a city without movers, the nearest movers. */
function searchByName(db: Db, query: ClassifiedQuery, base: Base, paging: Paging): SearchResponse {
  if (query.kind !== "text") return { ...base, kind: "name", total: 0, results: [] };
  const byName = query.match ? searchCompaniesByName(db, { match: query.match, text: query.text }, paging) : { slugs: [], total: 0 };
  const cities = byName.total > 0 || !query.city ? [] : matchCities(db, query.city.names, query.city.state?.abbreviation ?? null);
  if (cities.length === 0) return { ...base, kind: "name", ...loadPage(db, byName) };
  const [city] = cities;
  const place: SearchPlace = { kind: "city", label: `${city.name}, ${city.state}`, path: null };
  return { ...base, kind: "city", place, ...nearestPage(db, city, paging, null) };
}

/** The cities of the first name variant that exists ("St Louis", then "Saint Louis"). */
function matchCities(db: Db, names: readonly string[], state: string | null): CityMatch[] {
  for (const name of names) {
    const cities = findCities(db, name, state);
    if (cities.length > 0) return cities;
  }
  return [];
}

/** Full companies (public shape) for a page of slugs, in the page's order. */
function loadPage(db: Db, page: SlugPage): { total: number; results: SearchResult[] } {
  return { total: page.total, results: getCompaniesBySlugs(db, page.slugs).map((c) => ({ company: toApiCompany(c) })) };
}

function nearestPage(db: Db, origin: LatLng, paging: Paging, service: string | null): { total: number; results: SearchResult[] } {
  const all = nearestCompanies(db, origin, service);
  const page = all.slice(paging.offset, paging.offset + paging.limit);
  const miles = new Map(page.map((n) => [n.company.slug, Math.round(n.miles * 10) / 10]));
  const companies = getCompaniesBySlugs(db, page.map((n) => n.company.slug));
  return {
    total: all.length,
    results: companies.map((company) => ({ company: toApiCompany(company), distanceMiles: miles.get(company.slug) })),
  };
}

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/**
 * Listed companies (offering `service`, if given) within the smallest radius of NEAREST_RADII_MILES that holds at least
 * NEAREST_MIN_RESULTS of them (or within the largest), nearest first, then best reputation.
 * Each radius is a lat/lng box query on the (lat, lng) index, then the exact distance.
 */
export function nearestCompanies(db: Db, origin: LatLng, service: string | null = null): Array<{ company: LocatedCompany; miles: number }> {
  let found: Array<{ company: LocatedCompany; miles: number }> = [];
  for (const radius of NEAREST_RADII_MILES) {
    const dLat = radius / MILES_PER_DEGREE;
    // The box's east-west half-width at its poleward edge, where a degree of longitude is shortest.
    const edge = Math.min(89, Math.abs(origin.lat) + dLat);
    const dLng = Math.min(180, radius / (MILES_PER_DEGREE * Math.cos((edge * Math.PI) / 180)));
    found = listCompaniesInBox(db, origin.lat, origin.lng, dLat, dLng, service)
      .map((company) => ({ company, miles: distanceMiles(origin, company) }))
      .filter((n) => n.miles <= radius);
    if (found.length >= NEAREST_MIN_RESULTS) break;
  }
  return found.sort((a, b) => a.miles - b.miles || compareByReputation(a.company, b.company));
}
