import fs from "node:fs";
import type { Company } from "../../lib/companies/companies-api";
import { compareByReputation } from "../../lib/companies/ranking";
import { CITY_CONTROLS_MIN, CITY_SORTS, type CitySortKey, NEARBY_MOVER_MILES, sortCityCompanies } from "../../lib/directory/city-listing";
import { GeoIndex } from "../../lib/directory/geo-index";
import type { WithDistance } from "../../lib/directory/nearby";
import type { CitySummary, StateSummary } from "../../lib/directory/summaries";
import { CITY_PAGE_SIZE, pageCountOf } from "../../lib/pagination";
import { cityDirectoryPath } from "../../lib/routes";
import { pageSnapshot } from "../build/page-snapshot";
import { listAllCompanies } from "../db/snapshot/companies";
import { listCitiesWithCompanies, listStateSummaries } from "../db/snapshot/directory-summaries";
import { type Db, getSnapshot } from "../db/snapshot/snapshot";

/**
 * Everything the directory pages need, read from the snapshot once per build and indexed in
 * memory, so 11,000 pages cost three queries rather than one query each.
 */
export interface Directory {
  states: StateSummary[];
  stateBySlug: Map<string, StateSummary>;
  stateByAbbreviation: Map<string, StateSummary>;
  cities: CitySummary[];
  citiesByState: Map<string, CitySummary[]>;
  cityByKey: Map<string, CitySummary>;
  /** Every company (profiles exist for all), in id order. */
  companies: Company[];
  /** Listed companies A-Z by state, city and name: the company directory's order. */
  directoryOrder: Company[];
  /** Listed companies only, best reputation first. */
  listed: Company[];
  listedByCity: Map<number, Company[]>;
  listedByState: Map<string, Company[]>;
  /** Each state's listed companies in a location index, in `listedByState` order. */
  listedNearbyByState: Map<string, GeoIndex<Company>>;
  /** Every city with movers in a location index, in `cities` order. */
  cityIndex: GeoIndex<CitySummary>;
  /** A city's listed companies in one of the city page's orders, sorted once per build. */
  cityCompanies(cityId: number, sort: CitySortKey): Company[];
}

/**
 * Where the loaded directory is kept for the whole process: `astro build` runs the pages from its
 * own bundled copy of this module and the profile writer (an integration) from the source one, in
 * one process, so a module variable would have each read and index every company (about 3 s at
 * 100,000 companies, in an incremental rebuild that writes a few profiles too).
 */
const LOADED = Symbol.for("movers-directory.build-directory");

/** The file's path, inode, size and modification time: a snapshot renamed over the path is a new one. */
function snapshotIdentity(file: string): string {
  const s = fs.statSync(file);
  return `${file}:${s.ino}:${s.size}:${s.mtimeMs}`;
}

let cached: Directory | undefined;

/** The build's directory, loaded on first use (or taken from the other copy of this module that loaded it). */
export function getDirectory(): Directory {
  cached ??= sharedDirectory();
  return cached;
}

function sharedDirectory(): Directory {
  const db = pageSnapshot();
  if (db.memory) return loadDirectory(db);
  const holder = globalThis as { [LOADED]?: { identity: string; directory: Directory } };
  const identity = snapshotIdentity(db.name);
  if (holder[LOADED]?.identity === identity) return holder[LOADED].directory;
  const directory = loadDirectory(db);
  holder[LOADED] = { identity, directory };
  return directory;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Reads and indexes one snapshot's directory (the build's, or an incremental rebuild's before and
 * after). `companies`, when given, must be every company the snapshot holds, in id order (a
 * planner that knows which few changed builds one snapshot's list from the other's).
 */
export function loadDirectory(db: Db, companies: Company[] = listAllCompanies(db)): Directory {
  const states = listStateSummaries(db);
  const cities = listCitiesWithCompanies(db);
  const listed = companies.filter((c) => c.isInList).sort(compareByReputation);
  const listedByCity = groupBy(listed, (c) => c.city.id);
  const listedByState = groupBy(listed, (c) => c.state.abbreviation);
  const citySorted = new Map<string, Company[]>();
  return {
    states,
    stateBySlug: new Map(states.map((s) => [s.slug, s])),
    stateByAbbreviation: new Map(states.map((s) => [s.abbreviation, s])),
    cities,
    citiesByState: groupBy(cities, (c) => c.state),
    cityByKey: new Map(cities.map((c) => [`${c.state}|${c.slug}`, c])),
    companies,
    listed,
    directoryOrder: listed
      .slice()
      .sort((a, b) => a.state.name.localeCompare(b.state.name) || a.city.name.localeCompare(b.city.name) || a.name.localeCompare(b.name)),
    listedByCity,
    listedByState,
    listedNearbyByState: new Map([...listedByState].map(([state, list]) => [state, new GeoIndex(list)])),
    cityIndex: new GeoIndex(cities),
    cityCompanies(cityId, sort) {
      const key = `${cityId}|${sort}`;
      let list = citySorted.get(key);
      if (!list) {
        list = sortCityCompanies(listedByCity.get(cityId) ?? [], sort);
        citySorted.set(key, list);
      }
      return list;
    },
  };
}

/** Route parameters and props of one pre-rendered city page. */
export interface CityPageEntry {
  /** `view`: what follows the city in the path ("by-name", "page/2", "by-name/page/2"; none for the city page). */
  params: { state: string; city: string; view: string | undefined };
  props: { city: CitySummary; state: StateSummary; sort: CitySortKey; page: number };
}

/**
 * Every pre-rendered city page: each city's movers best rated first, and in the other orders
 * where the city has sort controls, one page per CITY_PAGE_SIZE movers.
 */
export function cityPageEntries(directory: Directory = getDirectory()): CityPageEntry[] {
  const { cities, stateByAbbreviation, listedByCity } = directory;
  return cities.flatMap((city) => {
    const state = stateByAbbreviation.get(city.state);
    if (!state) return [];
    const pageCount = pageCountOf(listedByCity.get(city.id)?.length ?? 0, CITY_PAGE_SIZE);
    const sorts = city.companyCount >= CITY_CONTROLS_MIN ? CITY_SORTS : CITY_SORTS.filter((s) => s.segment === null);
    return sorts.flatMap((sort) =>
      Array.from({ length: pageCount }, (_, i) => {
        const page = i + 1;
        const view = [sort.segment, page > 1 ? `page/${page}` : null].filter(Boolean).join("/") || undefined;
        return { params: { state: state.slug, city: city.slug, view }, props: { city, state, sort: sort.key, page } };
      }),
    );
  });
}

/** The URL path of one city page entry. */
export function cityEntryPath({ params }: CityPageEntry): string {
  const base = cityDirectoryPath(params.state, params.city);
  return params.view ? `${base}/${params.view}` : base;
}

/** Movers within this many miles are "similar movers nearby" on a profile. */
const SIMILAR_MILES = 60;

/** A profile's "similar movers nearby": the 3 closest listed movers of its state sharing a service. */
export function similarMovers(directory: Directory, company: Company): Array<WithDistance<Company>> {
  const serviceIds = new Set(company.services.map((s) => s.id));
  const sharesService = (c: Company) => serviceIds.size === 0 || c.services.some((s) => serviceIds.has(s.id));
  return (
    directory.listedNearbyByState.get(company.state.abbreviation)?.nearest(company, {
      limit: 3,
      maxMiles: SIMILAR_MILES,
      exclude: (c) => c.id === company.id || !sharesService(c),
    }) ?? []
  );
}

/** Below this many movers a city page also lists movers from nearby towns. */
const FEW_MOVERS = 3;
/** How far a city page looks for other cities with movers. */
const NEARBY_CITY_MILES = 75;

/** A city page's movers from nearby towns (only when the city has few) and its nearby cities with movers. */
export function cityNeighbours(
  directory: Directory,
  city: CitySummary,
): { nearbyMovers: Array<WithDistance<Company>>; nearbyCities: Array<WithDistance<CitySummary>> } {
  const own = directory.listedByCity.get(city.id)?.length ?? 0;
  const nearbyMovers =
    own < FEW_MOVERS
      ? (directory.listedNearbyByState
          .get(city.state)
          ?.nearest(city, { limit: 6, maxMiles: NEARBY_MOVER_MILES, exclude: (c) => c.city.id === city.id }) ?? [])
      : [];
  const nearbyCities = directory.cityIndex.nearest(city, { limit: 8, maxMiles: NEARBY_CITY_MILES, exclude: (c) => c.id === city.id });
  return { nearbyMovers, nearbyCities };
}

/** The farthest any page looks for neighbours: a change moves no page farther away than this. */
export const FARTHEST_NEIGHBOUR_MILES = Math.max(SIMILAR_MILES, NEARBY_MOVER_MILES, NEARBY_CITY_MILES);
