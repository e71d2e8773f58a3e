import { compareByReputation } from "../lib/companies/ranking";
import type { Company } from "../lib/companies/types";
import { listAllCompanies } from "./db/companies";
import { type CitySummary, listCitiesWithCompanies, listStateSummaries, type StateSummary } from "./db/directory";
import { getSnapshot } from "./db/snapshot";

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
}

let cached: Directory | undefined;

/** The build's directory, loaded on first use. */
export function getDirectory(): Directory {
  cached ??= loadDirectory();
  return cached;
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

function loadDirectory(): Directory {
  const db = getSnapshot();
  const states = listStateSummaries(db);
  const cities = listCitiesWithCompanies(db);
  const companies = listAllCompanies(db);
  const listed = companies.filter((c) => c.isInList).sort(compareByReputation);
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
    listedByCity: groupBy(listed, (c) => c.city.id),
    listedByState: groupBy(listed, (c) => c.state.abbreviation),
  };
}
