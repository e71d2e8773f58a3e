import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdminUser } from "../db/admin-auth";
import { closeDatabase, getDatabase } from "../db/snapshot";
import { createTestDatabase, type TestDatabase } from "../db/test-database";
import { SESSION_COOKIE } from "./cookies";
import { checkOrigin, requireAdmin } from "./guard";
import { createSession } from "./session";

let t: TestDatabase;
beforeAll(() => {
  t = createTestDatabase();
});
afterAll(() => {
  closeDatabase();
  t.cleanup();
});

describe("requireAdmin", () => {
  it("answers 401 JSON without a session and the session with one", async () => {
    const denied = requireAdmin(new Request("http://localhost/api/admin/leads"));
    expect(denied).toBeInstanceOf(Response);
    expect((denied as Response).status).toBe(401);
    expect(await (denied as Response).json()).toEqual({ error: "Authentication required", message: "Authentication required" });

    const db = getDatabase();
    const userId = upsertAdminUser(db, "guard-admin", "scrypt$1$1$1$AAAA$AAAA");
    const { token } = createSession(db, userId);
    const forged = requireAdmin(new Request("http://localhost/api/admin/leads", { headers: { cookie: `${SESSION_COOKIE}=${token}x` } }));
    expect((forged as Response).status).toBe(401);
    const ok = requireAdmin(new Request("http://localhost/api/admin/leads", { headers: { cookie: `${SESSION_COOKIE}=${token}` } }));
    expect(ok).toMatchObject({ userId, username: "guard-admin" });
  });
});

describe("checkOrigin", () => {
  const post = (origin?: string) =>
    new Request("http://127.0.0.1:4321/api/login", { method: "POST", headers: origin ? { origin } : {} });
  it("passes same-origin requests and requests without Origin", () => {
    expect(checkOrigin(post())).toBeNull();
    expect(checkOrigin(post("http://127.0.0.1:4321"))).toBeNull();
  });
  it("refuses another origin with 403 JSON", async () => {
    for (const origin of ["https://evil.example", "http://127.0.0.1:9999", "null"]) {
      const res = checkOrigin(post(origin));
      if (!res) throw new Error(`${origin} passed`);
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe("Cross-origin request refused");
    }
  });
});
