import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { SESSION_COOKIE } from "../auth/cookies";
import { createSession } from "../auth/session";
import { upsertAdminUser } from "../db/store/repositories/admin-auth";
import { defineFunction, route } from "./define-function";
import { json } from "./responses";
import { SECURITY_HEADERS } from "./security-headers";

let t: TestDatabase;
let cookie = "";
beforeAll(async () => {
  t = await createTestDatabase();
  const userId = await upsertAdminUser(t.store.db, "wrapper-admin", "scrypt$1$1$1$AAAA$AAAA");
  cookie = `${SESSION_COOKIE}=${(await createSession(t.store, userId)).token}`;
});
afterAll(async () => {
  await t.cleanup();
});

const BASE = "http://127.0.0.1:4321";
const ctx = { ip: "192.0.2.1", params: {}, requestId: "t", waitUntil: () => {} };
const LIMIT = 64;

const fn = defineFunction({
  GET: route({
    query: z.object({ page: z.coerce.number().int().min(1, "must be 1 or more").optional() }),
    handle: ({ query }) => json({ page: query.page ?? 1 }),
  }),
  POST: route({
    body: {
      schema: z.object({ name: z.string().min(2, "must be at least 2 characters"), zip: z.string().regex(/^\d{5}$/, "must be 5 digits") }),
      maxBytes: LIMIT,
      accept: ["json"],
    },
    handle: ({ body }) => json({ hello: body.name }, { status: 201 }),
  }),
});
const adminFn = defineFunction({
  PATCH: route({ admin: true, handle: ({ admin }) => json({ user: admin.username }) }),
  POST: route({
    admin: true,
    body: { schema: z.object({ name: z.string() }), maxBytes: LIMIT, accept: ["json", "form"] },
    handle: ({ body }) => json(body),
  }),
});
const failing = defineFunction({
  GET: route({
    handle: () => {
      throw new Error("secret detail at /srv/app.ts:12");
    },
  }),
  POST: route({
    handle: () => {
      throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:5432"), { code: "ECONNREFUSED" });
    },
  }),
});

const postJson = (body: string, headers: Record<string, string> = {}) =>
  fn(new Request(`${BASE}/api/thing`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body }), ctx);

/** A body sent in chunks with no Content-Length, as a chunked upload arrives. */
function chunkedBody(chunks: number, size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent++;
      controller.enqueue(new TextEncoder().encode("x".repeat(size)));
    },
  });
  return { stream, pulled: () => sent };
}

function expectSecurityHeaders(res: Response, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
}

describe("defineFunction", () => {
  it("runs the handler with validated input", async () => {
    const ok = await postJson(JSON.stringify({ name: "Ann", zip: "78701" }));
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ hello: "Ann" });
    expect(await (await fn(new Request(`${BASE}/api/thing?page=3`), ctx)).json()).toEqual({ page: 3 });
    expect(await (await fn(new Request(`${BASE}/api/thing?page=%20`), ctx)).json()).toEqual({ page: 1 }); // blank = absent
  });

  it("answers 405 with Allow for another method (HEAD is served by GET)", async () => {
    const res = await fn(new Request(`${BASE}/api/thing`, { method: "DELETE" }), ctx);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST, HEAD");
    expect(await res.json()).toEqual({ error: "Method DELETE not allowed" });
    expect((await fn(new Request(`${BASE}/api/thing`, { method: "HEAD" }), ctx)).status).toBe(200);
  });

  it("answers 400 `{ error, issues }` naming each bad field, of the body and of the query", async () => {
    const res = await postJson(JSON.stringify({ name: "A", zip: "7870" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "name: must be at least 2 characters; zip: must be 5 digits",
      issues: [
        { path: "name", message: "must be at least 2 characters" },
        { path: "zip", message: "must be 5 digits" },
      ],
    });
    const query = await fn(new Request(`${BASE}/api/thing?page=0`), ctx);
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ issues: [{ path: "page", message: "must be 1 or more" }] });
    const broken = await postJson("{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "Body must be a JSON object" });
  });

  it("answers 415 for a body of another type", async () => {
    const res = await fn(new Request(`${BASE}/api/thing`, { method: "POST", headers: { "content-type": "text/plain" }, body: "hi" }), ctx);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "Content-Type must be application/json" });
  });

  it("answers 413 for a declared length over the limit", async () => {
    const res = await postJson("x".repeat(LIMIT + 1), { "content-length": String(LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body too large" });
  });

  it("answers 413 for a chunked body without Content-Length once the bytes pass the limit, without reading the rest", async () => {
    const { stream, pulled } = chunkedBody(1000, 16);
    const req = new Request(`${BASE}/api/thing`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(req.headers.get("content-length")).toBeNull();
    const res = await fn(req, ctx);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body too large" });
    expect(pulled()).toBeLessThan(20); // stopped near 64 bytes, not after 16 000
  });

  it("answers 401 JSON without a session and 403 for a foreign Origin on an admin write", async () => {
    const anonymous = await adminFn(new Request(`${BASE}/api/admin/x`, { method: "PATCH" }), ctx);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: "Authentication required" });
    const foreign = await adminFn(new Request(`${BASE}/api/admin/x`, { method: "PATCH", headers: { cookie, origin: "https://evil.example" } }), ctx);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: "Cross-origin request refused" });
    const ok = await adminFn(new Request(`${BASE}/api/admin/x`, { method: "PATCH", headers: { cookie, origin: BASE } }), ctx);
    expect(await ok.json()).toEqual({ user: "wrapper-admin" });
  });

  it("takes JSON only on admin writes (415 for a form, whatever the route accepts) and refuses a body where none is declared", async () => {
    const headers = (type: string) => ({ cookie, origin: BASE, "content-type": type });
    const form = await adminFn(
      new Request(`${BASE}/api/admin/x`, { method: "POST", headers: headers("application/x-www-form-urlencoded"), body: "name=a" }),
      ctx,
    );
    expect(form.status).toBe(415);
    const asJson = await adminFn(
      new Request(`${BASE}/api/admin/x`, { method: "POST", headers: headers("application/json"), body: '{"name":"a"}' }),
      ctx,
    );
    expect(await asJson.json()).toEqual({ name: "a" });
    const unexpected = await adminFn(
      new Request(`${BASE}/api/admin/x`, { method: "PATCH", headers: headers("application/json"), body: '{"name":"a"}' }),
      ctx,
    );
    expect(unexpected.status).toBe(413);
    const empty = await adminFn(new Request(`${BASE}/api/admin/x`, { method: "PATCH", headers: { cookie, origin: BASE } }), ctx);
    expect(empty.status).toBe(200);
  });

  it("answers 500 without the error's detail, and 503 with Retry-After when the store is unreachable", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const crash = await failing(new Request(`${BASE}/api/x`), ctx);
      expect(crash.status).toBe(500);
      const text = await crash.text();
      expect(JSON.parse(text)).toEqual({ error: "Internal server error" });
      expect(text).not.toContain("secret detail");
      const down = await failing(new Request(`${BASE}/api/x`, { method: "POST" }), ctx);
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("30");
    } finally {
      log.mockRestore();
    }
  });

  it("puts the security headers on every answer, refusals included", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: Array<[string, Response]> = [
      ["200", await fn(new Request(`${BASE}/api/thing`), ctx)],
      ["201", await postJson(JSON.stringify({ name: "Ann", zip: "78701" }))],
      ["400", await postJson("{}")],
      ["401", await adminFn(new Request(`${BASE}/api/admin/x`, { method: "PATCH" }), ctx)],
      ["403", await adminFn(new Request(`${BASE}/api/admin/x`, { method: "PATCH", headers: { cookie, origin: "https://evil.example" } }), ctx)],
      ["405", await fn(new Request(`${BASE}/api/thing`, { method: "PUT" }), ctx)],
      ["413", await postJson("x".repeat(LIMIT + 1))],
      ["415", await fn(new Request(`${BASE}/api/thing`, { method: "POST", body: "x" }), ctx)],
      ["500", await failing(new Request(`${BASE}/api/x`), ctx)],
      ["503", await failing(new Request(`${BASE}/api/x`, { method: "POST" }), ctx)],
    ];
    vi.restoreAllMocks();
    for (const [status, res] of answers) {
      expect(String(res.status)).toBe(status);
      expectSecurityHeaders(res, status);
    }
  });
});
