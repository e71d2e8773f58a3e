import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import accountPassword from "../../functions/admin-account-password";
import accountSession from "../../functions/admin-account-session";
import accountSessions from "../../functions/admin-account-sessions";
import settingsTest from "../../functions/admin-integration-check";
import settings from "../../functions/admin-settings";
import user from "../../functions/admin-user";
import users from "../../functions/admin-users";
import type { IntegrationTestResult, SettingsView } from "../../src/lib/admin/settings-api";
import type { AccountSessionList, AdminUserList } from "../../src/lib/admin/users-api";
import { MIN_PASSWORD_LENGTH } from "../../src/lib/auth/password-policy";
import { SESSION_COOKIE } from "../../src/server/auth/cookies";
import { hashPassword } from "../../src/server/auth/password";
import { createSession } from "../../src/server/auth/session";
import { writeSnapshot } from "../../src/server/build/write-snapshot";
import { resetConfig } from "../../src/server/config";
import { readSiteDetails } from "../../src/server/db/snapshot/site-details";
import { openSnapshot } from "../../src/server/db/snapshot/snapshot";
import { upsertAdminUser } from "../../src/server/db/store/repositories/admin-auth";
import { DEFAULT_SITE_CONTACT } from "../../src/server/db/store/repositories/site-settings";
import type { FunctionHandler } from "../../src/server/http/context";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

const BASE = "http://localhost:4321";
const PASSWORD = "first-admin-password";
let t: TestDatabase;
let ownerId = 0;
let owner = "";

const ctx = (params: Record<string, string> = {}) => ({ ip: "192.0.2.1", params, requestId: "t", waitUntil: () => {} });
function call(handler: FunctionHandler, p: string, init: { method?: string; body?: unknown; params?: Record<string, string>; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: BASE };
  if (init.cookie !== undefined) headers.cookie = init.cookie;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const req = new Request(`${BASE}${p}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return Promise.resolve(handler(req, ctx(init.params)));
}
/** A write the signed-in owner sends. */
const ownerSends = (handler: FunctionHandler, p: string, method: string, body: unknown) => call(handler, p, { method, cookie: owner, body });
const signIn = async (userId: number) => `${SESSION_COOKIE}=${(await createSession(t.store, userId)).token}`;
const auditActions = async () =>
  (await t.store.db.selectFrom("admin_audit").select(["action", "actor", "target_id"]).orderBy("id").execute()).map((r) => r.action);

beforeAll(async () => {
  t = await createTestDatabase();
  ownerId = await upsertAdminUser(t.store.db, "owner", await hashPassword(PASSWORD));
  owner = await signIn(ownerId);
});
afterAll(async () => {
  await t.cleanup();
});

describe("admin accounts", () => {
  it("adds an admin, refuses a short password naming the field, a bad username and a taken one", async () => {
    const short = await ownerSends(users, "/api/admin/users", "POST", { username: "dana", password: "a".repeat(MIN_PASSWORD_LENGTH - 1) });
    expect(short.status).toBe(400);
    expect((await short.json()).issues).toEqual([{ path: "password", message: `must be at least ${MIN_PASSWORD_LENGTH} characters` }]);
    const badName = await ownerSends(users, "/api/admin/users", "POST", { username: "a b", password: "long-enough-password" });
    expect(badName.status).toBe(400);
    expect((await badName.json()).issues[0].path).toBe("username");

    const created = await ownerSends(users, "/api/admin/users", "POST", { username: "dana", password: "long-enough-password" });
    expect(created.status).toBe(201);
    expect((await created.json()).user).toMatchObject({ username: "dana", isYou: false });
    const taken = await ownerSends(users, "/api/admin/users", "POST", { username: "DANA", password: "long-enough-password" });
    expect(taken.status).toBe(409);

    const list = (await (await call(users, "/api/admin/users", { cookie: owner })).json()) as AdminUserList;
    expect(list.users.map((u) => [u.username, u.isYou])).toEqual([
      ["dana", false],
      ["owner", true],
    ]);
  });

  it("refuses to remove the last admin with 409, and removing an account ends its sessions", async () => {
    const dana = (await t.store.db.selectFrom("admin_users").select("id").where("username_key", "=", "dana").executeTakeFirstOrThrow()).id;
    const danaCookie = await signIn(dana);
    expect((await call(users, "/api/admin/users", { cookie: danaCookie })).status).toBe(200);

    const removed = await call(user, `/api/admin/users/${dana}`, { method: "DELETE", cookie: owner, params: { id: String(dana) } });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ ok: true, signedOut: false });
    expect((await call(users, "/api/admin/users", { cookie: danaCookie })).status).toBe(401);

    const last = await call(user, `/api/admin/users/${ownerId}`, { method: "DELETE", cookie: owner, params: { id: String(ownerId) } });
    expect(last.status).toBe(409);
    expect((await last.json()).error).toMatch(/last admin/);
    expect((await call(users, "/api/admin/users", { cookie: owner })).status).toBe(200);
    expect((await call(user, "/api/admin/users/999999", { method: "DELETE", cookie: owner, params: { id: "999999" } })).status).toBe(404);
  });

  it("removing your own account signs you out", async () => {
    const eve = await upsertAdminUser(t.store.db, "eve", await hashPassword("eve-password-123"));
    const eveCookie = await signIn(eve);
    const res = await call(user, `/api/admin/users/${eve}`, { method: "DELETE", cookie: eveCookie, params: { id: String(eve) } });
    expect(await res.json()).toEqual({ ok: true, signedOut: true });
    expect(res.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await call(users, "/api/admin/users", { cookie: eveCookie })).status).toBe(401);
  });
});

describe("your password and sessions", () => {
  it("a short new password is a 400 naming new_password; a wrong current password names current_password", async () => {
    const short = await ownerSends(accountPassword, "/api/admin/account/password", "POST", { current_password: PASSWORD, new_password: "short-pw" });
    expect(short.status).toBe(400);
    expect((await short.json()).issues).toEqual([{ path: "new_password", message: `must be at least ${MIN_PASSWORD_LENGTH} characters` }]);
    const wrong = await ownerSends(accountPassword, "/api/admin/account/password", "POST", {
      current_password: "not-the-password",
      new_password: "a-brand-new-password",
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).issues[0].path).toBe("current_password");
  });

  it("changing the password ends the account's other sessions (old cookie → 401) and keeps this one", async () => {
    const other = await signIn(ownerId);
    const sessions = (await (await call(accountSessions, "/api/admin/account/sessions", { cookie: owner })).json()) as AccountSessionList;
    expect(sessions.sessions.length).toBe(2);
    expect(sessions.sessions.filter((s) => s.current).length).toBe(1);

    const res = await ownerSends(accountPassword, "/api/admin/account/password", "POST", {
      current_password: PASSWORD,
      new_password: "a-brand-new-password",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, revokedSessions: 1 });
    expect((await call(accountSessions, "/api/admin/account/sessions", { cookie: other })).status).toBe(401);
    const after = (await (await call(accountSessions, "/api/admin/account/sessions", { cookie: owner })).json()) as AccountSessionList;
    expect(after.sessions).toHaveLength(1);
    expect(after.sessions[0].current).toBe(true);
    // The page gets a handle, never a stored session id (which signs a cookie).
    const stored = (await t.store.db.selectFrom("admin_sessions").select("id").where("user_id", "=", ownerId).execute()).map((r) => r.id);
    expect(stored).not.toContain(after.sessions[0].id);
  });

  it("revokes one of your sessions by its handle; another admin's handle is not found", async () => {
    const second = await signIn(ownerId);
    const list = (await (await call(accountSessions, "/api/admin/account/sessions", { cookie: owner })).json()) as AccountSessionList;
    const target = list.sessions.find((s) => !s.current);
    expect(target).toBeDefined();
    const res = await call(accountSession, "/api/admin/account/sessions/x", { method: "DELETE", cookie: owner, params: { id: target?.id ?? "" } });
    expect(await res.json()).toEqual({ ok: true, current: false });
    expect((await call(accountSessions, "/api/admin/account/sessions", { cookie: second })).status).toBe(401);
    expect((await call(accountSession, "/api/admin/account/sessions/x", { method: "DELETE", cookie: owner, params: { id: "nope" } })).status).toBe(
      404,
    );
  });
});

describe("site details", () => {
  it("validates, saves, and the next snapshot carries them; blank goes back to the default", async () => {
    const bad = await ownerSends(settings, "/api/admin/settings", "PUT", { contact_email: "not-an-email", contact_phone: "123" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues.map((i: { path: string }) => i.path).sort()).toEqual(["contact_email", "contact_phone"]);

    const put = await ownerSends(settings, "/api/admin/settings", "PUT", { contact_email: "help@movers.example", contact_phone: "312.555.0142" });
    expect(put.status).toBe(200);
    expect((await put.json()).site).toMatchObject({
      contactEmail: "help@movers.example",
      contactPhone: "(312) 555-0142",
      effective: { email: "help@movers.example", phone: "(312) 555-0142" },
    });

    const snapshotPath = path.join(t.dir, "built.db");
    await t.seedCompanies(csvText(["slug", "name", "city", "state", "zip"], [["a-co", "A Co", "Austin", "TX", "78701"]]));
    await writeSnapshot(t.store, snapshotPath, path.join(t.dir, "unused.csv"));
    const built = openSnapshot(snapshotPath);
    expect(readSiteDetails(built)).toEqual({ email: "help@movers.example", phone: "(312) 555-0142" });
    built.close();

    await call(settings, "/api/admin/settings", { method: "PUT", cookie: owner, body: { contact_email: "", contact_phone: "(312) 555-0142" } });
    const view = (await (await call(settings, "/api/admin/settings", { cookie: owner })).json()) as SettingsView;
    expect(view.site.effective).toEqual({ email: DEFAULT_SITE_CONTACT.email, phone: "(312) 555-0142" });
    expect(readSiteDetails(t.snapshot)).toEqual(DEFAULT_SITE_CONTACT);
  });
});

describe("integrations", () => {
  it("shows hosts only, never credentials or paths, and says when something is not configured", async () => {
    process.env.SMTP_URL = "smtps://mailer:s3cret-pass@smtp.example.com:465";
    process.env.NETLIFY_BUILD_HOOK_URL = "https://api.netlify.com/build_hooks/abc123secret";
    delete process.env.WAREHOUSE_URL;
    resetConfig();
    try {
      const res = await call(settings, "/api/admin/settings", { cookie: owner });
      const text = await res.text();
      expect(text).not.toContain("s3cret");
      expect(text).not.toContain("abc123secret");
      expect(text).not.toContain("mailer");
      const view = JSON.parse(text) as SettingsView;
      const by = Object.fromEntries(view.integrations.map((i) => [i.id, i]));
      expect(by.smtp).toMatchObject({ configured: true });
      expect(by.smtp.value).toContain("smtps://smtp.example.com:465");
      expect(by["build-hook"].value).toBe("https://api.netlify.com (path hidden)");
      expect(by.warehouse).toMatchObject({ configured: false });
      expect(by.warehouse.value).toMatch(/Not configured/);
      expect(by.database.value).toMatch(t.engine === "postgres" ? /^Postgres at / : /^SQLite file /);

      const noRecipient = await call(settingsTest, "/x", { method: "POST", cookie: owner, params: { id: "smtp" }, body: {} });
      expect(noRecipient.status).toBe(400);
      expect((await noRecipient.json()).issues[0].path).toBe("to");
      const unconfirmed = await call(settingsTest, "/x", { method: "POST", cookie: owner, params: { id: "build-hook" }, body: {} });
      expect(unconfirmed.status).toBe(400);
      expect((await unconfirmed.json()).issues[0].path).toBe("confirm");
      const warehouse = (await (
        await call(settingsTest, "/x", { method: "POST", cookie: owner, params: { id: "warehouse" }, body: {} })
      ).json()) as IntegrationTestResult;
      expect(warehouse).toMatchObject({ ok: false, message: expect.stringMatching(/WAREHOUSE_URL is not set/) });
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.NETLIFY_BUILD_HOOK_URL;
      resetConfig();
    }
  });

  it("the warehouse test sends one POST marked as a test and reports the real answer", async () => {
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
    let status = 202;
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.WAREHOUSE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ingest?token=hidden-token`;
    resetConfig();
    try {
      const ok = (await (
        await call(settingsTest, "/x", { method: "POST", cookie: owner, params: { id: "warehouse" }, body: {} })
      ).json()) as IntegrationTestResult;
      expect(ok).toMatchObject({ ok: true, message: expect.stringContaining("HTTP 202") });
      expect(ok.message).not.toContain("hidden-token");
      expect(received).toHaveLength(1);
      expect(received[0].headers["x-test-request"]).toBe("true");
      expect(new URLSearchParams(received[0].body).get("test")).toBe("true");
      // The build hook (confirmed) is called for real, through the rebuild request.
      process.env.NETLIFY_BUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc`;
      resetConfig();
      const hook = (await (
        await call(settingsTest, "/x", { method: "POST", cookie: owner, params: { id: "build-hook" }, body: { confirm: true } })
      ).json()) as IntegrationTestResult;
      expect(hook).toMatchObject({ ok: true, message: expect.stringMatching(/real deploy is starting \(job \d+\)/) });
      expect(received).toHaveLength(2);
      delete process.env.NETLIFY_BUILD_HOOK_URL;
      resetConfig();
      status = 503;
      const failed = (await (
        await call(settingsTest, "/x", { method: "POST", cookie: owner, params: { id: "warehouse" }, body: {} })
      ).json()) as IntegrationTestResult;
      expect(failed).toMatchObject({ ok: false, message: expect.stringContaining("HTTP 503") });
    } finally {
      delete process.env.WAREHOUSE_URL;
      resetConfig();
      server.close();
    }
  });

  it("the database test writes and reads back a row; the SMTP test reports a refused connection", async () => {
    const db = (await (
      await call(settingsTest, "/x", { method: "POST", cookie: owner, params: { id: "database" }, body: {} })
    ).json()) as IntegrationTestResult;
    expect(db.ok).toBe(true);
    expect(await t.store.db.selectFrom("site_settings").select("key").where("key", "=", "__integration_test__").execute()).toEqual([]);
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetConfig();
    try {
      const smtp = (await (
        await call(settingsTest, "/x", { method: "POST", cookie: owner, params: { id: "smtp" }, body: { to: "ops@movers.example" } })
      ).json()) as IntegrationTestResult;
      expect(smtp.ok).toBe(false);
      expect(smtp.message).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      delete process.env.SMTP_URL;
      resetConfig();
    }
  });

  it("every change above is in the audit log", async () => {
    const actions = await auditActions();
    for (const action of ["account.create", "account.delete", "account.password", "session.revoke", "settings.update", "integration.test"]) {
      expect(actions, action).toContain(action);
    }
    expect(actions.filter((a) => a === "account.delete")).toHaveLength(2);
  });
});
