import { describe, expect, it } from "vitest";
import search, { config } from "../../functions/search";
import { toApiCompany } from "../../src/lib/companies/companies-api";
import { API_PATHS } from "../../src/lib/endpoints";
import { distanceMiles } from "../../src/lib/geo";
import type { SearchResponse } from "../../src/lib/search/search-api";
import { importCompaniesCsv } from "../../src/server/csv/import";
import { getCompanyBySlug } from "../../src/server/db/snapshot/companies";
import { withSearchIndexRebuilt } from "../../src/server/db/snapshot/search-index";
import { closeSnapshot } from "../../src/server/db/snapshot/snapshot";
import { findZip } from "../../src/server/search/search-queries";
import { functionContext } from "../support/function-request";
import { testDatabaseForFile } from "../support/seeded-database";
import { csvText } from "../support/test-database";

const context = functionContext();
const request = (query: string, init: RequestInit = {}) => search(new Request(`http://localhost/api/search${query}`, init), context);
const get = async (query: string): Promise<SearchResponse> => {
  const res = await request(query);
  expect(res.status, query).toBe(200);
  return (await res.json()) as SearchResponse;
};
const names = (body: SearchResponse) => body.results.map((r) => r.company.name);
const q = (text: string, extra = "") => `?q=${encodeURIComponent(text)}${extra}`;

const HEADER = ["slug", "name", "city", "state", "zip", "services", "rating", "review_count", "is_in_list"];
const ROWS = [
  ["capital-haulers", "Capital Haulers", "Austin", "TX", "78701", "local-moving|packing|storage|piano-moving", "5", "300", ""],
  ["lone-star-moving", "Lone Star Moving", "Austin", "TX", "78701", "local-moving", "4.5", "100", ""],
  ["oak-pine-austin", "Oak & Pine Movers", "Austin", "TX", "78704", "", "3.7", "23", ""],
  ["hidden-austin", "Hidden Lopez Movers", "Austin", "TX", "78701", "", "5", "999", "false"],
  ["round-rock-relocation", "Round Rock Relocation", "Round Rock", "TX", "78664", "", "4.8", "50", ""],
  ["cedar-park-van-lines", "Cedar Park Van Lines", "Cedar Park", "TX", "78613", "", "4.1", "12", ""],
  ["big-d-movers", "Big D Movers", "Dallas", "TX", "75201", "", "4.4", "80", ""],
  ["lopez-van-houston", "Lopez Van & Storage", "Houston", "TX", "77002", "", "4.9", "110", ""],
  ["lopez-moving-denver", "Lopez Moving Co.", "Denver", "CO", "80202", "", "4.9", "106", ""],
  ["lopez-van-co-miami", "Lopez Van & Storage Co.", "Miami", "FL", "33130", "", "3.9", "50", ""],
  ["obrien-boston", "O'Brien Relocation", "Boston", "MA", "02108", "", "4.6", "65", ""],
  ["hormel-town-movers", "Hormel Town Movers", "Austin", "MN", "55912", "", "4.9", "400", ""],
  ["empire-keys-nyc", "Empire Keys Relocation", "New York", "NY", "10001", "local-moving|piano-moving", "4.7", "210", ""],
  ["hudson-hands-nyc", "Hudson Hands", "New York", "NY", "10001", "local-moving|long-distance-moving", "4.2", "90", ""],
  ["lake-erie-buffalo", "Lake Erie Haulers", "Buffalo", "NY", "14202", "storage", "4.5", "40", ""],
  ["results-company-boise", "Results Company Carriers", "Boise", "ID", "83702", "", "4.3", "30", ""],
];

const db = testDatabaseForFile({ companies: { header: HEADER, rows: ROWS } });

describe("GET /api/search", () => {
  it("is routed at /api/search, the path the island calls", () => {
    expect(config.path).toBe("/api/search");
    expect(API_PATHS.search).toBe(config.path);
  });

  it("finds companies by name, the exact name first, in the public company shape", async () => {
    const body = await get(q("Lopez Van & Storage"));
    expect(body).toMatchObject({ query: "Lopez Van & Storage", kind: "name", total: 2, page: 1, perPage: 20 });
    expect(names(body)).toEqual(["Lopez Van & Storage", "Lopez Van & Storage Co."]);
    expect(body.place).toBeUndefined();
    for (const r of body.results) {
      expect(r.company).toEqual(toApiCompany(getCompanyBySlug(db().snapshot, r.company.slug)!));
      expect(r.distanceMiles).toBeUndefined();
    }
  });

  it("matches the last word as a prefix, ranks by reputation among equal matches, and skips unlisted companies", async () => {
    const body = await get(q("lop"));
    expect(body.kind).toBe("name");
    expect(names(body).sort()).toEqual(["Lopez Moving Co.", "Lopez Van & Storage", "Lopez Van & Storage Co."]);
    expect(names(body).at(-1)).toBe("Lopez Van & Storage Co."); // 3.9 from 50 reviews
    expect(names(await get(q("O'Brien")))).toEqual(["O'Brien Relocation"]);
    expect(names(await get(q("lopez denver")))).toEqual(["Lopez Moving Co."]);
    expect(names(await get(q("lopez tx")))).toEqual(["Lopez Van & Storage"]);
  });

  it("finds a city's movers, largest city of that name first, each city best first", async () => {
    const body = await get(q("Austin"));
    expect(body).toMatchObject({ kind: "city", total: 4, place: { kind: "city", label: "Austin, TX", path: "/moving-companies/texas/austin" } });
    expect(names(body)).toEqual(["Capital Haulers", "Lone Star Moving", "Oak & Pine Movers", "Hormel Town Movers"]);
    expect(body.results.every((r) => r.distanceMiles === undefined)).toBe(true);
    const mn = await get(q("Austin, MN"));
    expect(names(mn)).toEqual(["Hormel Town Movers"]);
    expect(mn.place).toEqual({ kind: "city", label: "Austin, MN", path: "/moving-companies/minnesota/austin" });
    expect(names(await get(q("movers in austin tx")))).toEqual(["Capital Haulers", "Lone Star Moving", "Oak & Pine Movers"]);
  });

  it("finds a state's movers by name or code, best reputation first", async () => {
    for (const text of ["Texas", "tx"]) {
      const body = await get(q(text));
      expect(body).toMatchObject({ kind: "state", total: 7, place: { kind: "state", label: "Texas", path: "/moving-companies/texas" } });
      expect(names(body).slice(0, 2)).toEqual(["Capital Haulers", "Lopez Van & Storage"]);
      expect(body.results.every((r) => r.company.state.abbreviation === "TX")).toBe(true);
    }
  });

  it("finds the movers nearest a ZIP code, nearest first, with distances", async () => {
    const body = await get(q("78701"));
    expect(body).toMatchObject({ kind: "zip", place: { kind: "zip", label: "Austin, TX 78701", path: "/moving-companies/texas/austin" } });
    const miles = body.results.map((r) => r.distanceMiles!);
    expect(miles.every((m) => typeof m === "number")).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(names(body).slice(0, 2)).toEqual(["Capital Haulers", "Lone Star Moving"]); // same ZIP: reputation decides
    expect(names(body)).toContain("Big D Movers"); // about 180 miles: the radius widened to find 10
    expect(names(body)).not.toContain("Lopez Moving Co."); // Denver is beyond the widest radius
    expect(names(body)).not.toContain("Hidden Lopez Movers");
    const origin = findZip(db().snapshot, "78701")!;
    for (const r of body.results) {
      expect(r.distanceMiles).toBeCloseTo(distanceMiles(origin, r.company), 1);
    }
  });

  it("answers an unknown ZIP with no results, and a city without movers with the nearest ones", async () => {
    expect(await get(q("00000"))).toMatchObject({ kind: "zip", total: 0, results: [] });
    const manor = await get(q("Manor, TX"));
    expect(manor).toMatchObject({ kind: "city", place: { kind: "city", label: "Manor, TX", path: null } });
    const miles = manor.results.map((r) => r.distanceMiles!);
    expect(miles.length).toBeGreaterThan(0);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it("reads a state name that is also a city of that state as the city, with the state as a second place", async () => {
    const city = await get(q("new york"));
    expect(city).toMatchObject({
      kind: "city",
      total: 2,
      place: { kind: "city", label: "New York, NY", path: "/moving-companies/new-york/new-york" },
      alsoPlace: { kind: "state", label: "New York", path: "/moving-companies/new-york" },
    });
    expect(names(city)).toEqual(["Empire Keys Relocation", "Hudson Hands"]);
    expect(await get(q("NY"))).toMatchObject({ kind: "state", total: 3 });
    expect((await get(q("Washington"))).kind).toBe("state"); // no city of that name in the state
  });

  it("narrows to movers offering a service the query names, or lists them all for the service alone", async () => {
    for (const text of ["piano", "Piano movers", "piano moving companies"]) {
      const body = await get(q(text));
      expect(body, text).toMatchObject({ kind: "service", total: 2, service: { slug: "piano-moving", name: "Piano Moving" } });
      expect(names(body)).toEqual(["Capital Haulers", "Empire Keys Relocation"]);
    }
    const austin = await get(q("piano movers in Austin"));
    expect(austin).toMatchObject({ kind: "city", total: 1, service: { slug: "piano-moving" }, place: { label: "Austin, TX" } });
    expect(names(austin)).toEqual(["Capital Haulers"]);
    expect(names(await get(q("local movers texas")))).toEqual(["Capital Haulers", "Lone Star Moving"]);
    expect(names(await get(q("long distance new york")))).toEqual(["Hudson Hands"]);
    // New York has movers, none with storage: the nearest that offer it, with distances.
    const storage = await get(q("storage new york"));
    expect(names(storage)).toEqual(["Lake Erie Haulers"]);
    expect(storage.results[0].distanceMiles).toBeGreaterThan(250);
    expect(names(await get(q("Capital Haulers piano")))).toEqual(["Capital Haulers"]);
    // A name holding a service word is still a name.
    expect(names(await get(q("Lopez Van & Storage")))).toEqual(["Lopez Van & Storage", "Lopez Van & Storage Co."]);
  });

  it("writes each result into the answer even when the query reads like the answer's own keys", async () => {
    const text = '{"company":"results":[]}';
    const body = await get(q(text));
    expect(body).toMatchObject({ query: text, kind: "name", total: 1 });
    expect(body.results).toEqual([{ company: toApiCompany(getCompanyBySlug(db().snapshot, "results-company-boise")!) }]);
  });

  it("pages results in a stable order", async () => {
    const all = names(await get(q("TX", "&perPage=50")));
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await get(q("TX", `&perPage=3&page=${page}`));
      expect(body).toMatchObject({ page, perPage: 3, total: 7 });
      pages.push(...names(body));
    }
    expect(pages).toEqual(all);
    expect(await get(q("TX", "&page=9"))).toMatchObject({ total: 7, results: [] });
    const nearPages = [...names(await get(q("78701", "&perPage=2"))), ...names(await get(q("78701", "&perPage=2&page=2")))];
    expect(nearPages).toEqual(names(await get(q("78701", "&perPage=4"))));
  });

  it.each([
    ["", "q", "must be 1 to 100 characters"],
    ["?q=", "q", "must be 1 to 100 characters"],
    ["?q=%20%20", "q", "must be 1 to 100 characters"],
    [q("x".repeat(101)), "q", "must be 1 to 100 characters"],
    [q("austin", "&page=0"), "page", "must be a whole number of 1 or more"],
    [q("austin", "&page=two"), "page", "must be a whole number of 1 or more"],
    [q("austin", "&perPage=51"), "perPage", "must be a whole number from 1 to 50"],
  ])("answers 400 naming the parameter for %s", async (query, path, message) => {
    const res = await request(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: `${path}: ${message}`, issues: [{ path, message }] });
  });

  it.each([
    '"',
    "*",
    "NEAR(",
    'NEAR("lopez" "van", 1)',
    'lopez" OR "x',
    "name:lopez",
    "^lopez",
    "-lopez",
    "{name}: x",
    "'; DROP TABLE companies; --",
    "\\",
    "%",
    "_",
  ])("treats %j as plain words, never as FTS5 or SQL syntax", async (text) => {
    const body = await get(q(text));
    expect(body.query).toBe(text);
    expect(Array.isArray(body.results)).toBe(true);
  });

  it("is cacheable briefly by browsers and CDNs, with an ETag", async () => {
    const res = await request(q("Austin"));
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const etag = res.headers.get("etag")!;
    expect((await request(q("Austin"), { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("answers HEAD and refuses POST with 405", async () => {
    expect((await request(q("Austin"), { method: "HEAD" })).status).toBe(200);
    const res = await request(q("Austin"), { method: "POST", body: "{}" });
    expect(res.status).toBe(405);
  });
});

describe("the companies_fts index", () => {
  it("is filled in one pass from the companies already in the snapshot", async () => {
    closeSnapshot(); // its lock would keep the in-place writes below out
    db().snapshot.exec("INSERT INTO companies_fts (companies_fts) VALUES ('delete-all')");
    expect((await get(q("Lopez Van & Storage"))).total).toBe(0);
    closeSnapshot();
    db().snapshot.transaction(() => withSearchIndexRebuilt(db().snapshot, () => undefined))();
    expect(names(await get(q("Lopez Van & Storage")))).toEqual(["Lopez Van & Storage", "Lopez Van & Storage Co."]);
    expect(names(await get(q("lopez miami")))).toEqual(["Lopez Van & Storage Co."]);
  });

  it("follows upserts (renames, moves) and replacements into the next snapshot", async () => {
    const renamed = ROWS.map((r) => (r[0] === "capital-haulers" ? [r[0], "Capitol Hill Haulers", ...r.slice(2)] : r));
    const moved = renamed.map((r) => (r[0] === "big-d-movers" ? [r[0], r[1], "Houston", "TX", "77002", ...r.slice(5)] : r));
    expect(await importCompaniesCsv(db().store.db, db().snapshot, csvText(HEADER, moved), "upsert")).toMatchObject({
      ok: true,
      updated: ROWS.length,
    });
    await db().rebuildSnapshot();
    expect(names(await get(q("capitol hill")))).toEqual(["Capitol Hill Haulers"]);
    expect((await get(q("capital haulers"))).total).toBe(0);
    expect(names(await get(q("big d houston")))).toEqual(["Big D Movers"]);
    expect((await get(q("big d dallas"))).total).toBe(0);

    expect(await importCompaniesCsv(db().store.db, db().snapshot, csvText(HEADER, [ROWS[8]]), "replace")).toMatchObject({
      ok: true,
      updated: 1,
      deleted: ROWS.length - 1,
    });
    await db().rebuildSnapshot();
    expect(names(await get(q("lopez")))).toEqual(["Lopez Moving Co."]);
    const count = db().snapshot.prepare("SELECT count(*) AS n FROM companies_fts WHERE companies_fts MATCH 'haulers'").get() as { n: number };
    expect(count.n).toBe(0);
  });
});
