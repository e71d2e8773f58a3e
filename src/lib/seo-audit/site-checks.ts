import { type AuditCode, auditSeverity } from "./site-codes";
import type { PageFacts, Severity } from "./types";

/**
 * The checks that compare pages with each other, with the sitemap and with how the site
 * answers URLs that are not pages of their own (aliases, redirects, link targets). Pure: the
 * audit gathers the pages' facts and the answers first, then hands them here.
 */

/** How the site answers one URL, without following redirects. */
export interface RouteAnswer {
  status: number;
  /** Where a 3xx points, as a site-relative path (absolute when it leaves the site). */
  location?: string;
  /** For a 200 served by a rewrite: the page whose content is served. */
  servedPage?: string;
}

export interface SiteFinding {
  /** The page (or URL) the finding belongs to. */
  url: string;
  code: AuditCode;
  severity: Severity;
  message: string;
}

export interface SiteCheckInput {
  /** The site's origin (canonicals on it are followed, others are left to the page checks). */
  origin: string;
  /** Every page the audit read, by its own URL. */
  pages: readonly PageFacts[];
  /** Site-relative paths the sitemap lists. */
  sitemap: readonly string[];
  /** Answers for URLs that are not among `pages` (link targets, canonicals, aliases, probes). */
  routes: ReadonlyMap<string, RouteAnswer>;
  /** Made-up URLs that should answer 404, with what they probe (a rewrite rule). */
  probes?: readonly { path: string; rule: string }[];
}

/** Most redirects followed before a URL counts as looping. */
export const MAX_HOPS = 10;
/** Most other URLs named in one finding's message. */
const NAMED = 5;

export interface Followed {
  status: number;
  /** Every URL passed through, the first included (one entry: no redirect). */
  chain: string[];
  /** The page finally served, when the answer is a page (directly or by a rewrite). */
  page?: string;
  loop?: boolean;
}

const listed = (urls: readonly string[]) =>
  urls.length <= NAMED ? urls.join(", ") : `${urls.slice(0, NAMED).join(", ")} and ${urls.length - NAMED} more`;

/** The site-relative path of a URL on `origin`, or null when it is elsewhere (or not a URL). */
export function sitePath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === new URL(origin).origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/** Follows `path` through the known answers; undefined when some step was never checked. */
export function makeFollower(input: Pick<SiteCheckInput, "origin" | "pages" | "routes">): (path: string) => Followed | undefined {
  const byUrl = new Map(input.pages.map((p) => [p.url, p]));
  return (start) => {
    const chain = [start];
    for (let path = start; ; ) {
      const page = byUrl.get(path);
      const answer: RouteAnswer | undefined = page ? { status: page.status, servedPage: page.url } : input.routes.get(path);
      if (!answer) return undefined;
      const redirects = answer.status >= 300 && answer.status < 400 && answer.location !== undefined;
      if (!redirects) return { status: answer.status, chain, page: answer.status === 200 ? answer.servedPage : undefined };
      const next = sitePath(answer.location as string, input.origin);
      if (next === null) return { status: answer.status, chain };
      if (chain.includes(next) || chain.length > MAX_HOPS) return { status: answer.status, chain: [...chain, next], loop: true };
      chain.push(next);
      path = next;
    }
  };
}

const finding = (url: string, code: AuditCode, message: string): SiteFinding => ({ url, code, severity: auditSeverity(code), message });

/** Whether search engines may index the page under its own URL. */
const indexable = (p: PageFacts, origin: string) => {
  if (p.status !== 200 || p.noindex) return false;
  if (p.canonical === null) return true;
  const target = sitePath(p.canonical, origin);
  return target === null || target === p.url;
};

function duplicates(pages: readonly PageFacts[], field: "title" | "description", code: AuditCode, what: string): SiteFinding[] {
  const groups = new Map<string, string[]>();
  for (const p of pages) {
    const value = p[field]?.trim().replace(/\s+/g, " ").toLowerCase();
    if (!value) continue;
    const group = groups.get(value);
    if (group) group.push(p.url);
    else groups.set(value, [p.url]);
  }
  const out: SiteFinding[] = [];
  for (const urls of groups.values()) {
    if (urls.length < 2) continue;
    for (const url of urls) {
      const others = urls.filter((u) => u !== url);
      out.push(
        finding(
          url,
          code,
          `The ${what} is also used by ${others.length === 1 ? "1 other page" : `${others.length} other pages`}: ${listed(others)}.`,
        ),
      );
    }
  }
  return out;
}

const outcome = (f: Followed) =>
  f.loop
    ? `loops (${f.chain.join(" → ")})`
    : f.chain.length > 1
      ? `redirects (${f.chain.join(" → ")}) and ends with ${f.status}`
      : `answers ${f.status}`;

/** Every site-level finding, page by page. */
export function siteChecks(input: SiteCheckInput): SiteFinding[] {
  const { origin, pages } = input;
  const follow = makeFollower(input);
  const out: SiteFinding[] = [];
  const indexed = pages.filter((p) => indexable(p, origin));
  const byUrl = new Map(pages.map((p) => [p.url, p]));

  out.push(...duplicates(indexed, "title", "title_duplicate", "title"));
  out.push(...duplicates(indexed, "description", "description_duplicate", "meta description"));

  // Redirect chains among every URL the site points at (links, canonicals, sitemap entries).
  const chains = new Map<string, Followed>();
  const note = (path: string, f: Followed | undefined) => {
    if (f && (f.chain.length > 2 || f.loop) && !chains.has(path)) chains.set(path, f);
    return f;
  };

  const inbound = new Set<string>();
  for (const page of pages) {
    if (page.status !== 200) continue;
    if (page.canonical !== null) {
      const target = sitePath(page.canonical, origin);
      if (target !== null && target !== page.url) {
        const f = note(target, follow(target));
        if (f && (f.status !== 200 || f.chain.length > 1)) out.push(finding(page.url, "canonical_not_200", `The canonical ${target} ${outcome(f)}.`));
      }
    }
    const broken: string[] = [];
    for (const link of page.links) {
      const f = note(link, follow(link));
      if (!f) continue;
      if (f.status >= 400 || f.loop) broken.push(`${link} (${f.loop ? "redirect loop" : f.status})`);
      else if (f.page && f.page !== page.url) inbound.add(f.page);
    }
    if (broken.length > 0) {
      out.push(
        finding(
          page.url,
          "broken_internal_link",
          `Links to ${broken.length === 1 ? "a URL" : `${broken.length} URLs`} that fail: ${listed(broken)}.`,
        ),
      );
    }
  }

  const inSitemap = new Set<string>();
  for (const path of input.sitemap) {
    const f = note(path, follow(path));
    if (!f) continue;
    if (f.page) inSitemap.add(f.page);
    const facts = f.page ? byUrl.get(f.page) : undefined;
    if (f.status !== 200 || f.chain.length > 1) out.push(finding(path, "http_error", `Listed in the sitemap, but ${outcome(f)}.`));
    else if (facts?.noindex) out.push(finding(path, "noindex_in_sitemap", "Listed in the sitemap, but the page says noindex."));
  }

  for (const [path, f] of chains) {
    out.push(
      finding(
        path,
        "redirect_chain",
        f.loop ? `Redirects in a loop: ${f.chain.join(" → ")}.` : `Takes ${f.chain.length - 1} redirects to reach its page: ${f.chain.join(" → ")}.`,
      ),
    );
  }

  for (const page of indexed) {
    if (!inSitemap.has(page.url)) out.push(finding(page.url, "missing_from_sitemap", "Indexable, with its own canonical, but not in the sitemap."));
    if (page.url !== "/" && !inbound.has(page.url)) out.push(finding(page.url, "orphan_page", "No other page of the site links to it."));
  }

  // A page that also answers 200 at its `.html` file name is a duplicate URL, unless its canonical
  // names the clean URL: search engines then fold the twin into it (how Netlify serves every
  // `x.html` file at `/x` as well), so only a twin that claims to be the page is a duplicate.
  for (const page of pages) {
    if (page.status !== 200 || page.url === "/") continue;
    if (page.canonical !== null && sitePath(page.canonical, input.origin) === page.url) continue;
    const alias = `${page.url}.html`;
    const f = input.routes.has(alias) ? follow(alias) : undefined;
    if (f?.status === 200 && f.chain.length === 1) {
      out.push(finding(alias, "duplicate_url", `Answers 200 with the content of ${page.url}; it should redirect (301) there.`));
    }
  }

  for (const probe of input.probes ?? []) {
    const f = follow(probe.path);
    if (f?.status === 200) {
      out.push(
        finding(
          probe.path,
          "soft_404",
          `A made-up URL answers 200${f.page ? ` with ${f.page}` : ""}: the rule ${probe.rule} serves a page whatever its segments are.`,
        ),
      );
    }
  }
  return out;
}
