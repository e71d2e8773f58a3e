import type { RouteAnswer } from "../../lib/seo-audit/site-checks";

/**
 * Where an audit reads the site from. Two implementations: the built dist/ folder (locally,
 * fast, every page and every rule) and the live site over HTTP (on Netlify, where a function
 * has no dist/: the pages the sitemap lists and the URLs they link to).
 */

/** One page to analyse: its URL and, for the dist source, the file holding it. */
export interface PageToRead {
  url: string;
  file?: string;
}

export interface AuditSource {
  kind: "dist" | "http";
  /** Says where the pages come from, for the log. */
  description: string;
  /** The origin canonicals and links must be on. */
  origin: string;
  /** Every page to analyse. */
  pages(): Promise<PageToRead[]>;
  /** The sitemap's page paths and the sitemap files read. */
  sitemap(): Promise<{ pages: string[]; files: string[] }>;
  /** How the site answers each of `paths` (without following redirects); may leave some out. */
  resolve(paths: readonly string[], signal?: AbortSignal): Promise<Map<string, RouteAnswer>>;
  /** URLs worth resolving beyond links: aliases of pages and made-up URLs that should 404. */
  extras(pageUrls: readonly string[]): { aliases: string[]; probes: { path: string; rule: string }[] };
}
