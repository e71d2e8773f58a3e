import { afterEach, describe, expect, it, vi } from "vitest";
import status from "../../functions/auth-status";
import login from "../../functions/login";
import { hashPassword } from "../../src/server/auth/password";
import { getAdminUserByUsername, upsertAdminUser } from "../../src/server/db/store/repositories/admin-auth";
import { testDatabaseForFile } from "../support/seeded-database";

const USER = "limits-admin";
const PASS = "a-long-limits-password";
const ctx = (ip: string) => ({ ip, params: {}, requestId: "t", waitUntil: () => {} });
const attempt = (password: string, ip: string, username = USER) =>
  login(
    new Request("http://localhost:4321/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:4321" },
      body: JSON.stringify({ username, password }),
    }),
    ctx(ip),
  );
const isAuthenticated = async (cookie: string) => {
  const res = await status(new Request("http://localhost:4321/api/auth/status", { headers: { cookie } }), ctx("192.0.2.1"));
  return ((await res.json()) as { isAuthenticated: boolean }).isAuthenticated;
};

const db = testDatabaseForFile({ env: { ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASS, SESSION_IDLE_MINUTES: "30" } });
afterEach(() => {
  vi.useRealTimers();
});

describe(`login under attack (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("checks at most 5 passwords of a 40-request parallel burst and of the attempts after it", async () => {
    const ip = "203.0.113.40";
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`wrong-password-${i}`, ip)));
    const statuses = burst.map((r) => r.status);
    // 401 = a password was checked; 429 = refused before any check
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    for (const res of burst) if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    let checked = statuses.filter((s) => s === 401).length;
    for (let i = 0; i < 10; i++) if ((await attempt(`wrong-again-${i}`, ip)).status === 401) checked++;
    expect(checked).toBe(5);
    // the right password from the locked address is refused too, until the lock ends
    expect((await attempt(PASS, ip)).status).toBe(429);
  });

  it("8 failures from one address leave the admin's login from another address working; a success clears the pair", async () => {
    for (let i = 0; i < 8; i++) expect([401, 429]).toContain((await attempt(`stranger-${i}`, "198.51.100.8")).status);
    expect((await attempt(PASS, "192.0.2.80")).status).toBe(200);

    const own = "192.0.2.81";
    for (let i = 0; i < 4; i++) expect((await attempt(`typo-${i}`, own)).status).toBe(401);
    expect((await attempt(PASS, own)).status).toBe(200);
    // cleared: four more mistakes are again only mistakes
    for (let i = 0; i < 4; i++) expect((await attempt(`typo-again-${i}`, own)).status).toBe(401);
    expect((await attempt(PASS, own)).status).toBe(200);
  });

  it("limits one address guessing across many usernames (spraying)", async () => {
    const ip = "203.0.113.99";
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await attempt("wrong-password", ip, `user-${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const refused = await attempt(PASS, ip);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many failed login attempts from your network/);
  }, 120_000); // twenty real scrypt checks

  it("rehashes a password stored with older scrypt parameters at the next successful login", async () => {
    const user = await getAdminUserByUsername(db().store.db, USER);
    await upsertAdminUser(db().store.db, USER, await hashPassword(PASS, { N: 2 ** 14, r: 8, p: 1 }));
    expect((await getAdminUserByUsername(db().store.db, USER))?.passwordHash).toMatch(/^scrypt\$16384\$/);
    expect((await attempt(PASS, "192.0.2.90")).status).toBe(200);
    const after = await getAdminUserByUsername(db().store.db, USER);
    expect(after?.id).toBe(user?.id);
    expect(after?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await attempt(PASS, "192.0.2.91")).status).toBe(200);
  });

  it("ends a session left idle for SESSION_IDLE_MINUTES, while use keeps it alive", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cookie = ((await attempt(PASS, "192.0.2.95")).headers.get("set-cookie") ?? "").split(";")[0];
    expect(await isAuthenticated(cookie)).toBe(true);
    for (let i = 0; i < 3; i++) {
      vi.setSystemTime(Date.now() + 20 * 60_000); // used every 20 minutes: an hour in all
      expect(await isAuthenticated(cookie)).toBe(true);
    }
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
    expect(await isAuthenticated(cookie)).toBe(false);
  });
});

describe("configuration", () => {
  it("refuses an ADMIN_PASSWORD shorter than 12 characters, naming it", async () => {
    const { loadConfig } = await import("../../src/server/config");
    expect(() => loadConfig({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "short-pw-11" })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(() => loadConfig({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "long-enough-pw" })).not.toThrow();
  });
});
