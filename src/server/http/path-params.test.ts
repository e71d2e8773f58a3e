import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idParamsSchema } from "../../lib/path-params";
import { defineFunction, route } from "./define-function";
import { json } from "./responses";

const seen: unknown[] = [];
const byRowId = defineFunction({
  GET: route({
    params: idParamsSchema,
    notFound: "Row not found",
    handle: ({ params }) => {
      seen.push(params.id);
      return json({ id: params.id });
    },
  }),
});
const bySlug = defineFunction({
  GET: route({ params: z.object({ slug: z.string().regex(/^[a-z-]+$/, "must be a slug") }), handle: ({ params }) => json(params) }),
});
const call = (fn: typeof byRowId, params: Record<string, string>) =>
  fn(new Request("http://127.0.0.1/x"), { ip: "192.0.2.1", params, requestId: "t", waitUntil: () => {} });

describe("path parameters", () => {
  it("hands the handler the parsed parameters", async () => {
    const res = await call(byRowId, { id: "42" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 42 });
  });

  it("refuses a malformed id with the route's 404 before the handler runs", async () => {
    seen.length = 0;
    for (const id of ["abc", "1e3", "-1", "1234567890123", ""]) {
      const res = await call(byRowId, { id });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: "Row not found" });
    }
    expect((await call(byRowId, {})).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it("answers 400 naming the parameter when the route names no 404", async () => {
    const res = await call(bySlug, { slug: "Not A Slug" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "slug: must be a slug", issues: [{ path: "slug", message: "must be a slug" }] });
  });
});
