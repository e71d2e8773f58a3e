import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { resetConfig } from "../config";
import { upsertAdminUser } from "../db/store/repositories/admin-auth";
import { defineFunction, route } from "../http/define-function";
import { json } from "../http/responses";
import { SESSION_COOKIE } from "./cookies";
import { authError, originAllowed } from "./guard";
import { createSession } from "./session";

let t: TestDatabase;
let cookie = "";
let userId = 0;
beforeAll(async () => {
  process.env.SITE_URL = "https://movers.example";
  resetConfig();
  t = await createTestDatabase();
  userId = await upsertAdminUser(t.store.db, "guard-admin", "scrypt$1$1$1$AAAA$AAAA");
  cookie = `${SESSION_COOKIE}=${(await createSession(t.store, userId)).token}`;
});
afterAll(async () => {
  delete process.env.SITE_URL;
  resetConfig();
  await t.cleanup();
});

const ctx = { ip: "192.0.2.1", params: {}, requestId: "t", waitUntil: () => {} };

/** An admin function as every admin endpoint declares it: it echoes who called. */
const adminFunction = defineFunction({
  GET: route({ admin: true, handle: ({ admin }) => json({ user: admin.username }) }),
  POST: route({ admin: true, handle: ({ admin }) => json({ user: admin.username }) }),
});
const call = (method: string, headers: Record<string, string> = {}) =>
  adminFunction(new Request("http://127.0.0.1:4321/api/admin/thing", { method, headers }), ctx);

describe(`admin routes (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("answer 401 JSON without a session, or with a forged or foreign token", async () => {
    const attempts: Array<Record<string, string>> = [{}, { cookie: `${cookie}x` }, { cookie: `${SESSION_COOKIE}=not-a-token` }];
    for (const headers of attempts) {
      for (const method of ["GET", "POST"]) {
        const res = await call(method, headers);
        expect(res.status, `${method} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.headers.get("content-type")).toContain("application/json");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(await res.json()).toEqual({ error: "Authentication required", message: "Authentication required" });
      }
    }
  });

  it("run the handler with the signed-in admin", async () => {
    const res = await call("GET", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: "guard-admin" });
    expect((await call("POST", { cookie, origin: "http://127.0.0.1:4321" })).status).toBe(200);
    expect((await call("POST", { cookie, "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("refuse a write that names no origin at all with 403, even with a session", async () => {
    expect((await call("POST", { cookie })).status).toBe(403);
    expect((await call("POST", { cookie, "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("refuse a state-changing call from a foreign Origin with 403, even with a session", async () => {
    const res = await call("POST", { cookie, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-origin request refused", message: "Cross-origin request refused" });
    // Reads are not refused by Origin: the SameSite=Strict cookie already keeps them same-site.
    expect((await call("GET", { cookie, origin: "https://evil.example" })).status).toBe(200);
  });
});

describe("originAllowed", () => {
  const post = (origin?: string, headers: Record<string, string> = {}) =>
    new Request("http://127.0.0.1:4321/api/login", { method: "POST", headers: origin ? { origin, ...headers } : headers });

  it("passes the request's own origin, SITE_URL's, and a same-origin fetch that sent no Origin", () => {
    expect(originAllowed(post("http://127.0.0.1:4321"))).toBe(true);
    expect(originAllowed(post("https://movers.example"))).toBe(true);
    expect(originAllowed(post(undefined, { "sec-fetch-site": "same-origin" }))).toBe(true);
  });

  it("refuses a request that names no origin, or only a client-sent X-Forwarded-Proto", () => {
    expect(originAllowed(post())).toBe(false);
    expect(originAllowed(post(undefined, { "sec-fetch-site": "same-site" }))).toBe(false);
    expect(originAllowed(post("https://127.0.0.1:4321", { "x-forwarded-proto": "https" }))).toBe(false);
  });

  it("refuses any other origin", () => {
    for (const origin of ["https://evil.example", "http://127.0.0.1:9999", "null", "https://movers.example.evil.example"]) {
      expect(originAllowed(post(origin)), origin).toBe(false);
    }
  });
});

describe("authError", () => {
  it("writes `{ error, message }` with the status and headers", async () => {
    const res = authError("Too many attempts", 429, { headers: { "Retry-After": "30" } });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: "Too many attempts", message: "Too many attempts" });
  });
});
