import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import status from "../../functions/auth-status";
import login from "../../functions/login";
import logout from "../../functions/logout";
import { pairKey } from "../../src/server/auth/login-throttle";
import { resetConfig } from "../../src/server/config";
import { clearLoginAttempts, countAdminUsers, getAdminUserByUsername } from "../../src/server/db/store/repositories/admin-auth";
import { migrateStore, openStore, type Store } from "../../src/server/db/store/store";
import { testDatabaseForFile } from "../support/seeded-database";
import { createTestPostgresDatabase } from "../support/test-database";

const USER = "test-admin";
const PASS = "a-long-test-password";
const ctx = (ip = "192.0.2.1") => ({ ip, params: {}, requestId: "t", waitUntil: () => {} });
const loginRequest = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost:4321/api/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:4321", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];
const isAuthenticated = async (cookie?: string) => {
  const res = await status(new Request("http://localhost:4321/api/auth/status", { headers: cookie ? { cookie } : {} }), ctx());
  return ((await res.json()) as { isAuthenticated: boolean }).isAuthenticated;
};

const db = testDatabaseForFile({ env: { ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASS } });
afterEach(() => {
  vi.useRealTimers();
});

describe(`login, status and logout (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("logs in with an HttpOnly SameSite=Strict cookie that status accepts until logout", async () => {
    expect(await isAuthenticated()).toBe(false);
    const res = await login(loginRequest({ username: USER, password: PASS }), ctx("192.0.2.10"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain(`Max-Age=${12 * 3600}`);
    const cookie = cookieOf(res);
    expect(await isAuthenticated(cookie)).toBe(true);
    expect(await isAuthenticated(`${cookie}x`)).toBe(false);

    const out = await logout(
      new Request("http://localhost:4321/api/logout", { headers: { cookie, "sec-fetch-site": "same-origin", "sec-fetch-dest": "empty" } }),
      ctx(),
    );
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(await isAuthenticated(cookie)).toBe(false); // revoked server-side, not just cleared
  });

  it("accepts the username case-insensitively and sets Secure over https", async () => {
    const req = new Request("https://movers.example/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://movers.example" },
      body: JSON.stringify({ username: USER.toUpperCase(), password: PASS }),
    });
    const res = await login(req, ctx("192.0.2.11"));
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toContain("; Secure");
  });

  it("expires sessions after SESSION_TTL_HOURS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const res = await login(loginRequest({ username: USER, password: PASS }), ctx("192.0.2.12"));
    const cookie = cookieOf(res);
    expect(await isAuthenticated(cookie)).toBe(true);
    vi.setSystemTime(Date.now() + 12 * 3600_000 + 1000);
    expect(await isAuthenticated(cookie)).toBe(false);
  });
});

describe("login failures", () => {
  it("answers a wrong password and an unknown user identically", async () => {
    const wrong = await login(loginRequest({ username: USER, password: "wrong-password" }), ctx("192.0.2.20"));
    const unknown = await login(loginRequest({ username: "nobody-here", password: "wrong-password" }), ctx("192.0.2.21"));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = { error: "Invalid username or password", message: "Invalid username or password" };
    expect(await wrong.json()).toEqual(body);
    expect(await unknown.json()).toEqual(body);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("locks a (username, address) pair after 5 failures; the right password from another address still works", async () => {
    const ip = "198.51.100.1";
    await clearLoginAttempts(db().store.db, pairKey(USER, ip));
    for (let i = 0; i < 5; i++) {
      const res = await login(loginRequest({ username: USER, password: `wrong-${i}-pw` }), ctx(ip));
      expect(res.status).toBe(401);
    }
    const sixth = await login(loginRequest({ username: USER, password: PASS }), ctx(ip));
    expect(sixth.status).toBe(429);
    const body = (await sixth.json()) as { message: string; error: string };
    expect(body.message).toMatch(/^Too many failed login attempts\. Try again in (2\d|30) seconds\.$/);
    expect(body.error).toBe(body.message);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(loginRequest({ username: USER, password: PASS }), ctx("198.51.100.2"))).status).toBe(200);
  });

  it("locks a pair again for twice as long after its lock ends and one more failure", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 5; i++) {
      expect((await login(loginRequest({ username: USER, password: "wrong-password" }), ctx(ip))).status).toBe(401);
    }
    expect((await login(loginRequest({ username: USER, password: PASS }), ctx(ip))).status).toBe(429);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31_000);
    expect((await login(loginRequest({ username: USER, password: "wrong-password" }), ctx(ip))).status).toBe(401);
    const again = (await (await login(loginRequest({ username: USER, password: PASS }), ctx(ip))).json()) as { message: string };
    expect(again.message).toMatch(/Try again in (5\d|60) seconds/);
  });

  it("refuses a foreign Origin with 403 and bad bodies with 400 naming the field", async () => {
    const foreign = await login(loginRequest({ username: USER, password: PASS }, { origin: "https://evil.example" }), ctx("192.0.2.30"));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();

    const malformed = await login(loginRequest("{not json"), ctx("192.0.2.31"));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });

    const short = await login(loginRequest({ username: "ab", password: "12345" }), ctx("192.0.2.31"));
    expect(short.status).toBe(400);
    const body = (await short.json()) as { error: string; message: string };
    expect(body.error).toContain("username: Username must be at least 3 characters");
    expect(body.error).toContain("password: Password must be at least 6 characters");
    expect(body.message).toBe(body.error);

    const form = await login(
      new Request("http://localhost:4321/api/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:4321" },
        body: "username=a",
      }),
      ctx("192.0.2.31"),
    );
    expect(form.status).toBe(415);
    expect((await login(new Request("http://localhost:4321/api/login"), ctx())).status).toBe(405);
  });
});

/**
 * A store no admin has touched yet, on this run's engine, and a way to open more connections to
 * it: each stands for another function instance starting cold against the same database.
 */
async function freshStore(name: string): Promise<{ connect(): Store; drop(): Promise<void> }> {
  const opened: Store[] = [];
  let target: Parameters<typeof openStore>[0];
  let drop = async () => {};
  if (db().engine === "postgres") {
    const database = await createTestPostgresDatabase();
    target = { engine: "postgres", url: database.url };
    drop = database.drop;
  } else {
    target = { engine: "sqlite", file: path.join(db().dir, `${name}.db`) };
  }
  const connect = () => {
    const store = openStore(target);
    opened.push(store);
    return store;
  };
  await migrateStore(connect());
  return {
    connect,
    async drop() {
      for (const store of opened) await store.close();
      await drop();
    },
  };
}

/** Runs `body` with ADMIN_USERNAME/ADMIN_PASSWORD unset, as on a first start without them. */
async function withoutAdminEnv(body: () => Promise<void>): Promise<void> {
  const saved = { u: process.env.ADMIN_USERNAME, p: process.env.ADMIN_PASSWORD };
  delete process.env.ADMIN_USERNAME;
  delete process.env.ADMIN_PASSWORD;
  resetConfig();
  try {
    await body();
  } finally {
    process.env.ADMIN_USERNAME = saved.u;
    process.env.ADMIN_PASSWORD = saved.p;
    resetConfig();
  }
}

/** ensureFirstAdmin from freshly loaded modules: a cold start remembers nothing of another. */
async function coldEnsureFirstAdmin(): Promise<typeof import("../../src/server/auth/bootstrap").ensureFirstAdmin> {
  vi.resetModules();
  return (await import("../../src/server/auth/bootstrap")).ensureFirstAdmin;
}

describe(`first admin (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("refuses ADMIN_USERNAME without ADMIN_PASSWORD", async () => {
    const { loadConfig } = await import("../../src/server/config");
    expect(() => loadConfig({ ADMIN_USERNAME: "someone" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("without ADMIN_* creates 'admin' with a random password printed once", async () => {
    const fresh = await freshStore("first-admin");
    try {
      await withoutAdminEnv(async () => {
        const store = fresh.connect();
        const ensureFirstAdmin = await coldEnsureFirstAdmin();
        const lines: string[] = [];
        await ensureFirstAdmin(store, (l) => lines.push(l));
        await ensureFirstAdmin(store, (l) => lines.push(l));
        await (await coldEnsureFirstAdmin())(fresh.connect(), (l) => lines.push(l)); // a restart
        expect(lines).toHaveLength(1);
        const match = lines[0].match(
          /^Created admin user 'admin' with password: (\S{20}) {2}\(shown once; set ADMIN_USERNAME\/ADMIN_PASSWORD to choose your own\)$/,
        );
        expect(match).not.toBeNull();
        const admin = await getAdminUserByUsername(store.db, "admin");
        const { verifyPassword } = await import("../../src/server/auth/password");
        expect(await verifyPassword(match?.[1] ?? "", admin?.passwordHash ?? "")).toBe(true);
      });
    } finally {
      await fresh.drop();
    }
  });

  it("is created exactly once when several instances start cold at the same time", async () => {
    const fresh = await freshStore("cold-starts");
    try {
      await withoutAdminEnv(async () => {
        const lines: string[] = [];
        const starts = [];
        for (let i = 0; i < 5; i++) starts.push({ ensure: await coldEnsureFirstAdmin(), store: fresh.connect() });
        await Promise.all(starts.map(({ ensure, store }) => ensure(store, (l) => lines.push(l))));
        expect(lines).toHaveLength(1);
        expect(await countAdminUsers(starts[0].store.db)).toBe(1);
      });
    } finally {
      await fresh.drop();
    }
  });
});
