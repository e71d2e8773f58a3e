import { type Db, statement } from "./snapshot";

/**
 * The listed companies in reputation order (Bayesian rating, review count, name, id: the order
 * every search list ends with), read once per connection: the snapshot never changes under an
 * open connection. A search that matches many companies ranks them from here instead of reading
 * each matching row and computing its reputation per request.
 */
export interface ReputationRanking {
  /** Position in reputation order (0 = best) of each listed company, by id; unlisted companies are absent. */
  rank: Map<number, number>;
  /** Slug and name of the company at each position. */
  slugs: string[];
  names: string[];
  /** The Bayesian rating (`bayesian_rating`) of the company at each position. */
  bayesian: number[];
  /** The positions of each city's and each state's listed companies, best first. */
  byCity: Map<number, number[]>;
  byState: Map<string, number[]>;
}

const push = <K>(map: Map<K, number[]>, key: K, position: number) => {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
};

const rankings = new WeakMap<Db, ReputationRanking>();

export function reputationRanking(db: Db): ReputationRanking {
  let ranking = rankings.get(db);
  if (!ranking) {
    const rows = statement<[], [number, string, string, number, string, number]>(
      db,
      `SELECT c.id, c.slug, c.name, c.city_id, ci.state, bayesian_rating(c.rating, c.review_count) FROM companies c JOIN cities ci ON ci.id = c.city_id WHERE c.is_in_list = 1
       ORDER BY bayesian_rating(c.rating, c.review_count) DESC, c.review_count DESC, c.name, c.id`,
    )
      .raw(true)
      .all() as unknown as Array<[number, string, string, number, string, number]>;
    ranking = { rank: new Map(), slugs: [], names: [], bayesian: [], byCity: new Map(), byState: new Map() };
    for (const [position, [id, slug, name, cityId, state, bayesian]] of rows.entries()) {
      ranking.rank.set(id, position);
      ranking.slugs.push(slug);
      ranking.names.push(name);
      ranking.bayesian.push(bayesian);
      push(ranking.byCity, cityId, position);
      push(ranking.byState, state, position);
    }
    rankings.set(db, ranking);
  }
  return ranking;
}

/** SQLite's NOCASE and LIKE fold ASCII letters only; so does this. */
const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * The positions (in reputation order) of the listed companies among `ids`, ordered as a name
 * search orders them: the name equal to `text` (ASCII case ignored, as `= ? COLLATE NOCASE`),
 * then names starting with it (as `LIKE 'text%'`), then the rest, each by reputation. Only a
 * name's first `text.length` characters are folded, and the keys sort as numbers.
 */
export function rankByName(ranking: ReputationRanking, ids: readonly number[], text: string): number[] {
  const tierOf = nameTier(text);
  const size = ranking.names.length;
  const keys = new Float64Array(ids.length);
  let n = 0;
  for (const id of ids) {
    const position = ranking.rank.get(id);
    if (position === undefined) continue;
    keys[n++] = tierOf(ranking.names[position]) * size + position;
  }
  return Array.from(keys.subarray(0, n).sort(), (key) => key % size);
}

/**
 * {@link rankByName} with relevance between the name tiers and reputation: `hits` are index
 * matches as [id, bm25 score], ranked by score × Bayesian rating / 5 (lower is better, as bm25),
 * so among equally good matches the better-reviewed mover wins.
 */
export function rankByRelevance(ranking: ReputationRanking, hits: ReadonlyArray<readonly [number, number]>, text: string): number[] {
  const tierOf = nameTier(text);
  const keyed: Array<{ tier: number; score: number; position: number }> = [];
  for (const [id, bm25] of hits) {
    const position = ranking.rank.get(id);
    if (position === undefined) continue;
    keyed.push({ tier: tierOf(ranking.names[position]), score: (bm25 * ranking.bayesian[position]) / 5.0, position });
  }
  return keyed.sort((a, b) => a.tier - b.tier || a.score - b.score || a.position - b.position).map((k) => k.position);
}

/** 0 for a name equal to `text`, 1 for one starting with it, 2 otherwise; only a name's first `text.length` characters are folded. */
function nameTier(text: string): (name: string) => number {
  const wanted = foldAscii(text);
  return (name) => {
    if (name.length < wanted.length || foldAscii(name.slice(0, wanted.length)) !== wanted) return 2;
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
