import { LRUCache } from "lru-cache";
import { foldAscii } from "../../lib/search/fold-ascii";
import { perConnection } from "../db/snapshot/connection-memo";
import { type Db, statement as prepared } from "../db/snapshot/snapshot";
import { COLUMN_WEIGHTS, nameMatches } from "./name-index";
import type { Box } from "./nearest";
import {
  type LocatedCompany,
  pageOfLists,
  type RankedPositions,
  type ReputationRanking,
  rankByName,
  rankByRelevance,
  reputationRanking,
  serviceRanking,
} from "./search-ranking";

/**
 * Site search queries: company names through the `companies_fts` index (migration 4), listed
 * companies of cities and states, and listed companies inside a lat/lng box for nearest-first
 * answers. Pages are picked here; the companies themselves are loaded by slug afterwards.
 */

/** One page of slugs and the number of matches across all pages. */
export interface SlugPage {
  slugs: string[];
  total: number;
}

export interface ZipPlace {
  zip: string;
  lat: number;
  lng: number;
  city: string;
  state: string;
  cityId: number;
  citySlug: string;
  stateSlug: string;
}

export interface CityMatch {
  id: number;
  name: string;
  slug: string;
  state: string;
  stateSlug: string;
  lat: number;
  lng: number;
  /** Listed companies in the city. */
  listed: number;
}

export interface Paging {
  limit: number;
  offset: number;
}

/** Column weights of bm25(): the name counts ten times as much as the city or the state (COLUMN_WEIGHTS of the in-memory index). */
const BM25_WEIGHTS = COLUMN_WEIGHTS.map((w) => w.toFixed(1)).join(", ");

const count = (db: Db, sql: string, ...params: unknown[]): number => (prepared<unknown[], { n: number }>(db, sql).get(...params) as { n: number }).n;

const slugsOf = (rows: Array<{ slug: string }>) => rows.map((r) => r.slug);

/**
 * Keeps companies offering the service whose slug is the next parameter: one index look-up per
 * row, never a list of every company offering it. Queries take it as an optional last filter
 * (where the query's service marker comment stands); with no service the clause and its
 * parameter are left out.
 */
const SERVICE_EXISTS = `AND EXISTS (SELECT 1 FROM company_services cs
    WHERE cs.company_id = c.id AND cs.service_id = (SELECT id FROM services WHERE slug = ?))`;

// `sql` with its service marker comment replaced by the service clause, or removed.
const withService = (sql: string, service: string | null | undefined) => sql.replace("/*service*/", service ? SERVICE_EXISTS : "");
const serviceParams = (service: string | null | undefined): string[] => (service ? [service] : []);

/** Above this many matches, relevance says little ("movers"): rank by reputation alone. */
export const BM25_MAX_MATCHES = 1000;

/**
 * Listed companies whose name, city or state match an FTS5 expression (`toFtsMatch`), best
 * first: the name equal to `text`, then names starting with it, then bm25 relevance scaled by
 * reputation (Bayesian rating / 5), so among equally good matches the better-reviewed mover
 * wins. A very common word skips bm25, which costs a few µs a row.
 */
export function searchCompaniesByName(db: Db, query: { match: string; text: string }, page: Paging, service?: string | null): SlugPage {
  if (!service) return searchAnyByName(db, query, page);
  const total = count(db, withService(COUNT_BY_NAME, service), query.match, ...serviceParams(service));
  if (total === 0 || page.offset >= total) return { slugs: [], total };
  return pageByName(db, query, page, service, total);
}

/** How many recent name searches for any service a connection keeps ranked, and how many positions (4 bytes each) in all. */
export const RANKED_SEARCHES_KEPT = 500;
export const RANKED_POSITIONS_KEPT = 2_000_000;
/**
 * How many of a search's matches are ranked when it is first asked for (five pages of 20): most
 * visitors see the first page only, and picking the first of thousands of matches costs about
 * one comparison each, where ranking them all is a sort. A page past them ranks every match.
 */
export const FIRST_RANKED = 100;

const rankedSearches = new WeakMap<Db, LRUCache<string, RankedPositions>>();

/**
 * A name search for any service, in the order of the SQL below: the index's matches are counted
 * and ranked through the connection's reputation ranking (search-ranking.ts), so no matching row
 * is read; up to BM25_MAX_MATCHES of them the index also scores them (bm25). The snapshot never
 * changes under an open connection, so the ranked positions of recent searches are kept (least
 * recently used dropped first past RANKED_SEARCHES_KEPT searches or RANKED_POSITIONS_KEPT
 * positions) and a repeated search reads only its page: the first FIRST_RANKED positions, or
 * every one once a page past them was asked for.
 */
function searchAnyByName(db: Db, query: { match: string; text: string }, page: Paging): SlugPage {
  let kept = rankedSearches.get(db);
  if (!kept) {
    kept = new LRUCache({
      max: RANKED_SEARCHES_KEPT,
      maxSize: RANKED_POSITIONS_KEPT,
      sizeCalculation: ({ positions }) => Math.max(1, positions.length),
    });
    rankedSearches.set(db, kept);
  }
  const key = `${query.match}\u0000${query.text}`;
  const wanted = page.offset + page.limit;
  let ranked = kept.get(key);
  if (!ranked || (ranked.positions.length < wanted && ranked.positions.length < ranked.total)) {
    ranked = rankAnyByName(db, query, wanted <= FIRST_RANKED ? FIRST_RANKED : Number.POSITIVE_INFINITY);
    kept.set(key, ranked);
  }
  const { slugs } = reputationRanking(db);
  return { slugs: Array.from(ranked.positions.subarray(page.offset, wanted), (position) => slugs[position]), total: ranked.total };
}

/** The first `want` ranked positions of the matches, from the connection's in-memory name index (name-index.ts) or, when it cannot answer exactly, the FTS table. */
function rankAnyByName(db: Db, query: { match: string; text: string }, want: number): RankedPositions {
  const ranking = reputationRanking(db);
  const matches = nameMatches(db, query.match);
  const ids = matches
    ? matches.ids
    : (prepared<[string], number>(db, "SELECT rowid FROM companies_fts WHERE companies_fts MATCH ?")
        .pluck(true)
        .all(query.match) as unknown as number[]);
  // Up to BM25_MAX_MATCHES listed matches are ranked by relevance; the listed ones are counted (and ranked by name) only when more rows than that matched.
  if (ids.length > BM25_MAX_MATCHES) {
    const byName = rankByName(ranking, ids, query.text, want, matches?.kept ?? false);
    if (byName.total > BM25_MAX_MATCHES) return byName;
  }
  if (matches) return rankByRelevance(ranking, matches.ids, matches.bm25, query.text, want);
  const rows = prepared<[string], [number, number]>(
    db,
    `SELECT rowid, bm25(companies_fts, ${BM25_WEIGHTS}) FROM companies_fts WHERE companies_fts MATCH ?`,
  )
    .raw(true)
    .all(query.match) as unknown as Array<[number, number]>;
  return rankByRelevance(
    ranking,
    rows.map((row) => row[0]),
    (i) => rows[i][1],
    query.text,
    want,
  );
}

/** A page of a name search narrowed to a service, through SQL: bm25 relevance, or reputation alone past BM25_MAX_MATCHES matches. */
function pageByName(db: Db, query: { match: string; text: string }, page: Paging, service: string | null, total: number): SlugPage {
  const prefix = `${query.text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const sql = withService(total > BM25_MAX_MATCHES ? BY_NAME_COMMON : BY_NAME_RELEVANCE, service);
  const rows = prepared<unknown[], { slug: string }>(db, sql).all(
    query.match,
    ...serviceParams(service),
    query.text,
    prefix,
    page.limit,
    page.offset,
  );
  return { slugs: slugsOf(rows), total };
}

const COUNT_BY_NAME = `
  SELECT count(*) AS n FROM companies_fts f JOIN companies c ON c.id = f.rowid
  WHERE companies_fts MATCH ? AND c.is_in_list = 1 /*service*/`;

const NAME_TIERS = "c.name = ? COLLATE NOCASE DESC, c.name LIKE ? ESCAPE '\\' DESC";
const REPUTATION = "bayesian_rating(c.rating, c.review_count) DESC, c.review_count DESC, c.name, c.id";

// bm25() only works next to its MATCH: score in a materialized CTE, rank outside it.
const BY_NAME_RELEVANCE = `
  WITH hits AS MATERIALIZED (
    SELECT rowid AS id, bm25(companies_fts, ${BM25_WEIGHTS}) AS score FROM companies_fts WHERE companies_fts MATCH ?
  )
  SELECT c.slug FROM hits h JOIN companies c ON c.id = h.id
  WHERE c.is_in_list = 1 /*service*/
  ORDER BY ${NAME_TIERS}, h.score * bayesian_rating(c.rating, c.review_count) / 5.0, ${REPUTATION}
  LIMIT ? OFFSET ?`;

const BY_NAME_COMMON = `
  SELECT c.slug FROM companies_fts f JOIN companies c ON c.id = f.rowid
  WHERE companies_fts MATCH ? AND c.is_in_list = 1 /*service*/
  ORDER BY ${NAME_TIERS}, ${REPUTATION}
  LIMIT ? OFFSET ?`;

/** Listed companies of a state (two-letter code) offering `service` if given, best reputation first. */
export function listStateCompanies(db: Db, state: string, page: Paging, service?: string | null): SlugPage {
  return rankedPage(db, (ranking) => [offering(db, ranking.byState.get(state) ?? [], service)], page);
}

/**
 * Listed companies of the given cities (offering `service` if given): city by city in the order
 * given (largest first, as `findCities` returns them), each city's best reputation first.
 */
export function listCityCompanies(db: Db, cityIds: readonly number[], page: Paging, service?: string | null): SlugPage {
  return rankedPage(db, (ranking) => cityIds.map((id) => offering(db, ranking.byCity.get(id) ?? [], service)), page);
}

/** The positions of `positions` whose company offers `service` (all of them when none is given). */
function offering(db: Db, positions: readonly number[], service: string | null | undefined): readonly number[] {
  if (!service) return positions;
  const { offers } = serviceRanking(db, service);
  return positions.filter((position) => offers[position] === 1);
}

/** One page of the given lists of the reputation ranking, one after the other: no row read, no sort. */
function rankedPage(db: Db, lists: (ranking: ReputationRanking) => ReadonlyArray<readonly number[]>, page: Paging): SlugPage {
  const ranking = reputationRanking(db);
  const { positions, total } = pageOfLists(lists(ranking), page.offset, page.limit);
  return { slugs: positions.map((position) => ranking.slugs[position]), total };
}

type CityRow = Omit<CityMatch, "listed">;

/** Each city by its name with ASCII letters folded (as NOCASE compares), largest first (by ZIP count), then by id. */
const citiesByName = perConnection<Map<string, CityRow[]>>();

/**
 * Cities named `name` (case-insensitive), in one state if given, largest first (by ZIP count),
 * each with its number of listed companies. The cities are read once per connection (about
 * 30,000 rows, a few MB): a search tries one or two names per request, and each query cost
 * 50-100 µs in the busy server against about 1 µs for a look-up in memory.
 */
export function findCities(db: Db, name: string, state: string | null): CityMatch[] {
  const { byCity } = reputationRanking(db);
  const byName = citiesByName(db, "", () => {
    const map = new Map<string, CityRow[]>();
    const rows = prepared<[], CityRow>(
      db,
      `SELECT ci.id, ci.name, ci.slug, ci.state, s.slug AS stateSlug, ci.lat, ci.lng
       FROM cities ci JOIN states s ON s.abbreviation = ci.state
       ORDER BY ci.zip_count DESC, ci.id`,
    ).all();
    for (const city of rows) {
      const key = foldAscii(city.name);
      const list = map.get(key);
      if (list) list.push(city);
      else map.set(key, [city]);
    }
    return map;
  });
  return (byName.get(foldAscii(name)) ?? [])
    .filter((city) => state === null || city.state === state)
    .map(({ id, name, slug, state, stateSlug, lat, lng }) => ({ id, name, slug, state, stateSlug, lat, lng, listed: byCity.get(id)?.length ?? 0 }));
}

/**
 * The ZIP codes looked up on a connection, each read once: a ZIP search then costs a look-up in
 * memory, not a query of 50-100 µs in the busy server. Filled on demand rather than read whole
 * (about 41,000 rows, 0.2 s at a cold start); unknown ZIPs are kept too, so the map never holds
 * more entries than there are five-digit codes.
 */
const zipPlaces = perConnection<Map<string, ZipPlace | null>>();

/** A ZIP code's centre and its city, or undefined for an unknown ZIP. */
export function findZip(db: Db, zip: string): ZipPlace | undefined {
  const places = zipPlaces(db, "", () => new Map());
  let place = places.get(zip);
  if (place === undefined) {
    place =
      prepared<[string], ZipPlace>(
        db,
        `SELECT z.zip, z.lat, z.lng, ci.name AS city, ci.state, ci.id AS cityId, ci.slug AS citySlug, s.slug AS stateSlug
         FROM zip_codes z JOIN cities ci ON ci.id = z.city_id JOIN states s ON s.abbreviation = ci.state
         WHERE z.zip = ?`,
      ).get(zip) ?? null;
    if (/^\d{5}$/.test(zip)) places.set(zip, place);
  }
  return place ?? undefined;
}

/** Number of listed companies in a city (whether its directory page exists). */
export function countCityCompanies(db: Db, cityId: number): number {
  return reputationRanking(db).byCity.get(cityId)?.length ?? 0;
}

/**
 * Listed companies (offering `service`, if given) in the box `lat ± dLat`, `lng ± dLng` through
 * the companies_geo R*Tree, plus possibly a few just outside it (the tree keeps coordinates as
 * 32-bit floats, rounded outwards): callers keep only those inside the box and within their radius.
 */
export function listCompaniesInBox(db: Db, box: Box, service?: string | null): LocatedCompany[] {
  return prepared<unknown[], LocatedCompany>(
    db,
    `SELECT c.slug, c.name, c.lat, c.lng, c.rating, c.review_count AS reviewCount
     FROM companies_geo g JOIN companies c ON c.id = g.id
     WHERE g.max_lat >= ? AND g.min_lat <= ? AND g.max_lng >= ? AND g.min_lng <= ?${service ? ` ${SERVICE_EXISTS}` : ""}`,
  ).all(box.minLat, box.maxLat, box.minLng, box.maxLng, ...serviceParams(service));
}

/** The precomputed size of a nearest-first answer for any service around a ZIP code ("90210") or a city ("city:12"), packed (see nearest.ts). */
export function findNearestTotal(db: Db, origin: string): number | undefined {
  return prepared<[string], { total: number }>(db, "SELECT total FROM nearest_totals WHERE origin = ?").get(origin)?.total;
}

/** Listed companies offering a service, anywhere, best reputation first. */
export function listServiceCompanies(db: Db, service: string, page: Paging): SlugPage {
  return rankedPage(db, () => [serviceRanking(db, service).positions], page);
}
