import { perConnection } from "./connection-memo";
import { type Db, statement } from "./snapshot";

/**
 * The listed companies in reputation order (Bayesian rating, review count, name, id: the order
 * every search list ends with), read once per connection: the snapshot never changes under an
 * open connection. A search that matches many companies ranks them from here instead of reading
 * each matching row and computing its reputation per request.
 */
export interface ReputationRanking {
  /** Position in reputation order (0 = best) of each listed company, indexed by id; -1 for an id not listed. */
  positionById: Int32Array;
  /** Slug and name of the company at each position. */
  slugs: string[];
  names: string[];
  /** Each name with its ASCII letters in lower case (as SQLite's NOCASE folds them). */
  folded: string[];
  /** The Bayesian rating (`bayesian_rating`) of the company at each position. */
  bayesian: number[];
  /** The positions of each city's and each state's listed companies, best first. */
  byCity: Map<number, number[]>;
  byState: Map<string, number[]>;
}

/** A listed company as the ranking holds it. */
export interface RankedCompany {
  id: number;
  slug: string;
  name: string;
  cityId: number;
  state: string;
  bayesian: number;
}

const push = <K>(map: Map<K, number[]>, key: K, position: number) => {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
};

/** The ranking of companies given best first. */
export function buildRanking(companies: readonly RankedCompany[]): ReputationRanking {
  const maxId = companies.reduce((max, c) => Math.max(max, c.id), 0);
  const ranking: ReputationRanking = {
    positionById: new Int32Array(maxId + 1).fill(-1),
    slugs: [],
    names: [],
    folded: [],
    bayesian: [],
    byCity: new Map(),
    byState: new Map(),
  };
  for (const [position, c] of companies.entries()) {
    ranking.positionById[c.id] = position;
    ranking.slugs.push(c.slug);
    ranking.names.push(c.name);
    ranking.folded.push(foldAscii(c.name));
    ranking.bayesian.push(c.bayesian);
    push(ranking.byCity, c.cityId, position);
    push(ranking.byState, c.state, position);
  }
  return ranking;
}

/** A listed company with what nearest-first ranking needs (search.ts). */
export interface LocatedCompany {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  rating: number | null;
  reviewCount: number;
}

const rankings = new WeakMap<Db, { ranking: ReputationRanking; located: LocatedCompany[] }>();

/** The connection's ranking and its located companies, from one read of the listed companies. */
function rankedConnection(db: Db): { ranking: ReputationRanking; located: LocatedCompany[] } {
  let ranked = rankings.get(db);
  if (!ranked) {
    const rows = statement<[], RankedCompany & Omit<LocatedCompany, "slug" | "name">>(
      db,
      `SELECT c.id, c.slug, c.name, c.city_id AS cityId, ci.state, bayesian_rating(c.rating, c.review_count) AS bayesian,
         c.lat, c.lng, c.rating, c.review_count AS reviewCount
       FROM companies c JOIN cities ci ON ci.id = c.city_id WHERE c.is_in_list = 1
       ORDER BY bayesian_rating(c.rating, c.review_count) DESC, c.review_count DESC, c.name, c.id`,
    ).all();
    const located = rows.map(({ slug, name, lat, lng, rating, reviewCount }) => ({ slug, name, lat, lng, rating, reviewCount }));
    ranked = { ranking: buildRanking(rows), located };
    rankings.set(db, ranked);
  }
  return ranked;
}

export function reputationRanking(db: Db): ReputationRanking {
  return rankedConnection(db).ranking;
}

/**
 * Every listed company with what nearest-first ranking needs, at its position in the reputation
 * ranking, read with the ranking: nearest-first answers pick their movers from memory
 * (nearest-service.ts) instead of reading the rows around the origin per request.
 */
export function locatedCompanies(db: Db): readonly LocatedCompany[] {
  return rankedConnection(db).located;
}

/** The listed companies offering one service: their positions in reputation order, and whether each position offers it. */
export interface ServiceRanking {
  positions: number[];
  offers: Uint8Array;
}

const serviceRankings = perConnection<ServiceRanking>();

/** {@link ServiceRanking} of the service with this slug (empty for an unknown one), read once per connection. */
export function serviceRanking(db: Db, service: string): ServiceRanking {
  return serviceRankings(db, service, () => {
    const ranking = reputationRanking(db);
    const ids = statement<[string], number>(
      db,
      "SELECT cs.company_id FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE s.slug = ?",
    )
      .pluck(true)
      .all(service) as unknown as number[];
    const offers = new Uint8Array(ranking.names.length);
    for (const id of ids) {
      const position = positionOf(ranking, id);
      if (position >= 0) offers[position] = 1;
    }
    const positions: number[] = [];
    for (const [position, offered] of offers.entries()) if (offered) positions.push(position);
    return { positions, offers };
  });
}

const positionOf = (ranking: ReputationRanking, id: number): number => (id < ranking.positionById.length ? ranking.positionById[id] : -1);

/** SQLite's NOCASE and LIKE fold ASCII letters only; so does this. */
export const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * The positions (in reputation order) of the listed companies among `ids`, ordered as a name
 * search orders them: the name equal to `text` (ASCII case ignored, as `= ? COLLATE NOCASE`),
 * then names starting with it (as `LIKE 'text%'`), then the rest, each by reputation. Only a
 * name's first `text.length` characters are folded, and the keys sort as numbers.
 */
export function rankByName(ranking: ReputationRanking, ids: ArrayLike<number> & Iterable<number>, text: string): number[] {
  const tierOf = nameTier(ranking, text);
  const size = ranking.names.length;
  if (ids.length * Math.log2(ids.length + 1) > size / 4) return rankByMarking(ranking, ids, tierOf);
  const keys = new Float64Array(ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const position = positionOf(ranking, ids[i]);
    if (position >= 0) keys[n++] = tierOf(position) * size + position;
  }
  const sorted = keys.subarray(0, n).sort();
  const positions = new Array<number>(n);
  for (let i = 0; i < n; i++) positions[i] = sorted[i] % size;
  return positions;
}

/**
 * {@link rankByName} for many matches: each match's tier is marked at its position, and one walk
 * through every position in reputation order lists the tiers one after the other, so the cost is
 * the directory's size rather than sorting the matches (about 20,000 for "and" at 100,000 companies).
 */
function rankByMarking(ranking: ReputationRanking, ids: Iterable<number>, tierOf: (position: number) => number): number[] {
  const marks = new Uint8Array(ranking.names.length);
  for (const id of ids) {
    const position = positionOf(ranking, id);
    if (position >= 0) marks[position] = tierOf(position) + 1;
  }
  const tiers: number[][] = [[], [], []];
  for (let position = 0; position < marks.length; position++) if (marks[position] > 0) tiers[marks[position] - 1].push(position);
  return tiers[0].concat(tiers[1], tiers[2]);
}

/**
 * {@link rankByName} with relevance between the name tiers and reputation: `hits` are index
 * matches as [id, bm25 score], ranked by score × Bayesian rating / 5 (lower is better, as bm25),
 * so among equally good matches the better-reviewed mover wins.
 */
export function rankByRelevance(ranking: ReputationRanking, hits: Iterable<readonly [number, number]>, text: string): number[] {
  const tierOf = nameTier(ranking, text);
  const keyed: Array<{ tier: number; score: number; position: number }> = [];
  for (const [id, bm25] of hits) {
    const position = positionOf(ranking, id);
    if (position >= 0) keyed.push({ tier: tierOf(position), score: (bm25 * ranking.bayesian[position]) / 5.0, position });
  }
  return keyed.sort((a, b) => a.tier - b.tier || a.score - b.score || a.position - b.position).map((k) => k.position);
}

/**
 * 0 for the company at a position whose name equals `text`, 1 for one starting with it, 2
 * otherwise, ASCII case ignored: folding only ASCII letters keeps every character where it was,
 * so comparing the folded name's start is comparing its first `text.length` characters folded.
 */
function nameTier(ranking: ReputationRanking, text: string): (position: number) => number {
  const wanted = foldAscii(text);
  return (position) => {
    const name = ranking.folded[position];
    if (!name.startsWith(wanted)) return 2;
    return name.length === wanted.length ? 0 : 1;
  };
}

/** One page of the concatenated lists' positions and their total length, without building the whole list. */
export function pageOfLists(lists: ReadonlyArray<readonly number[]>, offset: number, limit: number): { positions: number[]; total: number } {
  const positions: number[] = [];
  let skip = offset;
  let total = 0;
  for (const list of lists) {
    total += list.length;
    if (positions.length >= limit) continue;
    if (skip >= list.length) {
      skip -= list.length;
      continue;
    }
    positions.push(...list.slice(skip, skip + limit - positions.length));
    skip = 0;
  }
  return { positions, total };
}
