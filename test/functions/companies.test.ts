import { describe, expect, it } from "vitest";
import companies, { config } from "../../functions/companies";
import type { ApiCompany } from "../../src/lib/companies/companies-api";
import { functionContext } from "../support/function-request";
import { sampleCompany } from "../support/sample-company";
import { testDatabaseForFile } from "../support/seeded-database";

const context = functionContext();
const get = (query = "", headers: Record<string, string> = {}) =>
  companies(new Request(`http://localhost/api/companies${query}`, { headers }), context);
const ids = async (res: Response) => ((await res.json()) as ApiCompany[]).map((c) => c.name);

/** The company fields that stay on the server; every other field of a company is public. */
const INTERNAL_FIELDS = ["yearsInBusiness", "usdotNumber", "mcNumber"];
const PUBLIC_FIELDS = Object.keys(sampleCompany())
  .filter((field) => !INTERNAL_FIELDS.includes(field))
  .sort();

const ROWS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map((n, i) => [
  `${n} Movers`,
  i % 2 ? "Dallas" : "Austin",
  "TX",
  i % 2 ? "75201" : "78701",
  i === 0 ? "local-moving|packing" : "",
]);
testDatabaseForFile({ companies: { header: ["name", "city", "state", "zip", "services"], rows: ROWS } });

describe("GET /api/companies", () => {
  it("is routed at /api/companies", () => {
    expect(config.path).toBe("/api/companies");
  });

  it("lists companies in the public company shape, in id order", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const list = (await res.json()) as ApiCompany[];
    expect(list.map((c) => c.name)).toEqual(["Alpha Movers", "Bravo Movers", "Charlie Movers", "Delta Movers", "Echo Movers"]);
    expect(list.map((c) => c.id)).toEqual([...list.map((c) => c.id)].sort((a, b) => a - b));
    const [alpha] = list;
    expect(Object.keys(alpha).sort()).toEqual(PUBLIC_FIELDS);
    expect(alpha.services).toEqual([
      { id: expect.any(Number), name: "Local Moving" },
      { id: expect.any(Number), name: "Packing Services" },
    ]);
    expect(alpha.city).toEqual({ name: "Austin", slug: "austin" });
    expect(alpha.state).toEqual({ name: "Texas", slug: "texas", abbreviation: "TX" });
  });

  it("pages with limit and offset in a stable order", async () => {
    expect(await ids(await get("?limit=2&offset=1"))).toEqual(["Bravo Movers", "Charlie Movers"]);
    expect(await ids(await get("?limit=2&offset=4"))).toEqual(["Echo Movers"]);
    expect(await ids(await get("?offset=10"))).toEqual([]);
    const pages = [...(await ids(await get("?limit=3"))), ...(await ids(await get("?limit=3&offset=3")))];
    expect(pages).toEqual(await ids(await get()));
  });

  it.each([
    ["?limit=0", "limit", "must be a whole number from 1 to 100"],
    ["?limit=101", "limit", "must be a whole number from 1 to 100"],
    ["?limit=abc", "limit", "must be a whole number from 1 to 100"],
    ["?offset=-1", "offset", "must be a whole number of 0 or more"],
    ["?offset=1.5", "offset", "must be a whole number of 0 or more"],
  ])("answers 400 naming the parameter for %s", async (query, path, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: `${path}: ${message}`, issues: [{ path, message }] });
  });

  it("treats a blank parameter as absent (the function wrapper's rule for every query)", async () => {
    const res = await get("?limit=&offset=");
    expect(res.status).toBe(200);
    expect(await ids(res)).toEqual(await ids(await get()));
  });

  it("is cacheable by a CDN and revalidates with its ETag", async () => {
    const res = await get("?limit=2");
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("?limit=2", { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await get("?limit=3", { "If-None-Match": etag! })).status).toBe(200);
  });

  it("answers HEAD and refuses POST with 405", async () => {
    expect((await companies(new Request("http://localhost/api/companies", { method: "HEAD" }), context)).status).toBe(200);
    const res = await companies(new Request("http://localhost/api/companies", { method: "POST", body: "{}" }), context);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });
});
