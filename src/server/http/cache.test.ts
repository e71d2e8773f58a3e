import { describe, expect, it } from "vitest";
import { API_CACHE, cacheControl, cachedJson, etagMatches, etagOf } from "./cache";

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/api/x", { headers });

describe("cacheControl", () => {
  it("is public with a short max-age and stale-while-revalidate", () => {
    expect(cacheControl(API_CACHE)).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(cacheControl({ maxAge: 5, staleWhileRevalidate: 30 })).toBe("public, max-age=5, stale-while-revalidate=30");
  });
});

describe("etagOf", () => {
  it("is weak, stable for the same body and different for another", () => {
    expect(etagOf("[1]")).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf("[1]")).toBe(etagOf("[1]"));
    expect(etagOf("[1]")).not.toBe(etagOf("[2]"));
  });
});

describe("etagMatches", () => {
  const tag = 'W/"abc"';
  it("matches weakly, in lists and with *", () => {
    expect(etagMatches('W/"abc"', tag)).toBe(true);
    expect(etagMatches('"abc"', tag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
  });
  it("does not match other tags or a missing header", () => {
    expect(etagMatches('"abcd"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
    expect(etagMatches("", tag)).toBe(false);
  });
});

describe("cachedJson", () => {
  it("answers 200 with JSON, ETag and Cache-Control", async () => {
    const res = cachedJson(request(), { a: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(res.headers.get("etag")).toBe(etagOf('{"a":1}'));
    expect(await res.json()).toEqual({ a: 1 });
  });

  it("answers 304 without a body when If-None-Match matches", async () => {
    const etag = cachedJson(request(), [1, 2]).headers.get("etag")!;
    const res = cachedJson(request({ "If-None-Match": etag }), [1, 2]);
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(await res.text()).toBe("");
  });

  it("answers 200 again once the body changed", () => {
    const etag = cachedJson(request(), [1]).headers.get("etag")!;
    expect(cachedJson(request({ "If-None-Match": etag }), [1, 2]).status).toBe(200);
  });
});
