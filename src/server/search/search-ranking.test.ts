import { beforeAll, describe, expect, it } from "vitest";
import { sampleDirectoryForFile } from "../../../test/support/seeded-database";
import { toApiCompany } from "../../lib/companies/companies-api";
import { parseSearch } from "../../lib/search/search-api";
import { listAllCompanies } from "../db/snapshot/companies";
import { publicCompanyJson, publicCompanyPageJson } from "../db/snapshot/companies-public";
import { type Db, openSnapshot, statement } from "../db/snapshot/snapshot";
import {
  BM25_MAX_MATCHES,
  FIRST_RANKED,
  findCities,
  listCityCompanies,
  listServiceCompanies,
  listStateCompanies,
  searchCompaniesByName,
} from "./search-queries";
import { buildRanking, rankByName } from "./search-ranking";

/**
 * The per-connection reputation ranking and the serialised companies answer exactly like the
 * queries the API ran before them (reading, ranking and serialising every matching row), on the
 * whole sample directory (about 10,000 movers).
 */
const sample = sampleDirectoryForFile();
let db: Db;
beforeAll(() => {
  db = sample().snapshot;
});

const REPUTATION = "bayesian_rating(c.rating, c.review_count) DESC, c.review_count DESC, c.name, c.id";
// In this order: a first page ranks FIRST_RANKED matches, the next is read from them, one across
// their end ranks every match, and later pages read that.
const PAGES = [
  { limit: 20, offset: 0 },
  { limit: 20, offset: 20 },
  { limit: 20, offset: FIRST_RANKED - 10 },
  { limit: 50, offset: 480 },
  { limit: 20, offset: 1_000_000 },
];

type Page = { slugs: string[]; total: number };
const scanPage = (total: number, rows: unknown[], offset: number): Page => ({
  slugs: total === 0 || offset >= total ? [] : (rows as Array<{ slug: string }>).map((r) => r.slug),
  total,
});

/** The name search as one scan: count every listed match, order them all by name tier, relevance (up to BM25_MAX_MATCHES) and reputation. */
function scanByName(match: string, text: string, page: { limit: number; offset: number }): Page {
  const { n } = statement(
    db,
    "SELECT count(*) AS n FROM companies_fts f JOIN companies c ON c.id = f.rowid WHERE companies_fts MATCH ? AND c.is_in_list = 1",
  ).get(match) as { n: number };
  const relevance = n > BM25_MAX_MATCHES ? "" : "h.score * bayesian_rating(c.rating, c.review_count) / 5.0,";
  const rows = statement(
    db,
    `WITH hits AS MATERIALIZED (SELECT rowid AS id, bm25(companies_fts, 10.0, 1.0, 1.0) AS score FROM companies_fts WHERE companies_fts MATCH ?)
     SELECT c.slug FROM hits h JOIN companies c ON c.id = h.id WHERE c.is_in_list = 1
     ORDER BY c.name = ? COLLATE NOCASE DESC, c.name LIKE ? ESCAPE '\\' DESC, ${relevance} ${REPUTATION} LIMIT ? OFFSET ?`,
  ).all(match, text, `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`, page.limit, page.offset);
  return scanPage(n, rows, page.offset);
}

describe("name search through the reputation ranking", () => {
  it("answers like ranking every matching row, common words and rarer ones (by relevance): same total, same order, every page", () => {
    const totals: number[] = [];
    const words = [
      "movers",
      "moving",
      "MOVING",
      "Moving Co",
      "van",
      "relocation",
      "express",
      "lopez",
      "smith",
      "johnson",
      "garcia",
      "brothers",
      "a1",
    ];
    for (const name of listAllCompanies(db).slice(0, 40)) words.push(name.name.split(" ")[0], name.name);
    for (const text of words) {
      const query = parseSearch(text).query;
      if (query.kind !== "text" || !query.match) continue; // a city, state or ZIP
      for (const page of PAGES) {
        const found = searchCompaniesByName(db, { match: query.match, text: query.text }, page);
        totals.push(found.total);
        expect(found, `${text} ${JSON.stringify(page)}`).toEqual(scanByName(query.match, query.text, page));
      }
    }
    expect(totals.some((total) => total > BM25_MAX_MATCHES)).toBe(true);
    expect(totals.some((total) => total > 1 && total <= BM25_MAX_MATCHES)).toBe(true);
  });

  it("puts the name itself first, then names starting with it, each by reputation; only ASCII case is ignored, as in SQLite", () => {
    const names = ["Ace Movers", "Évora Movers", "ACE", "Acme", "ace movers inc", "évora movers", "Ace", "Unlisted Ace"];
    // Every name but the last is listed, in this order.
    const ranking = buildRanking(
      names.slice(0, -1).map((name, position) => ({ id: 100 + position, slug: `c${position}`, name, cityId: 1, state: "TX", bayesian: 4 })),
    );
    const ids = names.map((_, position) => 100 + position);
    const named = (text: string) => Array.from(rankByName(ranking, ids, text).positions, (position) => names[position]);
    expect(named("ace")).toEqual(["ACE", "Ace", "Ace Movers", "ace movers inc", "Évora Movers", "Acme", "évora movers"]);
    expect(named("ÉVORA MOVERS")).toEqual(["Évora Movers", "Ace Movers", "ACE", "Acme", "ace movers inc", "évora movers", "Ace"]);
    // Few matches among many companies are sorted rather than marked: the same order.
    const fillers = Array.from({ length: 2000 }, (_, i) => `Filler ${i}`);
    const big = buildRanking(
      [...names.slice(0, -1), ...fillers].map((name, position) => ({
        id: position < 7 ? 100 + position : 1000 + position,
        slug: `c${position}`,
        name,
        cityId: 1,
        state: "TX",
        bayesian: 4,
      })),
    );
    expect(Array.from(rankByName(big, ids, "ace").positions, (position) => names[position])).toEqual(named("ace"));
    // "Filler 1" itself, then "Filler 10".."Filler 19", "Filler 100".. by position, then the rest.
    const matches = [...ids, ...fillers.map((_, i) => 1007 + i)];
    const ranked = rankByName(big, matches, "filler 1");
    const bigNames = (positions: Int32Array) => Array.from(positions, (position) => big.names[position]);
    expect(bigNames(ranked.positions.slice(0, 3))).toEqual(["Filler 1", "Filler 10", "Filler 11"]);
    expect(bigNames(ranked.positions.slice(-2))).toEqual(["Filler 998", "Filler 999"]);
    expect(ranked.total).toBe(ranked.positions.length);
    // Only the first few wanted, many matches (marked) or few (sorted): the same start, the same total.
    for (const [text, some] of [
      ["filler 1", matches],
      ["ace", ids],
      ["filler 1", matches.slice(0, 40)],
    ] as const) {
      const all = rankByName(big, some, text);
      // Ids the caller keeps (a name index's phrase) rank the same, the first time and once their facts are kept.
      const kept = Int32Array.from(some);
      for (const want of [0, 1, 5, 12, all.total, all.total + 3]) {
        const first = rankByName(big, some, text, want);
        expect(Array.from(first.positions), `${text}: ${want} of ${some.length}`).toEqual(Array.from(all.positions.slice(0, want)));
        expect(first.total).toBe(all.total);
        expect(rankByName(big, kept, text, want, true), `${text}: ${want} of ${some.length}, kept`).toEqual(first);
      }
    }
  });
});

describe("city and state lists through the reputation ranking", () => {
  const busiestCities = () =>
    statement(
      db,
      "SELECT city_id AS id FROM companies WHERE is_in_list = 1 GROUP BY city_id ORDER BY count(*) DESC, city_id LIMIT 5",
    ).all() as Array<{
      id: number;
    }>;

  it("lists a city's (or several cities') movers like sorting them: same total and order", () => {
    const ids = busiestCities().map((c) => c.id);
    for (const cityIds of [[ids[0]], ids, [ids[2], ids[0]], [987_654_321]]) {
      for (const page of PAGES) {
        const { n } = statement(db, "SELECT count(*) AS n FROM json_each(?) j JOIN companies c ON c.city_id = j.value WHERE c.is_in_list = 1").get(
          JSON.stringify(cityIds),
        ) as { n: number };
        const rows = statement(
          db,
          `SELECT c.slug FROM json_each(?) j JOIN companies c ON c.city_id = j.value WHERE c.is_in_list = 1 ORDER BY j.key, ${REPUTATION} LIMIT ? OFFSET ?`,
        ).all(JSON.stringify(cityIds), page.limit, page.offset);
        expect(listCityCompanies(db, cityIds, page), `${cityIds} ${JSON.stringify(page)}`).toEqual(scanPage(n, rows, page.offset));
      }
    }
  });

  it("lists a state's movers like sorting them, and counts each city's listed movers", () => {
    for (const state of ["TX", "CA", "NY", "WY", "ZZ"]) {
      for (const page of PAGES) {
        const { n } = statement(
          db,
          "SELECT count(*) AS n FROM cities ci JOIN companies c ON c.city_id = ci.id WHERE ci.state = ? AND c.is_in_list = 1",
        ).get(state) as { n: number };
        const rows = statement(
          db,
          `SELECT c.slug FROM cities ci JOIN companies c ON c.city_id = ci.id WHERE ci.state = ? AND c.is_in_list = 1 ORDER BY ${REPUTATION} LIMIT ? OFFSET ?`,
        ).all(state, page.limit, page.offset);
        expect(listStateCompanies(db, state, page), `${state} ${JSON.stringify(page)}`).toEqual(scanPage(n, rows, page.offset));
      }
    }
    for (const name of ["Austin", "Springfield", "Portland", "Houston"]) {
      for (const city of findCities(db, name, null)) {
        const { n } = statement(db, "SELECT count(*) AS n FROM companies WHERE city_id = ? AND is_in_list = 1").get(city.id) as { n: number };
        expect(city.listed, `${city.name}, ${city.state}`).toBe(n);
      }
    }
  });
});

describe("lists narrowed to a service through the reputation ranking", () => {
  const pageOf = (list: ReadonlyArray<{ slug: string }>, page: { limit: number; offset: number }): Page => ({
    slugs: list.slice(page.offset, page.offset + page.limit).map((c) => c.slug),
    total: list.length,
  });

  it("lists a service's movers anywhere, in a state and in cities like sorting them: same total and order", () => {
    const cities = (
      statement(db, "SELECT city_id AS id FROM companies GROUP BY city_id ORDER BY count(*) DESC, city_id LIMIT 3").all() as Array<{ id: number }>
    ).map((c) => c.id);
    for (const service of ["storage", "piano-moving", "local-moving", "no-such-service"]) {
      // Every listed mover offering the service, sorted by SQL.
      const offering = statement(
        db,
        `SELECT c.slug, c.city_id AS cityId, ci.state FROM companies c JOIN cities ci ON ci.id = c.city_id
         WHERE c.is_in_list = 1 AND c.id IN (SELECT cs.company_id FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE s.slug = ?)
         ORDER BY ${REPUTATION}`,
      ).all(service) as Array<{ slug: string; cityId: number; state: string }>;
      for (const page of PAGES) {
        const where = `${service} ${JSON.stringify(page)}`;
        expect(listServiceCompanies(db, service, page), where).toEqual(pageOf(offering, page));
        for (const state of ["TX", "WY"]) {
          expect(listStateCompanies(db, state, page, service), `${state} ${where}`).toEqual(
            pageOf(
              offering.filter((c) => c.state === state),
              page,
            ),
          );
        }
        expect(listCityCompanies(db, cities, page, service), `cities ${where}`).toEqual(
          pageOf(
            cities.flatMap((id) => offering.filter((c) => c.cityId === id)),
            page,
          ),
        );
      }
    }
  });
});

describe("companies serialised once per connection", () => {
  it("is, for every company, the text of its public shape", () => {
    const companies = listAllCompanies(db);
    const texts = publicCompanyJson(
      db,
      companies.map((c) => c.slug),
    );
    expect(texts).toEqual(companies.map((c) => JSON.stringify(toApiCompany(c))));
    expect(publicCompanyJson(db, ["no-such-company", companies[1].slug])).toEqual([undefined, texts[1]]);
  });

  it("pages the company list in id order, at any offset", () => {
    const all = listAllCompanies(db);
    const count = all.length;
    for (const page of [
      { limit: 50, offset: 0 },
      { limit: 12, offset: 7 },
      { limit: 100, offset: count - 30 },
      { limit: 50, offset: count + 5 },
    ]) {
      expect(publicCompanyPageJson(db, page), JSON.stringify(page)).toBe(
        JSON.stringify(all.slice(page.offset, page.offset + page.limit).map(toApiCompany)),
      );
    }
  });

  it("reads a page's companies that are not kept from the snapshot, beside the ones that are", () => {
    const all = listAllCompanies(db);
    const fresh = openSnapshot(db.name);
    try {
      expect(publicCompanyJson(fresh, [all[3].slug, all[40].slug])).toEqual([all[3], all[40]].map((c) => JSON.stringify(toApiCompany(c))));
      for (const page of [
        { limit: 10, offset: 0 },
        { limit: 50, offset: 0 },
        { limit: 20, offset: 41 },
        { limit: 50, offset: all.length - 7 },
      ]) {
        expect(publicCompanyPageJson(fresh, page), JSON.stringify(page)).toBe(
          JSON.stringify(all.slice(page.offset, page.offset + page.limit).map(toApiCompany)),
        );
      }
    } finally {
      fresh.close();
    }
  });
  it("reads each company once per connection: after one pass, any page is joined from kept texts without a query", () => {
    const all = listAllCompanies(db);
    const fresh = openSnapshot(db.name);
    for (let offset = 0; offset < all.length; offset += 50) publicCompanyPageJson(fresh, { limit: 50, offset });
    fresh.close();
    for (const page of [
      { limit: 20, offset: 13 },
      { limit: 100, offset: all.length - 60 },
    ]) {
      expect(publicCompanyPageJson(fresh, page), JSON.stringify(page)).toBe(
        JSON.stringify(all.slice(page.offset, page.offset + page.limit).map(toApiCompany)),
      );
    }
    expect(() => fresh.prepare("SELECT 1")).toThrow(/not open/);
  });
});
