import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../functions/admin-company";
import { getCompanyBySlug } from "../../src/server/db/snapshot/companies";
import { listStoreCompanies } from "../../src/server/db/store/repositories/store-companies";
import { adminCookie } from "../support/admin-session";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

/** The admin's company edit carries the USDOT and MC numbers with the CSV row's rules. */
let t: TestDatabase;
let cookie = "";
let id = 0;

const patch = (body: unknown) =>
  company(
    new Request("http://localhost:4321/api/admin/companies/x", {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify(body),
    }),
    { ip: "192.0.2.1", params: { id: String(id) }, requestId: "t", waitUntil: () => {} },
  );

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(csvText(["slug", "name", "city", "state", "zip"], [["austin-movers", "Austin Movers", "Austin", "TX", "78701"]]));
  id = (await listStoreCompanies(t.store.db))[0].id;
  cookie = await adminCookie(t.store, "test-admin");
});
afterAll(async () => {
  await t.cleanup();
});

describe("PATCH /api/admin/companies/:id with licence numbers", () => {
  it("refuses a malformed number with a 400 naming the column, changing nothing", async () => {
    const res = await patch({ usdot_number: "123456789", name: "Renamed Movers" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^usdot_number: must be a USDOT number/);
    expect((await listStoreCompanies(t.store.db))[0]).toMatchObject({ name: "Austin Movers", usdot_number: null });
  });

  it("stores good numbers, answers them, and the next rebuild puts them on the profile", async () => {
    const res = await patch({ usdot_number: "2233445", mc_number: "MC-556677" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ slug: "austin-movers", usdotNumber: "2233445", mcNumber: "556677" });
    await t.rebuildSnapshot();
    expect(getCompanyBySlug(t.snapshot, "austin-movers")).toMatchObject({ usdotNumber: "2233445", mcNumber: "556677" });
  });

  it("clears a number sent empty", async () => {
    expect((await patch({ mc_number: "" })).status).toBe(200);
    expect((await listStoreCompanies(t.store.db))[0]).toMatchObject({ usdot_number: "2233445", mc_number: null });
  });
});
