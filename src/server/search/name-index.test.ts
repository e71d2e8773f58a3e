import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleDirectoryForFile } from "../../../test/support/seeded-database";
import { toFtsMatch } from "../../lib/search/search-api";
import { listAllCompanies } from "../db/snapshot/companies";
import { type Db, statement } from "../db/snapshot/snapshot";
import { nameMatches } from "./name-index";
import { searchCompaniesByName } from "./search-queries";

/**
 * The in-memory name index answers every search expression exactly like the FTS table it
 * replaces: the same rows and the same bm25 scores, on the whole sample directory (about 10,000
 * movers), and steps aside when a name holds text it cannot tokenise as FTS5 does.
 */
const sample = sampleDirectoryForFile();
let db: Db;
beforeAll(() => {
  db = sample().snapshot;
});

/** bm25 as FTS5 computes it, per row. */
function ftsAnswer(on: Db, match: string): Map<number, number> {
  const rows = statement<[string], [number, number]>(
    on,
    "SELECT rowid, bm25(companies_fts, 10.0, 1.0, 1.0) FROM companies_fts WHERE companies_fts MATCH ?",
  )
    .raw(true)
    .all(match) as unknown as Array<[number, number]>;
  return new Map(rows);
}

/** The index's rows and scores, failing when it cannot answer. */
function indexAnswer(on: Db, match: string): Map<number, number> {
  const matches = nameMatches(on, match);
  expect(matches, match).not.toBeNull();
  return new Map(Array.from(matches?.ids ?? [], (id, i) => [id, matches?.bm25(i) ?? Number.NaN]));
}

/**
 * Same rows, and scores equal to the last bit or one off: V8's Math.log and the C library's log()
 * may round the IDF's last bit differently. Rows tied in FTS5 stay tied here (they are computed
 * from the same numbers), so no order between them changes.
 */
function expectSameAnswer(on: Db, match: string): number {
  const fts = ftsAnswer(on, match);
  const mine = indexAnswer(on, match);
  expect(
    [...mine.keys()].sort((a, b) => a - b),
    match,
  ).toEqual([...fts.keys()].sort((a, b) => a - b));
  for (const [id, score] of mine) expect(Math.abs(score - (fts.get(id) ?? 0)), `${match} row ${id}`).toBeLessThanOrEqual(Math.abs(score) * 1e-15);
  return fts.size;
}

describe("the in-memory name index", () => {
  it("matches the rows the FTS table matches, with the same bm25, for words, prefixes and several words", () => {
    const companies = listAllCompanies(db);
    const words = new Set<string>();
    for (const company of companies.slice(0, 300)) {
      const [first, second] = company.name.split(" ");
      for (let end = 2; end <= first.length; end++) words.add(first.slice(0, end));
      if (second) words.add(`${first} ${second.slice(0, 3)}`);
      words.add(company.name);
      words.add(`${first} ${company.city.name}`);
      words.add(`${first} ${company.state.abbreviation}`);
    }
    for (const extra of ["movers", "moving co", "van & storage", "new york", "tx", "Texas movers", "a", "zz", "0", "st louis"]) words.add(extra);

    const sizes: number[] = [];
    for (const text of words) {
      const match = toFtsMatch(text);
      if (match) sizes.push(expectSameAnswer(db, match));
    }
    // The words reach every kind of answer: none, a few, and thousands of rows.
    expect(sizes.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(sizes.filter((n) => n > 0 && n < 20).length).toBeGreaterThan(50);
    expect(Math.max(...sizes)).toBeGreaterThan(2_000);
  });

  it("joins a rare word with a common one (a sixteenth of the rows or more) read by id, whatever its weight in each row", () => {
    const rows = statement<[], number>(db, "SELECT count(*) FROM companies").pluck(true).get() as number;
    const held = (match: string) => ftsAnswer(db, match).size;
    // "co"* is "Co." in a name (weight 10) and Colorado's name and code (weight 2); "ca"* is
    // California's name and code, "cal…" names and cities. Both hold a sixteenth of the rows or more.
    for (const common of ['"co"*', '"ca"*', '"movers"', '"moving"']) expect(held(common), common).toBeGreaterThanOrEqual(rows / 16);
    const rare = listAllCompanies(db)
      .slice(0, 40)
      .map((company) =>
        company.name
          .split(" ")[0]
          .toLowerCase()
          .replace(/[^a-z0-9]/g, ""),
      )
      .filter((word) => word !== "");
    let joined = 0;
    for (const word of rare)
      for (const common of ['"co"*', '"ca"*', '"movers"', '"moving" "co"*', '"ca" "moving"'])
        joined += expectSameAnswer(db, `"${word}" ${common}`) > 0 ? 1 : 0;
    expect(joined).toBeGreaterThan(20);
  });

  it("leaves to the FTS table a word that is not plain ASCII and an expression it does not write", () => {
    expect(nameMatches(db, '"café"')).toBeNull();
    expect(nameMatches(db, "movers OR van")).toBeNull();
    expect(nameMatches(db, '"moving company"')).toBeNull();
  });

  describe("names with other characters", () => {
    let dir: string;
    const copies: Database.Database[] = [];
    /** A copy of the sample snapshot with one company renamed. */
    const renamedCopy = (name: string): { copy: Db; id: number } => {
      const file = path.join(dir, `copy-${copies.length}.db`);
      fs.copyFileSync(sample().snapshotFile, file);
      const copy = new Database(file);
      copies.push(copy);
      const { id } = copy.prepare("SELECT id FROM companies WHERE is_in_list = 1 ORDER BY id LIMIT 1").get() as { id: number };
      copy.prepare("UPDATE companies SET name = ? WHERE id = ?").run(name, id);
      return { copy: copy as unknown as Db, id };
    };
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(sample().dir, "name-index-"));
    });
    afterAll(() => {
      for (const copy of copies) copy.close();
    });

    it("finds a name with accents by its letters without them, as FTS5 does", () => {
      const { copy, id } = renamedCopy("Peña Café Mudanzas");
      expect(expectSameAnswer(copy, '"pena"')).toBeGreaterThan(0);
      expect(indexAnswer(copy, '"pena" "caf"*').has(id)).toBe(true);
      expectSameAnswer(copy, '"movers"');
    });

    it("steps aside when a name holds letters FTS5's tables do not know, and the search still answers", () => {
      // U+AB70 is a letter since Unicode 8; unicode61 (Unicode 6.1) reads it as a separator.
      const { copy } = renamedCopy("Ꭰꭰ Movers");
      expect(nameMatches(copy, '"movers"')).toBeNull();
      const page = searchCompaniesByName(copy, { match: '"movers"', text: "movers" }, { limit: 20, offset: 0 });
      const listed = statement<[string], number>(
        copy,
        "SELECT count(*) FROM companies_fts f JOIN companies c ON c.id = f.rowid WHERE companies_fts MATCH ? AND c.is_in_list = 1",
      )
        .pluck(true)
        .get('"movers"');
      expect(page.total).toBe(listed);
      expect(page.slugs).toHaveLength(20);
    });
  });
});
