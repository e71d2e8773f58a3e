import { LRUCache } from "lru-cache";
import { firstNotHolding } from "../../lib/sorted";
import { perConnection } from "../db/snapshot/connection-memo";
import { type Db, statement } from "../db/snapshot/snapshot";

/**
 * The site search's name index (`companies_fts`: name, city, state) held in memory per snapshot
 * connection. It answers the expressions `toFtsMatch` writes (`"word" "word"*`: every word, the
 * last as a prefix) with the rows the FTS table matches and the bm25 scores FTS5 computes (the
 * same operations; JavaScript's logarithm may round its last bit differently from the C
 * library's), without decoding the index's lists per query. FTS5 reads every matching row of
 * each word's list and, for bm25, every row of each word's list again to count it
 * (xQueryPhrase); a common word (tens of thousands of rows at 100,000 companies) then costs
 * milliseconds per search. Here a word is a sorted array of ids, and a search costs about the
 * rows of its rarest word.
 *
 * Exactness: the index is built from the rows the FTS table was filled from (FTS_FILL_SQL), with
 * unicode61's rules for ASCII text (letters and digits are token characters, ASCII case folded).
 * A name, city or state with other characters is tokenised by Unicode's rules and checked against
 * the FTS table itself (its token counts per column, and each word found in that row); if a row
 * does not agree, or a query word is not plain ASCII, the caller asks the FTS table (`null`).
 * bm25's row count and average length come from the FTS table's own totals (its averages
 * record), not from counting here: a contentless table keeps counting the rows an edit deleted,
 * and bm25 uses those totals.
 */

/** bm25's constants in FTS5 (fts5_aux.c). */
const K1 = 1.2;
const B = 0.75;
/** Column weights given to bm25() by the search (name, city, state): BM25_WEIGHTS in search-queries.ts. */
export const COLUMN_WEIGHTS = [10, 1, 1] as const;
/** Past this many rows with non-ASCII text the index is not kept: each such row costs an FTS query per word when built. */
const MAX_CHECKED_ROWS = 500;
/**
 * How many prefixes matching several words an index keeps the rows of, and how many rows (an id
 * and a count, 6 bytes) in all. A short prefix recurs across searches ("co" as "moving co" is
 * typed, whatever the company's name), and its rows are a union of many words' rows, which costs
 * a merge or a walk of every id. The memory is bounded by the rows kept (24 MB at most); the
 * count only bounds the entries. 64 entries were too few: the 955 searches of `bench:api` type
 * about 240 such prefixes (1 million rows in all at 100,000 companies), and each was merged anew
 * on every turn through them.
 */
const UNIONS_KEPT = 1024;
const UNION_IDS_KEPT = 4_000_000;
/**
 * A phrase holding at least one row in DENSE_SHARE of the directory ("movers", "moving") is also
 * kept by id, as two bits per company: whether the row holds it, and whether its weight there is
 * other than the phrase's usual one (nearly every row holds "movers" once, in its name). A search
 * joining it with a rarer word then tests a bit per row of the rarer word instead of galloping
 * through the common word's ids, and looks a weight up only for the few unusual rows. Bits
 * rather than a weight per company: the bits of 100,000 companies (12.5 KB) can stay in the
 * processor's cache; reading a weight per company (200 KB) was the hottest line of the search in
 * a profile, and the bits took 0.94-0.97x its time over the 955 bench names. At most DENSE_KEPT such phrases are kept, the least recently used dropped first (25 KB each at
 * 100,000 companies, and the rows of a prefix's union while its bits are kept: 38 MB at most).
 */
const DENSE_SHARE = 1 / 16;
const DENSE_KEPT = 64;

interface NameIndex {
  /** Every token, sorted (UTF-16 order: the tokens sharing a prefix are adjacent). */
  tokens: string[];
  /** Per token, the ids of the rows holding it, ascending, and per row the column-weighted count of its occurrences. */
  ids: Int32Array[];
  weighted: Uint16Array[];
  /** Tokens per row in all columns (FTS5's xColumnSize(-1)), by id. */
  length: Uint16Array;
  /** The rows bm25 counts, and their tokens per row on average in all columns, from the FTS table's averages record. */
  rows: number;
  averageLength: number;
  /** The rows of recent prefixes matching several tokens, by prefix. */
  unions: LRUCache<string, Phrase>;
  /** Recent common phrases by id, by phrase ("word", or "word*" for a prefix). */
  dense: LRUCache<string, PhraseById>;
}

/** Matches of one expression: ids ascending, and for each the bm25 score FTS5 gives it (lower is better). */
export interface NameMatches {
  ids: Int32Array;
  /** True when `ids` is an array the index keeps unchanged (one phrase's rows), not one made for this search. */
  kept: boolean;
  bm25(index: number): number;
}

const ASCII_TOKEN = /[a-z0-9]+/g;
const UNICODE_TOKEN = /[\p{L}\p{N}\p{Co}\p{M}]+/gu;
const isAscii = (text: string) => !/[^\p{ASCII}]/u.test(text);

/** unicode61 with remove_diacritics: words of letters, digits and private-use characters, diacritics removed, case folded. */
function tokenize(text: string): string[] {
  if (isAscii(text)) return text.toLowerCase().match(ASCII_TOKEN) ?? [];
  const words = text.normalize("NFC").match(UNICODE_TOKEN) ?? [];
  return words.map((word) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()).filter((word) => word !== "");
}

/** SQLite's varint (also FTS5's): big-endian 7-bit groups, the ninth byte whole. */
function readVarints(blob: Uint8Array): number[] {
  const values: number[] = [];
  let at = 0;
  while (at < blob.length) {
    let value = 0;
    for (let i = 0; ; i++) {
      const byte = blob[at++];
      if (i === 8) {
        value = value * 256 + byte;
        break;
      }
      value = value * 128 + (byte & 0x7f);
      if (byte < 0x80) break;
    }
    values.push(value);
  }
  return values;
}

type Row = [id: number, name: string, city: string, state: string];

function buildNameIndex(db: Db): NameIndex | null {
  const averages = statement<[], Uint8Array>(db, "SELECT block FROM companies_fts_data WHERE id = 1").pluck(true).get() as Uint8Array | undefined;
  if (!averages) return null;
  const [ftsRows, ...ftsTotals] = readVarints(averages);
  const rows = statement<[], Row>(
    db,
    `SELECT c.id, c.name, ci.name, s.name || ' ' || s.abbreviation
     FROM companies c JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.abbreviation = ci.state ORDER BY c.id`,
  )
    .raw(true)
    .all() as unknown as Row[];
  if (rows.length === 0 || !(ftsRows > 0)) return null;

  const postings = new Map<string, { ids: number[]; weighted: number[] }>();
  const length = new Uint16Array(rows[rows.length - 1][0] + 1);
  const toCheck: Array<{ id: number; words: Set<string>; sizes: number[] }> = [];
  for (const [id, ...columns] of rows) {
    let words: Set<string> | undefined;
    const sizes: number[] = [];
    for (const [column, text] of columns.entries()) {
      const tokens = tokenize(text);
      length[id] += tokens.length;
      sizes.push(tokens.length);
      if (!isAscii(text)) words = new Set([...(words ?? []), ...tokens]);
      for (const token of tokens) {
        let list = postings.get(token);
        if (!list) {
          list = { ids: [], weighted: [] };
          postings.set(token, list);
        }
        const last = list.ids.length - 1;
        if (list.ids[last] === id) list.weighted[last] += COLUMN_WEIGHTS[column];
        else {
          list.ids.push(id);
          list.weighted.push(COLUMN_WEIGHTS[column]);
        }
      }
    }
    if (words) toCheck.push({ id, words, sizes });
  }
  if (toCheck.length > MAX_CHECKED_ROWS) return null;
  // Each such row: as many tokens per column as the FTS table counted, and each word found there.
  const holds = statement<[string, number], number>(db, "SELECT count(*) FROM companies_fts WHERE companies_fts MATCH ? AND rowid = ?").pluck(true);
  const counted = statement<[number], Uint8Array>(db, "SELECT sz FROM companies_fts_docsize WHERE id = ?").pluck(true);
  for (const { id, words, sizes } of toCheck) {
    const blob = counted.get(id) as Uint8Array | undefined;
    if (!blob || readVarints(blob).join() !== sizes.join()) return null;
    for (const word of words) if (holds.get(`"${word}"`, id) !== 1) return null;
  }

  const tokens = [...postings.keys()].sort();
  const total = ftsTotals.reduce((a, b) => a + b, 0);
  return {
    tokens,
    ids: tokens.map((token) => Int32Array.from(postings.get(token)?.ids ?? [])),
    weighted: tokens.map((token) => Uint16Array.from(postings.get(token)?.weighted ?? [])),
    length,
    rows: ftsRows,
    averageLength: total / ftsRows,
    unions: new LRUCache({ max: UNIONS_KEPT, maxSize: UNION_IDS_KEPT, sizeCalculation: ({ ids }) => Math.max(1, ids.length) }),
    dense: new LRUCache({ max: DENSE_KEPT }),
  };
}

const indexes = perConnection<NameIndex | false>();

/** The rows holding a phrase, ascending, and in each the column-weighted count of the phrase's words, index for index. */
interface Phrase {
  ids: Int32Array;
  weights: Uint16Array;
}

/** A phrase's rows by id: bit `id` of `holds` set for a row holding it (see DENSE_SHARE). */
interface PhraseById {
  holds: Int32Array;
  /** Bit `id` set for a row whose weight is not `usual`: that row's weight is looked up in `phrase`. */
  unusual: Int32Array;
  usual: number;
  phrase: Phrase;
}

/** The rows holding a word (or, as a prefix, any word starting with it), with their counts summed over those words. */
function phraseRows(index: NameIndex, word: string, prefix: boolean): Phrase {
  let at = firstNotHolding(0, index.tokens.length, (at) => index.tokens[at] < word);
  const lists: Phrase[] = [];
  if (!prefix) {
    if (index.tokens[at] === word) lists.push({ ids: index.ids[at], weights: index.weighted[at] });
  } else for (; at < index.tokens.length && index.tokens[at].startsWith(word); at++) lists.push({ ids: index.ids[at], weights: index.weighted[at] });
  if (lists.length === 0) return { ids: new Int32Array(0), weights: new Uint16Array(0) };
  if (lists.length === 1) return lists[0];
  let rows = index.unions.get(word);
  if (!rows) {
    rows = union(lists, index.length.length);
    index.unions.set(word, rows);
  }
  return rows;
}

/**
 * The rows in any of the lists (ascending, ids below `bound`), each once with its counts summed:
 * by merging the lists in pairs when they hold few rows for the directory's size, else by adding
 * each row's counts at its id and walking the ids.
 */
function union(lists: readonly Phrase[], bound: number): Phrase {
  const size = lists.reduce((n, list) => n + list.ids.length, 0);
  if (size * Math.ceil(Math.log2(lists.length)) * 4 < bound) {
    let merged = lists;
    while (merged.length > 1) {
      const next: Phrase[] = [];
      for (let i = 0; i < merged.length; i += 2) next.push(i + 1 < merged.length ? mergeTwo(merged[i], merged[i + 1]) : merged[i]);
      merged = next;
    }
    return { ids: merged[0].ids.slice(), weights: merged[0].weights.slice() };
  }
  const summed = new Uint16Array(bound);
  for (const { ids, weights } of lists) for (let i = 0; i < ids.length; i++) summed[ids[i]] += weights[i];
  const ids = new Int32Array(size);
  const weights = new Uint16Array(size);
  let n = 0;
  for (let id = 0; id < bound; id++) {
    if (summed[id] === 0) continue;
    ids[n] = id;
    weights[n++] = summed[id];
  }
  return { ids: ids.slice(0, n), weights: weights.slice(0, n) };
}

/** Two phrases' rows as one, a row in both once with both counts. */
function mergeTwo(a: Phrase, b: Phrase): Phrase {
  const ids = new Int32Array(a.ids.length + b.ids.length);
  const weights = new Uint16Array(ids.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i];
    const y = b.ids[j];
    ids[n] = Math.min(x, y);
    weights[n++] = (x <= y ? a.weights[i++] : 0) + (y <= x ? b.weights[j++] : 0);
  }
  for (; i < a.ids.length; i++, n++) {
    ids[n] = a.ids[i];
    weights[n] = a.weights[i];
  }
  for (; j < b.ids.length; j++, n++) {
    ids[n] = b.ids[j];
    weights[n] = b.weights[j];
  }
  return { ids: ids.subarray(0, n), weights: weights.subarray(0, n) };
}

/** The first position at or after `from` in the ascending `ids` whose id is not below `id`: galloping, then a binary search of the last step. */
function seek(ids: Int32Array, from: number, id: number): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < ids.length && ids[hi] < id) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  return firstNotHolding(lo, Math.min(hi, ids.length), (at) => ids[at] < id);
}

/** A common phrase by id (see DENSE_SHARE), kept per index; null for a phrase holding fewer rows. */
function phraseById(index: NameIndex, { word, prefix }: { word: string; prefix: boolean }, phrase: Phrase): PhraseById | null {
  const bound = index.length.length;
  if (phrase.ids.length < bound * DENSE_SHARE) return null;
  const key = prefix ? `${word}*` : word;
  let dense = index.dense.get(key);
  if (!dense) {
    const usual = mostCommon(phrase.weights);
    dense = { holds: new Int32Array(Math.ceil(bound / 32)), unusual: new Int32Array(Math.ceil(bound / 32)), usual, phrase };
    for (let i = 0; i < phrase.ids.length; i++) {
      const id = phrase.ids[i];
      dense.holds[id >> 5] |= 1 << (id & 31);
      if (phrase.weights[i] !== usual) dense.unusual[id >> 5] |= 1 << (id & 31);
    }
    index.dense.set(key, dense);
  }
  return dense;
}

/** The value most of `values` hold (the smallest of those tied). */
function mostCommon(values: Uint16Array): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = 0;
  let most = 0;
  for (const [value, count] of counts) if (count > most || (count === most && value < best)) [best, most] = [value, count];
  return best;
}

/** The weight of a row the phrase holds. */
const weightOf = ({ ids, weights }: Phrase, id: number): number => weights[firstNotHolding(0, ids.length, (at) => ids[at] < id)];

/** A `toFtsMatch` expression as words (the last possibly a prefix), or null for anything else or a word that is not plain ASCII. */
function parseMatch(match: string): Array<{ word: string; prefix: boolean }> | null {
  const words = [...match.matchAll(/"([a-z0-9]+)"(\*?)/g)].map((m) => ({ word: m[1], prefix: m[2] === "*" }));
  if (words.length === 0 || words.map((w) => `"${w.word}"${w.prefix ? "*" : ""}`).join(" ") !== match) return null;
  return words;
}

/**
 * The rows `companies_fts MATCH match` returns and their `bm25(companies_fts, 10, 1, 1)`, from
 * the connection's in-memory index; null when that index cannot answer exactly (see above), and
 * the caller asks the FTS table.
 */
export function nameMatches(db: Db, match: string): NameMatches | null {
  const words = parseMatch(match);
  if (!words) return null;
  const index = indexes(db, "names", () => buildNameIndex(db) ?? false);
  if (!index) return null;
  const phrases = words.map(({ word, prefix }) => phraseRows(index, word, prefix));
  const idf = phrases.map(({ ids }) => {
    const value = Math.log((index.rows - ids.length + 0.5) / (ids.length + 0.5));
    return value <= 0.0 ? 1e-6 : value;
  });

  // Every phrase's rows, walked from the rarest: a row is kept when each phrase holds it, found
  // in a common phrase's bits by id and in the others' ids by galloping. One phrase keeps all
  // its rows as they are; several fill flat arrays, so no array is made per row.
  const count = phrases.length;
  const order = phrases.map((_, i) => i).sort((a, b) => phrases[a].ids.length - phrases[b].ids.length);
  const [first, ...others] = order;
  const rarest = phrases[first];
  let ids = rarest.ids;
  /** For each kept row, each phrase's weight in it (`count` entries per row); unused for one phrase. */
  let found = new Uint16Array(0);
  if (count > 1) {
    const byId = others.map((p) => phraseById(index, words[p], phrases[p]));
    const kept = new Int32Array(rarest.ids.length);
    found = new Uint16Array(rarest.ids.length * count);
    const cursor = new Int32Array(count);
    let n = 0;
    rows: for (let r = 0; r < rarest.ids.length; r++) {
      const id = rarest.ids[r];
      for (let o = 0; o < others.length; o++) {
        const p = others[o];
        const dense = byId[o];
        let weight: number;
        if (dense) {
          const bit = 1 << (id & 31);
          if ((dense.holds[id >> 5] & bit) === 0) continue rows;
          weight = (dense.unusual[id >> 5] & bit) === 0 ? dense.usual : weightOf(dense.phrase, id);
        } else {
          const list = phrases[p].ids;
          const at = seek(list, cursor[p], id);
          cursor[p] = at;
          if (list[at] !== id) continue rows;
          weight = phrases[p].weights[at];
        }
        found[n * count + p] = weight;
      }
      found[n * count + first] = rarest.weights[r];
      kept[n++] = id;
    }
    ids = kept.slice(0, n);
  }

  return {
    ids,
    kept: count === 1,
    bm25(i) {
      // fts5Bm25Function, operation for operation, so the scores are the same doubles.
      const D = index.length[ids[i]];
      let score = 0.0;
      for (let p = 0; p < count; p++) {
        const f = count === 1 ? rarest.weights[i] : found[i * count + p];
        score += idf[p] * ((f * (K1 + 1.0)) / (f + K1 * (1 - B + (B * D) / index.averageLength)));
      }
      return -1.0 * score;
    },
  };
}
