import { foldAscii } from "../../lib/search/fold-ascii";
import { firstNotHolding } from "../../lib/sorted";
import { perConnection } from "../db/snapshot/connection-memo";
import { type Db, statement } from "../db/snapshot/snapshot";
import { firstInOrder, smallestValues } from "./first-in-order";

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

/** A listed company with what nearest-first ranking needs (search-answers.ts). */
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

/**
 * Working arrays shared by every ranking on this thread (a ranking is synchronous and never
 * re-entered, and returns none of them), grown to the next power of two when too short. A typed
 * array made per search costs an ArrayBuffer each: in a profile of the name searches at 100,000
 * companies, making them was a seventh of ranking a search's thousand-odd matches.
 */
interface Work {
  keys: Float64Array;
  scores: Float64Array;
  positions: Int32Array;
  tiers: Uint8Array;
  marks: Uint8Array;
  pairs: Int32Array;
}
const work: Work = {
  keys: new Float64Array(0),
  scores: new Float64Array(0),
  positions: new Int32Array(0),
  tiers: new Uint8Array(0),
  marks: new Uint8Array(0),
  pairs: new Int32Array(0),
};
const workTypes = { keys: Float64Array, scores: Float64Array, positions: Int32Array, tiers: Uint8Array, marks: Uint8Array, pairs: Int32Array };

/** The working array of this kind, at least `length` long; its entries are left from earlier rankings. */
function workArray<K extends keyof Work>(kind: K, length: number): Work[K] {
  if (work[kind].length < length) work[kind] = new workTypes[kind](2 ** Math.ceil(Math.log2(length))) as Work[K];
  return work[kind];
}

/** The first positions of a search's ranked matches (every one when there are `total`), and how many matches it has in all. */
export interface RankedPositions {
  positions: Int32Array;
  total: number;
}

/**
 * The positions (in reputation order) of the listed companies among `ids` (each id once),
 * ordered as a name search orders them: the name equal to `text` (ASCII case ignored, as
 * `= ? COLLATE NOCASE`), then names starting with it (as `LIKE 'text%'`), then the rest, each by
 * reputation; the first `want` of them, or all. Only a name's first `text.length` characters are
 * folded, and the keys sort as numbers. `kept`: the caller keeps `ids` unchanged while it
 * references it (see {@link placed}).
 */
export function rankByName(
  ranking: ReputationRanking,
  ids: ArrayLike<number>,
  text: string,
  want = Number.POSITIVE_INFINITY,
  kept = false,
): RankedPositions {
  const tiers = nameTiers(ranking, text);
  const pairs = placed(nameOrder(ranking), ids, kept);
  const size = ranking.names.length;
  if (ids.length * Math.log2(ids.length + 1) > size / 4) return rankByMarking(ranking, pairs, ids.length, tiers, want);
  const keys = workArray("keys", ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const position = pairs[2 * i];
    if (position < 0) continue;
    keys[n++] = tierOf(tiers, pairs[2 * i + 1]) * size + position;
  }
  const first = want >= n ? keys.subarray(0, n).sort() : smallestValues(keys, n, want);
  const positions = new Int32Array(first.length);
  for (let i = 0; i < first.length; i++) positions[i] = first[i] % size;
  return { positions, total: n };
}

/**
 * {@link rankByName} for many matches: each match's tier is marked at its position, and one walk
 * through the positions in reputation order lists each tier's matches, stopping once it has the
 * `want` first of them; so the cost is at most the directory's size rather than sorting the
 * matches (about 20,000 for "and" at 100,000 companies), and for a first page usually a few
 * hundred positions.
 */
function rankByMarking(ranking: ReputationRanking, pairs: Int32Array, count: number, tiers: NameTiers, want: number): RankedPositions {
  const marks = workArray("marks", ranking.names.length).fill(0, 0, ranking.names.length);
  const counts = [0, 0, 0];
  for (let i = 0; i < count; i++) {
    const position = pairs[2 * i];
    if (position < 0) continue;
    const tier = tierOf(tiers, pairs[2 * i + 1]);
    marks[position] = tier + 1;
    counts[tier]++;
  }
  const total = counts[0] + counts[1] + counts[2];
  // How many of each tier the answer takes: all of the better tiers before any of the next.
  const takes = [0, 0, 0];
  let room = Math.min(want, total);
  for (let tier = 0; tier < 3; tier++) {
    takes[tier] = Math.min(room, counts[tier]);
    room -= takes[tier];
  }
  const starts = [0, takes[0], takes[0] + takes[1]];
  const filled = [0, 0, 0];
  const positions = new Int32Array(takes[0] + takes[1] + takes[2]);
  let missing = positions.length;
  for (let position = 0; missing > 0; position++) {
    const tier = marks[position] - 1;
    if (tier >= 0 && filled[tier] < takes[tier]) {
      positions[starts[tier] + filled[tier]++] = position;
      missing--;
    }
  }
  return { positions, total };
}

/**
 * {@link rankByName} with relevance between the name tiers and reputation: `ids` are index
 * matches and `bm25Of(i)` the score of `ids[i]`, ranked by score × Bayesian rating / 5 (lower is
 * better, as bm25), so among equally good matches the better-reviewed mover wins; the first
 * `want` of them, or all.
 */
export function rankByRelevance(
  ranking: ReputationRanking,
  ids: ArrayLike<number>,
  bm25Of: (index: number) => number,
  text: string,
  want = Number.POSITIVE_INFINITY,
): RankedPositions {
  const tiers = nameTiers(ranking, text);
  const { facts } = nameOrder(ranking);
  const tierAt = workArray("tiers", ids.length);
  const scores = workArray("scores", ids.length);
  const positions = workArray("positions", ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const at = factsAt(facts, ids[i]);
    if (at < 0) continue;
    tierAt[n] = tierOf(tiers, facts[at + PLACE]);
    scores[n] = (bm25Of(i) * facts[at + BAYESIAN]) / 5.0;
    positions[n++] = facts[at];
  }
  const first = firstInOrder(n, want, (a, b) => tierAt[a] - tierAt[b] || scores[a] - scores[b] || positions[a] - positions[b]);
  const ranked = new Int32Array(first.length);
  for (let i = 0; i < first.length; i++) ranked[i] = positions[first[i]];
  return { positions: ranked, total: n };
}

/**
 * Where a name search's tiers fall in folded-name order: the names equal to the text (ASCII case
 * ignored) at places `start` to `equalEnd`, then those starting with it up to `end`. Folding
 * only ASCII letters keeps every character where it was, so comparing the folded name's start is
 * comparing its first `text.length` characters folded. In folded-name order the names starting
 * with the text are one run, the name itself first, so three binary searches find them, and a
 * match's tier is where its place falls: no name is read per match.
 */
interface NameTiers {
  start: number;
  equalEnd: number;
  end: number;
}

function nameTiers(ranking: ReputationRanking, text: string): NameTiers {
  const wanted = foldAscii(text);
  const { folded } = ranking;
  const { byName } = nameOrder(ranking);
  const nameAt = (place: number) => folded[byName[place]];
  const start = firstNotHolding(0, byName.length, (place) => nameAt(place) < wanted);
  const equalEnd = firstNotHolding(start, byName.length, (place) => nameAt(place) === wanted);
  const end = firstNotHolding(equalEnd, byName.length, (place) => nameAt(place).startsWith(wanted));
  return { start, equalEnd, end };
}

/** 0 for the name at `place` equal to the text, 1 for one starting with it, 2 otherwise. */
const tierOf = ({ start, equalEnd, end }: NameTiers, place: number): number => (place < start || place >= end ? 2 : place < equalEnd ? 0 : 1);

/**
 * The listed companies' positions sorted by folded name (UTF-16 order, ties by position), and
 * what ranking a match reads, by id: its position, its place in that order and its Bayesian
 * rating side by side (FACTS numbers an id), so a match costs one look-up in memory rather than
 * one in each of three arrays as big as the directory.
 */
interface NameOrder {
  byName: Int32Array;
  facts: Float64Array;
  /** {@link placed} of the kept arrays of ids ranked so far. */
  placed: WeakMap<ArrayLike<number>, Int32Array>;
}

const FACTS = 3;
const PLACE = 1;
const BAYESIAN = 2;

/** Where an id's facts start, or -1 for an id that is not listed. */
const factsAt = (facts: Float64Array, id: number): number => {
  const at = id * FACTS;
  return at < facts.length && facts[at] >= 0 ? at : -1;
};

/**
 * The position and the place in folded-name order of each of `ids`, two integers an id in the
 * order given (-1 for an id not listed). Each id costs a look-up in `facts`, at random: at
 * 100,000 companies most miss the processor's cache. For an array the name index keeps unchanged
 * (`kept`: one word's or one prefix's rows, searched again by every query typed from it) they are
 * looked up once and kept beside it while it lives, 8 bytes an id, and then read in order: at
 * most 5.4 MB for every word's rows at 100,000 companies (669,000 rows), plus 8 bytes for each
 * row of the prefix unions the name index keeps (32 MB at its cap).
 */
function placed(order: NameOrder, ids: ArrayLike<number>, kept: boolean): Int32Array {
  const known = kept ? order.placed.get(ids) : undefined;
  if (known) return known;
  const pairs = kept ? new Int32Array(2 * ids.length) : workArray("pairs", 2 * ids.length);
  const { facts } = order;
  for (let i = 0; i < ids.length; i++) {
    const at = factsAt(facts, ids[i]);
    pairs[2 * i] = at < 0 ? -1 : facts[at];
    pairs[2 * i + 1] = at < 0 ? -1 : facts[at + PLACE];
  }
  if (kept) order.placed.set(ids, pairs);
  return pairs;
}

const nameOrders = new WeakMap<ReputationRanking, NameOrder>();

/** {@link NameOrder} of a ranking, sorted on its first name search. */
function nameOrder(ranking: ReputationRanking): NameOrder {
  let order = nameOrders.get(ranking);
  if (!order) {
    const { folded, positionById, bayesian } = ranking;
    const byName = Int32Array.from(folded.keys()).sort((a, b) => (folded[a] < folded[b] ? -1 : folded[a] > folded[b] ? 1 : a - b));
    const placeOf = new Int32Array(byName.length);
    for (let place = 0; place < byName.length; place++) placeOf[byName[place]] = place;
    const facts = new Float64Array(positionById.length * FACTS).fill(-1);
    for (const [id, position] of positionById.entries()) {
      if (position < 0) continue;
      facts[id * FACTS] = position;
      facts[id * FACTS + PLACE] = placeOf[position];
      facts[id * FACTS + BAYESIAN] = bayesian[position];
    }
    order = { byName, facts, placed: new WeakMap() };
    nameOrders.set(ranking, order);
  }
  return order;
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
