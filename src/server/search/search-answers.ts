import { compareByReputation } from "../../lib/companies/ranking";
import type { LatLng } from "../../lib/geo";
import { cityDirectoryPath, stateDirectoryPath } from "../../lib/routes";
import {
  type ClassifiedQuery,
  type ParsedSearch,
  parseSearch,
  type SearchParams,
  type SearchPlace,
  type SearchResponse,
} from "../../lib/search/search-api";
import { publicCompanyJson } from "../db/snapshot/companies-public";
import type { Db } from "../db/snapshot/snapshot";
import { smallestValues } from "./first-in-order";
import { type Box, milesWithin, NEAREST_RADII_MILES, padded, searchBox, unpackTotal } from "./nearest";
import { countNearest, moverIndex } from "./nearest-service";
import { type StripIndex, slotsInSlabs } from "./nearest-strips";
import {
  type CityMatch,
  countCityCompanies,
  findCities,
  findNearestTotal,
  findZip,
  listCityCompanies,
  listServiceCompanies,
  listStateCompanies,
  type Paging,
  type SlugPage,
  searchCompaniesByName,
} from "./search-queries";
import { type LocatedCompany, locatedCompanies } from "./search-ranking";

type Base = Pick<SearchResponse, "query" | "page" | "perPage">;

/** A result before its company is filled in: the company's slug, and its distance for nearest-first answers. */
interface ResultRef {
  company: string;
  distanceMiles?: number;
}

/** An answer whose results name their companies by slug. */
type Answer = Omit<SearchResponse, "results"> & { results: ResultRef[] };

type Page = { total: number; results: ResultRef[] };

type Service = ParsedSearch["service"];

/** `GET /api/search`'s answer as objects (see {@link searchDirectoryJson}). */
export function searchDirectory(db: Db, params: SearchParams): SearchResponse {
  return JSON.parse(searchDirectoryJson(db, params)) as SearchResponse;
}

/**
 * `GET /api/search`'s body: the answer serialised with an empty `results`, then the results
 * written into it, each company as its public JSON (serialised once per snapshot, see
 * companies-public.ts). `"results":[]` can only be the answer's own key: inside a string value
 * every quote is escaped, and no nested object has a `results` key.
 */
export function searchDirectoryJson(db: Db, params: SearchParams): string {
  const answer = answerSearch(db, params);
  const refs = answer.results;
  const texts = publicCompanyJson(
    db,
    refs.map((r) => r.company),
  );
  const results: string[] = [];
  for (const [i, { distanceMiles }] of refs.entries()) {
    const text = texts[i];
    if (text === undefined) continue;
    results.push(distanceMiles === undefined ? `{"company":${text}}` : `{"company":${text},"distanceMiles":${JSON.stringify(distanceMiles)}}`);
  }
  answer.results = [];
  const empty = JSON.stringify(answer);
  const at = empty.indexOf(EMPTY_RESULTS) + EMPTY_RESULTS.length - 1;
  return `${empty.slice(0, at)}${results.join(",")}${empty.slice(at)}`;
}

const EMPTY_RESULTS = '"results":[]';

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
function answerSearch(db: Db, params: SearchParams): Answer {
  const base: Base = { query: params.q, page: params.page, perPage: params.perPage };
  const paging: Paging = { limit: params.perPage, offset: (params.page - 1) * params.perPage };
  const parsed = parseSearch(params.q);
  if (parsed.service) {
    const { service } = parsed;
    if (!parsed.rest) return withService(answerOf(base, "service", loadPage(listServiceCompanies(db, service.slug, paging))), service);
    const inPlace = answerPlace(db, parsed.rest, base, paging, service);
    if (inPlace) return withService(inPlace, service);
  }
  const answer = answerPlace(db, parsed.query, base, paging, null) ?? searchByName(db, parsed.query, base, paging);
  const { rest, service } = parsed;
  // "Capital Haulers piano": no name holds every word; the name without the service word, offering it.
  if (answer.total === 0 && service && rest?.kind === "text" && rest.match) {
    return withService(
      answerOf(base, "name", loadPage(searchCompaniesByName(db, { match: rest.match, text: rest.text }, paging, service.slug))),
      service,
    );
  }
  return answer;
}

/** The answer for a ZIP, a state or a city with movers, or undefined when the query names no place. */
function answerPlace(db: Db, query: ClassifiedQuery, base: Base, paging: Paging, service: Service): Answer | undefined {
  const only = service?.slug ?? null;
  switch (query.kind) {
    case "zip":
      return searchZip(db, query.zip, base, paging, only);
    case "state": {
      const place: SearchPlace = { kind: "state", label: query.state.name, path: stateDirectoryPath(query.state.slug) };
      const city = query.sameNameCity ? findCities(db, query.sameNameCity, query.state.abbreviation).find((c) => c.listed > 0) : undefined;
      if (city) {
        const answer = cityAnswer(db, [city], base, paging, only);
        answer.alsoPlace = place;
        return answer;
      }
      return answerOf(base, "state", loadPage(listStateCompanies(db, query.state.abbreviation, paging, only)), place);
    }
    case "text": {
      const cities = query.city ? matchCities(db, query.city.names, query.city.state?.abbreviation ?? null) : [];
      const withMovers = cities.filter((c) => c.listed > 0);
      return withMovers.length > 0 ? cityAnswer(db, withMovers, base, paging, only) : undefined;
    }
  }
}

/** The movers of cities that have some (largest city first), or, when none offers the service, the nearest that do. */
function cityAnswer(db: Db, cities: CityMatch[], base: Base, paging: Paging, service: string | null): Answer {
  const [first] = cities;
  const place: SearchPlace = { kind: "city", label: `${first.name}, ${first.state}`, path: cityDirectoryPath(first.stateSlug, first.slug) };
  const page = listCityCompanies(
    db,
    cities.map((c) => c.id),
    paging,
    service,
  );
  if (service && page.total === 0) return answerOf(base, "city", nearestPage(db, cityOrigin(first), paging, service), place);
  return answerOf(base, "city", loadPage(page), place);
}

function searchZip(db: Db, zip: string, base: Base, paging: Paging, service: string | null): Answer {
  const found = findZip(db, zip);
  if (!found) return answerOf(base, "zip", NO_RESULTS);
  const place: SearchPlace = {
    kind: "zip",
    label: `${found.city}, ${found.state} ${found.zip}`,
    path: countCityCompanies(db, found.cityId) > 0 ? cityDirectoryPath(found.stateSlug, found.citySlug) : null,
  };
  return answerOf(base, "zip", nearestPage(db, { lat: found.lat, lng: found.lng, key: found.zip }, paging, service), place);
}

/** A company-name search; if no name matches but the text is a city without movers, the nearest movers. */
function searchByName(db: Db, query: ClassifiedQuery, base: Base, paging: Paging): Answer {
  if (query.kind !== "text") return answerOf(base, "name", NO_RESULTS);
  const byName = query.match ? searchCompaniesByName(db, { match: query.match, text: query.text }, paging) : { slugs: [], total: 0 };
  const cities = byName.total > 0 || !query.city ? [] : matchCities(db, query.city.names, query.city.state?.abbreviation ?? null);
  if (cities.length === 0) return answerOf(base, "name", loadPage(byName));
  const [city] = cities;
  const place: SearchPlace = { kind: "city", label: `${city.name}, ${city.state}`, path: null };
  return answerOf(base, "city", nearestPage(db, cityOrigin(city), paging, null), place);
}

/** The cities of the first name variant that exists ("St Louis", then "Saint Louis"). */
function matchCities(db: Db, names: readonly string[], state: string | null): CityMatch[] {
  for (const name of names) {
    const cities = findCities(db, name, state);
    if (cities.length > 0) return cities;
  }
  return [];
}

const cityOrigin = (city: CityMatch): Origin => ({ lat: city.lat, lng: city.lng, key: `city:${city.id}` });

/**
 * An answer of `kind` for `base`'s query and paging, written field by field in one order. On Node
 * 20 an object literal that spreads others took about 5 µs to build (V8's generic path), against
 * nanoseconds for this: a search built several.
 */
function answerOf(base: Base, kind: SearchResponse["kind"], page: Page, place?: SearchPlace): Answer {
  return {
    query: base.query,
    page: base.page,
    perPage: base.perPage,
    kind,
    place,
    alsoPlace: undefined,
    service: undefined,
    total: page.total,
    results: page.results,
  };
}

/** `answer`, narrowed to movers offering `service`. */
function withService(answer: Answer, service: NonNullable<Service>): Answer {
  answer.service = service;
  return answer;
}

const NO_RESULTS: Page = { total: 0, results: [] };

/** A page of slugs as results, in the page's order. */
function loadPage(page: SlugPage): Page {
  return { total: page.total, results: page.slugs.map((slug) => ({ company: slug })) };
}

/** A search origin: a ZIP code's or a city's centre, with its key in `nearest_totals` ("90210", "city:12"). */
type Origin = LatLng & { key: string };

function nearestPage(db: Db, origin: Origin, paging: Paging, service: string | null): Page {
  const { total, radius } = nearestTotal(db, origin, service);
  const wanted = Math.min(total, paging.offset + paging.limit);
  const page = wanted > paging.offset ? nearestCompanies(db, origin, radius, total, wanted, service).slice(paging.offset) : [];
  return { total, results: page.map((n) => ({ company: n.company.slug, distanceMiles: Math.round(n.miles * 10) / 10 })) };
}

/**
 * How many movers a nearest-first answer holds and the radius it looks within: the smallest of
 * NEAREST_RADII_MILES holding at least NEAREST_MIN_RESULTS of them (or the largest). For any
 * service it was precomputed per origin by the build; for one service it is counted on the
 * connection's in-memory index of that service's movers (`countNearest`), built once.
 */
function nearestTotal(db: Db, origin: Origin, service: string | null): { total: number; radius: number } {
  const packed = service ? undefined : findNearestTotal(db, origin.key);
  const { total, radiusIndex } = packed === undefined ? countNearest(db, origin, service) : unpackTotal(packed);
  return { total, radius: NEAREST_RADII_MILES[radiusIndex] };
}

/** The first nearest-first look-up looks at least this far around the origin; a wider look is √2 times as far. */
const FIRST_LOOK_MILES = 2;
const MIN_LOOK_MILES = 0.05;
/** At most this many halvings narrow a circle that holds far more movers than wanted. */
const MAX_NARROWING = 12;
/** A look-up at least this wide reads its circle as SLABS latitude bands rather than its whole box. */
const SLAB_FROM_MILES = 10;
const SLABS = 8;

/**
 * The `count` listed companies (offering `service`, if given) nearest to `origin` among the
 * `total` a search of `radius` counts, nearest first, then best reputation. Looks first as far as
 * would hold `count` of them were the `total` spread evenly over the radius's circle (at least
 * FIRST_LOOK_MILES), widens while that circle holds too few, counting on the connection's
 * in-memory index of positions (`moverIndex`, no query), narrows it again while it holds far
 * more, and only then picks the movers around it from the same index, so the movers looked at
 * depend on `count`, not on how many crowd the area. Any circle holding `count` gives the same
 * answer: the nearest `count` of the radius lie inside it.
 */
function nearestCompanies(
  db: Db,
  origin: LatLng,
  radius: number,
  total: number,
  count: number,
  service: string | null,
): Array<{ company: LocatedCompany; miles: number }> {
  const outer = searchBox(origin, radius);
  const lookBox = (look: number) => (look >= radius ? outer : intersect(padded(searchBox(origin, look)), outer));
  const wider = (look: number) => Math.min(radius, look * Math.SQRT2);
  const enough = count;
  const index = moverIndex(db, service);
  const held = (look: number) => index.count(origin, look);
  let look = Math.min(radius, Math.max(FIRST_LOOK_MILES, radius * Math.sqrt(enough / Math.max(1, total))));
  let n = held(look);
  // The widest look known to hold too few.
  let below = 0;
  while (look < radius && n < enough) {
    below = look;
    look = wider(look);
    n = held(look);
  }
  // Far more than enough (a crowded centre, or a city the last widening reached): halve the gap
  // to the look that held too few while the circle still holds enough, so few more rows than wanted are read.
  for (let step = 0; step < MAX_NARROWING && n > enough * 4 && look - below > MIN_LOOK_MILES; step++) {
    const middle = (below + look) / 2;
    const inMiddle = held(middle);
    if (inMiddle >= enough) {
      look = middle;
      n = inMiddle;
    } else below = middle;
  }
  for (; ; look = wider(look)) {
    const slots: number[] = [];
    const miles: number[] = [];
    for (const slot of slotsAround(index, origin, look, lookBox(look))) {
      const distance = milesWithin(origin, radius, outer, { lat: index.latAt(slot), lng: index.lngAt(slot) });
      if (distance !== undefined && distance <= look) {
        slots.push(slot);
        miles.push(distance);
      }
    }
    if (slots.length >= count || look >= radius) return firstNearest(db, index, slots, miles, count);
  }
}

/**
 * The `count` nearest of the movers at `slots` of `index`, `miles` away, nearest first, then best
 * reputation. Only those no farther than the `count`-th nearest can be among them: only they are
 * read from the located companies and sorted (in the order found, as a stable sort of all would
 * leave equals), so the answer is the sort of all of them, without reading the rest.
 */
function firstNearest(db: Db, index: StripIndex, slots: number[], miles: number[], count: number): Array<{ company: LocatedCompany; miles: number }> {
  const farthest = count < miles.length ? smallestValues(Float64Array.from(miles), miles.length, count)[count - 1] : Number.POSITIVE_INFINITY;
  const located = locatedCompanies(db);
  const near: Array<{ company: LocatedCompany; miles: number }> = [];
  for (const [i, slot] of slots.entries()) if (miles[i] <= farthest) near.push({ company: located[index.tagAt(slot)], miles: miles[i] });
  return near.sort((a, b) => a.miles - b.miles || compareByReputation(a.company, b.company)).slice(0, count);
}

/**
 * The slots in `index` of the movers in `box` that may lie within `look` miles of `origin`, and
 * possibly some beyond: a wide look-up reads only the slabs of the box its circle reaches, so a
 * town in a corner of the box outside the circle is not read.
 */
function slotsAround(index: StripIndex, origin: LatLng, look: number, box: Box): number[] {
  return look < SLAB_FROM_MILES ? index.slotsInBox(box) : slotsInSlabs(index, origin, look, box, SLABS);
}

const intersect = (a: Box, b: Box): Box => ({
  minLat: Math.max(a.minLat, b.minLat),
  maxLat: Math.min(a.maxLat, b.maxLat),
  minLng: Math.max(a.minLng, b.minLng),
  maxLng: Math.min(a.maxLng, b.maxLng),
});
