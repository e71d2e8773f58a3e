import { afterAll, beforeAll, describe, expect, it } from "vitest";
import alias from "../../functions/states-company-alias";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

/** /states/{state}/{city}/{company}: only the company's own state and city lead to its profile. */
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  const header = ["slug", "name", "city", "state", "zip", "services", "rating", "review_count", "is_featured"];
  await t.seedCompanies(
    csvText(header, [
      ["austin-movers", "Austin Movers", "Austin", "TX", "78701", "local-moving", "4.5", "80", "false"],
      ["dallas-van", "Dallas Van Lines", "Dallas", "TX", "75201", "local-moving", "4.1", "20", "true"],
    ]),
  );
});
afterAll(async () => {
  await t.cleanup();
});

const get = (state: string, city: string, company: string) =>
  Promise.resolve(
    alias(new Request(`http://localhost:4321/states/${state}/${city}/${company}`), {
      ip: "192.0.2.1",
      params: { state, city, company },
      requestId: "t",
      waitUntil: () => {},
    }),
  );

describe("GET /states/{state}/{city}/{company}", () => {
  it("redirects (301) the company's own state and city to its one profile URL", async () => {
    const res = await get("texas", "austin", "austin-movers");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/company/austin-movers");
  });

  it("answers 404 for another state, another city, an unknown company or a malformed segment", async () => {
    for (const [state, city, company] of [
      ["foo", "bar", "austin-movers"],
      ["texas", "dallas", "austin-movers"],
      ["california", "austin", "austin-movers"],
      ["texas", "austin", "no-such-mover"],
      ["texas", "austin", "Austin-Movers"],
    ]) {
      const res = await get(state, city, company);
      expect(res.status, `${state}/${city}/${company}`).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toContain("Page not found");
    }
  });
});
