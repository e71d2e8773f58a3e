import { createHash } from "node:crypto";

/**
 * CDN-friendly JSON answers for read-only API calls: a short `max-age` plus
 * `stale-while-revalidate` (the CDN keeps serving while it refetches in the background), a
 * weak ETag computed from the body, and `304 Not Modified` when the client already has it.
 */
export interface CachePolicy {
  /** Seconds a response is fresh. */
  maxAge: number;
  /** Seconds a stale response may still be served while a fresh one is fetched. */
  staleWhileRevalidate: number;
}

/** One minute fresh, ten more minutes stale-while-revalidate: lists change only on import. */
export const API_CACHE: CachePolicy = { maxAge: 60, staleWhileRevalidate: 600 };

/** `public, max-age=60, stale-while-revalidate=600` for the default policy. */
export function cacheControl(policy: CachePolicy): string {
  return `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
}

/**
 * A weak ETag of a body: `W/"<27 base64url chars of SHA-1>"`. Weak, because a CDN may
 * compress the bytes; the JSON it stands for is the same.
 */
export function etagOf(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * True when an `If-None-Match` header names this ETag (weak comparison, lists, `*`):
 * `etagMatches('"a", W/"b"', 'W/"b"') === true`.
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag.replace(/^W\//, "") === bare);
}

/**
 * A cacheable JSON response: 200 with the body, or 304 without one when `If-None-Match`
 * matches. Both carry the same `ETag` and `Cache-Control`.
 */
export function cachedJson(req: Request, body: unknown, policy: CachePolicy = API_CACHE): Response {
  return cachedJsonText(req, JSON.stringify(body), policy);
}

/** {@link cachedJson} for a body already serialised to JSON text. */
export function cachedJsonText(req: Request, text: string, policy: CachePolicy = API_CACHE): Response {
  const etag = etagOf(text);
  const headers = new Headers({ ETag: etag, "Cache-Control": cacheControl(policy) });
  if (etagMatches(req.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(text, { status: 200, headers });
}
