import { afterAll, beforeAll, describe, expect, it } from "vitest";
import logout from "../../functions/logout";
import { SESSION_COOKIE } from "../../src/server/auth/cookies";
import { createSession, sessionFromRequest } from "../../src/server/auth/session";
import { upsertAdminUser } from "../../src/server/db/store/repositories/admin-auth";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** Logout is a state change: a page's own script may trigger it, an image or a foreign site may not. */
let t: TestDatabase;
let userId = 0;
const ctx = { ip: "192.0.2.1", params: {}, requestId: "t", waitUntil: () => {} };
const URL_ = "http://localhost:4321/api/logout";

beforeAll(async () => {
  t = await createTestDatabase();
  userId = await upsertAdminUser(t.store.db, "logout-admin", "scrypt$1$1$1$AAAA$AAAA");
});
afterAll(async () => {
  await t.cleanup();
});

const newCookie = async () => `${SESSION_COOKIE}=${(await createSession(t.store, userId)).token}`;
const signedIn = async (cookie: string) => (await sessionFromRequest(t.store, new Request(URL_, { headers: { cookie } }))) !== null;

describe(`logout (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("is refused for an image or a navigation on our own page, and the session survives", async () => {
    const cookie = await newCookie();
    for (const dest of ["image", "document", "iframe", undefined]) {
      const headers: Record<string, string> = { cookie, "sec-fetch-site": "same-origin" };
      if (dest) headers["sec-fetch-dest"] = dest;
      const res = await logout(new Request(URL_, { headers }), ctx);
      expect(res.status, String(dest)).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it("works as the admin's own GET fetch (Sec-Fetch-Dest: empty) and as a same-origin POST", async () => {
    const viaGet = await newCookie();
    const get = await logout(new Request(URL_, { headers: { cookie: viaGet, "sec-fetch-site": "same-origin", "sec-fetch-dest": "empty" } }), ctx);
    expect(get.status).toBe(200);
    expect(get.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(await signedIn(viaGet)).toBe(false);

    const viaPost = await newCookie();
    const post = await logout(new Request(URL_, { method: "POST", headers: { cookie: viaPost, origin: "http://localhost:4321" } }), ctx);
    expect(post.status).toBe(200);
    expect(await signedIn(viaPost)).toBe(false);
  });

  it("is refused from another site or without any origin", async () => {
    const cookie = await newCookie();
    const foreign = await logout(new Request(URL_, { method: "POST", headers: { cookie, origin: "https://evil.example" } }), ctx);
    expect(foreign.status).toBe(403);
    const anonymous = await logout(new Request(URL_, { method: "POST", headers: { cookie } }), ctx);
    expect(anonymous.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });
});
