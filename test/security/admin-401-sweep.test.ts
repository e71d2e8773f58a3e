/**
 * Every admin function (read from functions/admin-*.ts, so new ones are covered without editing
 * this test), every method it serves, against the real server, with cookies an attacker could
 * bring: none, forged, signed with a guessed secret, tampered, expired, idle, revoked, garbage.
 * Each must be 401, never 200 or 500. A valid cookie on the GET routes is the control.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/server/auth/cookies";
import { createSession } from "../../src/server/auth/session";
import { signSessionToken } from "../../src/server/auth/session-token";
import { revokeAdminSession, upsertAdminUser } from "../../src/server/db/store/repositories/admin-auth";
import { type ServedDatabase, serveTestDatabase } from "../support/health-test-server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const FUNCTIONS = path.resolve(import.meta.dirname, "../../functions");
const SECRET = randomBytes(32).toString("base64url");
let t: TestDatabase;
let served: ServedDatabase | undefined;
let url = "";
const cookies: Record<string, string | null> = {};
let valid = "";

/** `config.path` of each admin function, with its parameters filled in. */
async function adminPaths(): Promise<Array<{ file: string; path: string }>> {
  const files = fs.readdirSync(FUNCTIONS).filter((f) => /^admin-.*\.ts$/.test(f));
  const out: Array<{ file: string; path: string }> = [];
  for (const file of files) {
    const mod = (await import(path.join(FUNCTIONS, file))) as { config?: { path?: string | string[] } };
    const paths = [mod.config?.path ?? []].flat();
    for (const p of paths) out.push({ file, path: p.replace(/:name\b/g, "backup-1.sql.gz").replace(/:[A-Za-z]+/g, "1") });
  }
  return out;
}

async function call(p: string, method: string, cookie: string | null): Promise<Response> {
  const headers: Record<string, string> = { Origin: url, "Sec-Fetch-Site": "same-origin", Accept: "application/json" };
  if (cookie !== null) headers.Cookie = cookie;
  const hasBody = method !== "GET" && method !== "HEAD";
  if (hasBody) headers["Content-Type"] = "application/json";
  return fetch(`${url}${p}`, { method, headers, body: hasBody ? "{}" : undefined, redirect: "manual" });
}

beforeAll(async () => {
  t = await createTestDatabase();
  const hour = 3_600_000;
  process.env.SESSION_SECRET = SECRET;
  const userId = await upsertAdminUser(t.store.db, "sweep-admin", "scrypt$not-a-real-hash");
  const live = await createSession(t.store, userId);
  valid = `${SESSION_COOKIE}=${live.token}`;
  const [id, expiry, signature] = live.token.split(".");
  const revoked = await createSession(t.store, userId);
  const revokedId = revoked.token.split(".")[0];
  await revokeAdminSession(t.store.db, revokedId);
  const expired = await createSession(t.store, userId, Date.now() - 48 * hour);
  const idle = await createSession(t.store, userId, Date.now() - 3 * hour);
  const fakeId = randomBytes(32).toString("base64url");
  Object.assign(cookies, {
    missing: null,
    forged: `${SESSION_COOKIE}=${fakeId}.${Date.now() + hour}.${randomBytes(32).toString("base64url")}`,
    "guessed secret": `${SESSION_COOKIE}=${signSessionToken({ sessionId: fakeId, expiresAt: Date.now() + hour }, "secret")}`,
    "real session, guessed secret": `${SESSION_COOKIE}=${signSessionToken({ sessionId: id, expiresAt: Date.now() + hour }, "changeme")}`,
    "tampered expiry": `${SESSION_COOKIE}=${id}.${Number(expiry) + 1}.${signature}`,
    "tampered id": `${SESSION_COOKIE}=${revokedId}.${expiry}.${signature}`,
    "unknown session, real secret": `${SESSION_COOKIE}=${signSessionToken({ sessionId: fakeId, expiresAt: Date.now() + hour }, SECRET)}`,
    expired: `${SESSION_COOKIE}=${expired.token}`,
    idle: `${SESSION_COOKIE}=${idle.token}`,
    revoked: `${SESSION_COOKIE}=${revoked.token}`,
    garbage: `${SESSION_COOKIE}=%00%ff..${"A".repeat(2000)}; other=1`,
  });
  served = await serveTestDatabase(t, { SESSION_SECRET: SECRET, SESSION_IDLE_MINUTES: "60" });
  url = served.url;
}, 60_000);

afterAll(async () => {
  await served?.stop();
  await t?.cleanup();
  delete process.env.SESSION_SECRET;
});

describe("401 sweep of the admin API", () => {
  it("refuses every admin route and method with 401 for every bad or missing cookie", { timeout: 60_000 }, async () => {
    const routes = await adminPaths();
    expect(routes.length).toBeGreaterThanOrEqual(fs.readdirSync(FUNCTIONS).filter((f) => f.startsWith("admin-")).length);
    const wrong: string[] = [];
    let checked = 0;
    let controls = 0;
    for (const route of routes) {
      // The 405 answer's Allow header lists the route's methods.
      const probe = await call(route.path, "PURGE", null);
      const allow = (probe.headers.get("allow") ?? "GET, POST, PUT, PATCH, DELETE")
        .split(",")
        .map((m) => m.trim())
        .filter((m) => m && m !== "HEAD");
      await probe.arrayBuffer();
      for (const method of allow) {
        for (const [kind, cookie] of Object.entries(cookies)) {
          const res = await call(route.path, method, cookie);
          const text = await res.text();
          checked++;
          if (
            res.status !== 401 ||
            res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.startsWith(`${SESSION_COOKIE}=;`))
          ) {
            wrong.push(`${method} ${route.path} (${route.file}) with ${kind} cookie → ${res.status} ${text.slice(0, 120)}`);
          }
        }
        if (method === "GET") {
          const res = await call(route.path, "GET", valid);
          await res.arrayBuffer();
          controls++;
          if (res.status === 401 || res.status >= 500) wrong.push(`control: GET ${route.path} with a valid cookie → ${res.status}`);
        }
      }
    }
    console.log(
      `401 sweep: ${checked} requests over ${routes.length} admin routes and ${Object.keys(cookies).length} cookie kinds; ${wrong.length} not refused; ${controls} valid-cookie controls`,
    );
    expect(wrong).toEqual([]);
    expect(controls).toBeGreaterThan(5);
  });
});
