import pLimit from "p-limit";
import type { RouteAnswer } from "../../lib/seo-audit/site-checks";
import { collectSitemap } from "./audit-sitemap";
import type { AuditSource } from "./audit-source";

/**
 * The live site over HTTP, for where there is no dist/ (a Netlify function): the pages are
 * those the sitemap lists, and other URLs are answered by asking the site (HEAD, redirects not
 * followed) with bounded concurrency.
 */

/** Requests in flight at once. */
export const HTTP_CONCURRENCY = 8;
/** Most non-page URLs (link targets, canonicals) asked about in one audit. */
export const MAX_RESOLVED = 2000;
const TIMEOUT_MS = 15_000;

export interface FetchedPage {
  status: number;
  html: string;
  location?: string;
  robotsHeader: string | null;
}

/** Fetches one URL of the site without following redirects. */
export async function fetchPage(origin: string, pathname: string, fetchImpl: typeof fetch = fetch, method = "GET"): Promise<FetchedPage> {
  const res = await fetchImpl(`${origin}${pathname}`, {
    method,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { "user-agent": "movers-seo-audit" },
  });
  const type = res.headers.get("content-type") ?? "";
  const html = method === "GET" && res.status === 200 && type.includes("html") ? await res.text() : "";
  if (!html) await res.body?.cancel().catch(() => {});
  const location = res.headers.get("location") ?? undefined;
  return { status: res.status, html, location, robotsHeader: res.headers.get("x-robots-tag") };
}

export function httpSource(options: { origin: string; fetchImpl?: typeof fetch }): AuditSource {
  const { origin } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  let sitemapCache: Promise<{ pages: string[]; files: string[] }> | undefined;
  const sitemap = () => {
    sitemapCache ??= (async () => {
      const read = async (p: string) => {
        const res = await fetchImpl(`${origin}${p}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!res.ok) {
          await res.body?.cancel().catch(() => {});
          return null;
        }
        return res.text();
      };
      const index = await collectSitemap("/sitemap-index.xml", read);
      return index.files.length > 0 ? index : collectSitemap("/sitemap.xml", read);
    })();
    return sitemapCache;
  };
  return {
    kind: "http",
    description: `the live site at ${origin} (the pages its sitemap lists)`,
    origin,
    pages: async () => [...new Set((await sitemap()).pages)].map((url) => ({ url })),
    sitemap,
    async resolve(paths, signal) {
      const limit = pLimit(HTTP_CONCURRENCY);
      const answers = new Map<string, RouteAnswer>();
      await Promise.all(
        paths.slice(0, MAX_RESOLVED).map((p) =>
          limit(async () => {
            if (signal?.aborted || p.startsWith("/api/")) return;
            try {
              let page = await fetchPage(origin, p, fetchImpl, "HEAD");
              if (page.status === 405) page = await fetchPage(origin, p, fetchImpl, "GET");
              const location = page.location ? new URL(page.location, `${origin}${p}`) : undefined;
              answers.set(p, {
                status: page.status,
                location: location ? (location.origin === new URL(origin).origin ? location.pathname : location.href) : undefined,
                servedPage: page.status === 200 ? p : undefined,
              });
            } catch {
              // unreachable for now: left out rather than reported as broken
            }
          }),
        ),
      );
      return answers;
    },
    // netlify.toml is not deployed with the functions: aliases and probes are the dist source's.
    extras: () => ({ aliases: [], probes: [] }),
  };
}
