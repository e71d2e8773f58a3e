import { describe, expect, it } from "vitest";
import featured, { config } from "../../functions/companies-featured";
import type { ApiCompany } from "../../src/lib/companies/companies-api";
import { functionContext } from "../support/function-request";
import { testDatabaseForFile } from "../support/seeded-database";

const context = functionContext();
const get = (headers: Record<string, string> = {}) => featured(new Request("http://localhost/api/companies/featured", { headers }), context);
const names = async (res: Response) => ((await res.json()) as ApiCompany[]).map((c) => c.name);

const HEADER = ["name", "city", "state", "zip", "services", "rating", "review_count", "is_featured", "is_in_list"];
const ROWS = [
  ["Plain Movers", "Austin", "TX", "78701", "", "5.0", "900", "false", "true"],
  ["Hidden Movers", "Austin", "TX", "78701", "", "5.0", "900", "true", "false"],
  ["Good Movers", "Austin", "TX", "78701", "storage", "4.5", "200", "true", "true"],
  ["Best Movers", "Dallas", "TX", "75201", "local-moving", "4.9", "500", "true", "true"],
  ["Lucky Movers", "Dallas", "TX", "75201", "", "5.0", "2", "true", "true"],
  // 12 more featured companies, all weaker than the three above, to check the limit.
  ...Array.from({ length: 12 }, (_, i) => [`Extra ${String.fromCharCode(65 + i)} Movers`, "Austin", "TX", "78701", "", "3.0", "10", "true", "true"]),
];
testDatabaseForFile({ companies: { header: HEADER, rows: ROWS } });

describe("GET /api/companies/featured", () => {
  it("is routed at /api/companies/featured", () => {
    expect(config.path).toBe("/api/companies/featured");
  });

  it("lists at most 12 listed featured companies, best reputation first", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const list = await names(res);
    expect(list).toHaveLength(12);
    expect(list.slice(0, 4)).toEqual(["Best Movers", "Good Movers", "Lucky Movers", "Extra A Movers"]);
    expect(list).not.toContain("Plain Movers");
    expect(list).not.toContain("Hidden Movers");
  });

  it("uses the public company shape", async () => {
    const [best] = (await (await get()).json()) as ApiCompany[];
    expect(best).toMatchObject({
      name: "Best Movers",
      isFeatured: true,
      isInList: true,
      rating: 4.9,
      reviewCount: 500,
      services: [{ id: expect.any(Number), name: "Local Moving" }],
      city: { name: "Dallas", slug: "dallas" },
      state: { name: "Texas", slug: "texas", abbreviation: "TX" },
    });
    expect(best).not.toHaveProperty("yearsInBusiness");
  });

  it("is cacheable by a CDN and answers 304 to its own ETag", async () => {
    const res = await get();
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get({ "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get({ "If-None-Match": 'W/"other"' })).status).toBe(200);
  });

  it("refuses POST with 405", async () => {
    const res = await featured(new Request("http://localhost/api/companies/featured", { method: "POST" }), context);
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: "Method POST not allowed" });
  });
});
