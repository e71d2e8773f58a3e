import { describe, expect, it } from "vitest";
import { byId } from "./by-id";
import { defineFunction } from "./define-function";

const rows = new Map([[7, { id: 7, name: "Acme" }]]);
const fn = defineFunction({
  GET: byId("Row not found", { handle: ({ id }) => rows.get(id) }),
  DELETE: byId("Row not found", { handle: ({ id }) => rows.has(id) && new Response(null, { status: 204 }) }),
  POST: byId("Row not found", { handle: ({ id, notFound, fail }) => (id === 7 ? fail("busy", 409) : notFound()) }),
});
const call = (id: string, method = "GET") =>
  fn(new Request(`http://127.0.0.1/x/${id}`, { method }), { ip: "192.0.2.1", params: { id }, requestId: "t", waitUntil: () => {} });

describe("byId", () => {
  it("answers what the handler found as JSON", async () => {
    const res = await call("7");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 7, name: "Acme" });
  });

  it("answers 404 with the route's message for an unknown or malformed id, before the handler runs", async () => {
    for (const id of ["8", "abc", "1e3", "-1", "1234567890123", ""]) {
      const res = await call(id);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: "Row not found" });
    }
  });

  it("passes a Response through, and false means not found", async () => {
    expect((await call("7", "DELETE")).status).toBe(204);
    expect((await call("8", "DELETE")).status).toBe(404);
    expect((await call("7", "POST")).status).toBe(409);
    expect(await (await call("8", "POST")).json()).toEqual({ error: "Row not found" });
  });
});
