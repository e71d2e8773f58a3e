import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../src/server/db/test-database";
import authStatus, { config as authStatusConfig } from "../../functions/auth-status";
import health, { config as healthConfig } from "../../functions/health";

const context = { ip: "127.0.0.1", params: {}, requestId: "test", waitUntil: () => {} };
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(csvText(["name", "city", "state", "zip"], [["Acme Movers", "Austin", "TX", "78701"], ["Beta Movers", "Dallas", "TX", "75201"]]));
});
afterAll(async () => {
  await t.cleanup();
});

describe("GET /api/health", () => {
  it("answers ok with the number of companies in the snapshot", async () => {
    expect(healthConfig.path).toBe("/api/health");
    const res = await health(new Request("http://localhost/api/health"), context);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.json()).toEqual({ ok: true, companies: 2 });
  });

  it("refuses other methods with 405 and an Allow header", async () => {
    const res = await health(new Request("http://localhost/api/health", { method: "POST" }), context);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.json()).toEqual({ error: "Method POST not allowed" });
  });
});

describe("GET /api/auth/status", () => {
  it("reports no session without a session cookie", async () => {
    expect(authStatusConfig.path).toBe("/api/auth/status");
    const res = await authStatus(new Request("http://localhost/api/auth/status"), context);
    expect(await res.json()).toEqual({ isAuthenticated: false });
  });
});
