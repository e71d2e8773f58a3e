import type { AnalyzeFetch } from "../../lib/admin/seo-api";
import { readCapped } from "../http/read-capped";

/**
 * The analyzer's HTTP side: requests to the site with a deadline, redirects recorded hop by hop
 * (never followed silently), bodies read up to a cap, and a small pool for checking links.
 */

/** Most redirects followed before giving up on a URL. */
export const MAX_REDIRECTS = 5;
/** Largest page body read (bytes); the pasted-HTML limit is smaller, a live page may be bigger. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** One request may take this long. */
export const REQUEST_TIMEOUT_MS = 5000;

/** A point in time after which no new request starts. */
export interface Deadline {
  remaining(): number;
}

export function deadlineIn(ms: number): Deadline {
  const end = Date.now() + ms;
  return { remaining: () => end - Date.now() };
}

const errorText = (error: unknown) =>
  error instanceof Error ? (error.name === "TimeoutError" || error.name === "AbortError" ? "timed out" : error.message) : String(error);

/** Site-relative form of a URL on `origin`, else the URL as written. */
export function sitePath(url: URL, origin: string): string {
  return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
}

export interface FetchedPage {
  hops: AnalyzeFetch[];
  /** The last response: the page, an error, or a redirect that left the site or looped. */
  final: { url: URL; status: number | null; html: string; robotsHeader: string | null; contentType: string; error?: string };
}

/** GETs `url` on `origin`, following up to {@link MAX_REDIRECTS} redirects on the same origin and recording each. */
export async function fetchPage(url: URL, origin: string, deadline: Deadline): Promise<FetchedPage> {
  const hops: AnalyzeFetch[] = [];
  const seen = new Set<string>();
  let current = url;
  for (;;) {
    seen.add(current.href);
    const timeout = Math.min(REQUEST_TIMEOUT_MS * 2, Math.max(1, deadline.remaining()));
    let res: Response;
    try {
      res = await fetch(current, { redirect: "manual", signal: AbortSignal.timeout(timeout), headers: { Accept: "text/html" } });
    } catch (error) {
      const message = errorText(error);
      hops.push({ url: sitePath(current, origin), status: null, error: message });
      return { hops, final: { url: current, status: null, html: "", robotsHeader: null, contentType: "", error: message } };
    }
    const location = res.headers.get("location");
    hops.push({ url: sitePath(current, origin), status: res.status, location });
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      const next = new URL(location, current);
      if (next.origin !== origin || seen.has(next.href) || hops.length > MAX_REDIRECTS) {
        return { hops, final: { url: current, status: res.status, html: "", robotsHeader: null, contentType: "" } };
      }
      current = next;
      continue;
    }
    const html = await readText(res, MAX_PAGE_BYTES);
    return {
      hops,
      final: {
        url: current,
        status: res.status,
        html,
        robotsHeader: res.headers.get("x-robots-tag"),
        contentType: res.headers.get("content-type") ?? "",
      },
    };
  }
}

/** Reads a body as UTF-8 up to `max` bytes (the rest is dropped). */
async function readText(res: Response, max: number): Promise<string> {
  if (!res.body) return "";
  const { bytes } = await readCapped(res.body, max);
  return bytes.subarray(0, max).toString("utf8");
}

/** The status one URL answers, without following redirects (HEAD, GET when HEAD is refused). */
export async function probe(url: URL, origin: string, deadline: Deadline): Promise<AnalyzeFetch> {
  const path = sitePath(url, origin);
  const remaining = deadline.remaining();
  if (remaining <= 0) return { url: path, status: null, error: "not checked: the analyzer's time budget ran out" };
  const timeout = Math.min(REQUEST_TIMEOUT_MS, remaining);
  try {
    let res = await fetch(url, { method: "HEAD", redirect: "manual", signal: AbortSignal.timeout(timeout) });
    if (res.status === 405 || res.status === 501) {
      res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(timeout) });
      await res.body?.cancel();
    }
    return { url: path, status: res.status, location: res.headers.get("location") };
  } catch (error) {
    return { url: path, status: null, error: errorText(error) };
  }
}

/** Maps `items` through `fn` with at most `limit` calls in flight, keeping the order. */
export async function mapPool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
