import type { Company } from "../../lib/companies/companies-api";
import { CITY_SORTS } from "../../lib/directory/city-listing";
import { GeoIndex } from "../../lib/directory/geo-index";
import type { CitySummary } from "../../lib/directory/summaries";
import type { LatLng } from "../../lib/geo";
import { DIRECTORY_PAGE_SIZE } from "../../lib/pagination";
import { companyDirectoryPath, companyProfilePath } from "../../lib/routes";
import {
  cityEntryPath,
  cityNeighbours,
  cityPageEntries,
  type Directory,
  FARTHEST_NEIGHBOUR_MILES,
  similarMovers,
} from "../directory/directory-pages";

/**
 * Which company-driven pages (profiles, city pages, company directory pages) differ between two
 * snapshots' directories, for an incremental rebuild. A page is re-rendered when what it shows
 * differs: its own companies, or the neighbours it lists. Only pages within reach of a changed
 * company are compared, since no page lists a neighbour farther than FARTHEST_NEIGHBOUR_MILES.
 * Every other route (home, states, services...) is cheap and always rendered in full.
 */
export interface PagePlan {
  /** Companies added, removed, or changed in any field. */
  changedCompanies: number;
  /** URL paths of the pages to render. */
  render: string[];
  /** URL paths of pages the new data no longer has. */
  remove: string[];
  /** How many company-driven pages the new data has in all. */
  total: number;
}

const json = (value: unknown) => JSON.stringify(value);

function changedCompanies(before: Directory, after: Directory): { ids: Set<number>; places: LatLng[]; cityIds: Set<number> } {
  const beforeById = new Map(before.companies.map((c) => [c.id, c]));
  const afterById = new Map(after.companies.map((c) => [c.id, c]));
  const ids = new Set<number>();
  // A planner that knows the changed companies hands the same objects for the others: equal without serialising.
  for (const [id, c] of afterById) {
    const was = beforeById.get(id);
    if (was !== c && json(was) !== json(c)) ids.add(id);
  }
  for (const id of beforeById.keys()) if (!afterById.has(id)) ids.add(id);
  const versions = [...ids].flatMap((id) => [beforeById.get(id), afterById.get(id)]).filter((c): c is Company => c !== undefined);
  const cityIds = new Set(versions.map((c) => c.city.id));
  // City pages measure from city centres, so the changed companies' towns count as changed places too.
  const centres = [...before.cities, ...after.cities].filter((c) => cityIds.has(c.id));
  return { ids, places: [...versions, ...centres], cityIds };
}

/** True for points within reach of a changed company (with a mile to spare for rounding). */
function reachOf(places: LatLng[]): (point: LatLng) => boolean {
  const index = new GeoIndex(places);
  return (point) => index.nearest(point, { limit: 1, maxMiles: FARTHEST_NEIGHBOUR_MILES + 1 }).length > 0;
}

function profiles(before: Directory, after: Directory, changed: Set<number>, inReach: (p: LatLng) => boolean): string[] {
  const beforeById = new Map(before.companies.map((c) => [c.id, c]));
  const model = (d: Directory, c: Company) => json([c, similarMovers(d, c)]);
  return after.companies
    .filter((c) => {
      if (changed.has(c.id)) return true;
      if (!inReach(c)) return false;
      const was = beforeById.get(c.id);
      return was === undefined || model(before, was) !== model(after, c);
    })
    .map((c) => companyProfilePath(c.slug));
}

function cityPages(before: Directory, after: Directory, changedCities: Set<number>, inReach: (p: LatLng) => boolean): string[] {
  const beforeCities = new Map(before.cities.map((c) => [c.id, c]));
  const model = (d: Directory, city: CitySummary | undefined) => {
    if (!city) return "";
    const state = d.stateByAbbreviation.get(city.state);
    const movers = CITY_SORTS.map((s) => d.cityCompanies(city.id, s.key).map((c) => c.id));
    return json([city, state?.name, state?.slug, movers, d.listedByCity.get(city.id) ?? [], cityNeighbours(d, city)]);
  };
  const differs = new Set(
    after.cities
      .filter((city) => changedCities.has(city.id) || (inReach(city) && model(before, beforeCities.get(city.id)) !== model(after, city)))
      .map((city) => city.id),
  );
  return cityPageEntries(after)
    .filter((entry) => differs.has(entry.props.city.id))
    .map(cityEntryPath);
}

/** The company directory's later pages (page 1 is its own route, always rendered). */
function directoryPages(before: Directory, after: Directory, changed: Set<number>): string[] {
  const frame = (d: Directory) => json([d.states.map((s) => [s.slug, s.name, s.companyCount]), d.directoryOrder.length]);
  const sameFrame = frame(before) === frame(after);
  const ids = (d: Directory, page: number) => d.directoryOrder.slice((page - 1) * DIRECTORY_PAGE_SIZE, page * DIRECTORY_PAGE_SIZE).map((c) => c.id);
  const paths: string[] = [];
  for (let page = 2; (page - 1) * DIRECTORY_PAGE_SIZE < after.directoryOrder.length; page++) {
    const shown = ids(after, page);
    if (!sameFrame || json(shown) !== json(ids(before, page)) || shown.some((id) => changed.has(id))) paths.push(companyDirectoryPath(page));
  }
  return paths;
}

function allPaths(d: Directory): string[] {
  const pages = Math.ceil(d.directoryOrder.length / DIRECTORY_PAGE_SIZE);
  return [
    ...d.companies.map((c) => companyProfilePath(c.slug)),
    ...cityPageEntries(d).map(cityEntryPath),
    ...Array.from({ length: Math.max(0, pages - 1) }, (_, i) => companyDirectoryPath(i + 2)),
  ];
}

export function planPages(before: Directory, after: Directory): PagePlan {
  const { ids, places, cityIds } = changedCompanies(before, after);
  const inReach = reachOf(places);
  const now = allPaths(after);
  const kept = new Set(now);
  return {
    changedCompanies: ids.size,
    render:
      ids.size === 0
        ? []
        : [...profiles(before, after, ids, inReach), ...cityPages(before, after, cityIds, inReach), ...directoryPages(before, after, ids)],
    remove: allPaths(before).filter((p) => !kept.has(p)),
    total: now.length,
  };
}
