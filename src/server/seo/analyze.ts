import { ANALYZE_LINKS_MAX, type AnalyzeFetch, type AnalyzeRequest, type AnalyzeResult } from "../../lib/admin/seo-api";
import { ISSUE_CATALOGUE } from "../../lib/seo-audit/catalogue";
import { analyzePage } from "../../lib/seo-audit/page-checks";
import { seoScore } from "../../lib/seo-audit/score";
import type { IssueCode, SeoIssue } from "../../lib/seo-audit/types";
import { type Deadline, deadlineIn, fetchPage, mapPool, probe, sitePath } from "./analyze-fetch";

/**
 * The on-the-spot analyzer: one page of the site (fetched live, redirects reported) or pasted
 * HTML, run through every page check; a live page then has its canonical and its first internal
 * links requested too. The site's public origin (SITE_URL) is what canonicals must name; requests go to the
 * origin the admin is using, so a deploy preview analyses its own pages.
 */
export interface AnalyzeOptions {
  /** The public origin canonicals and links must be on. */
  siteOrigin: string;
  /** Where pages are requested (the origin the request came to). */
  fetchOrigin: string;
  /** Time for all requests together (default 9 s, under a synchronous function's 10 s). */
  budgetMs?: number;
}

/** A request the analyzer cannot serve, naming the field at fault. */
export class AnalyzeInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Concurrent requests while checking links. */
const LINK_CONCURRENCY = 4;

const issue = (code: IssueCode, message: string): SeoIssue => ({ code, severity: ISSUE_CATALOGUE[code].severity, message });

/** The URL to request for what the admin typed: a path, or an absolute URL on the site. */
export function targetUrl(input: string, opts: Pick<AnalyzeOptions, "siteOrigin" | "fetchOrigin">): URL {
  const site = new URL(opts.siteOrigin).origin;
  const fetchFrom = new URL(opts.fetchOrigin).origin;
  let url: URL;
  try {
    url = input.startsWith("/") && !input.startsWith("//") ? new URL(input, fetchFrom) : new URL(input);
  } catch {
    throw new AnalyzeInputError("url", "is not a valid URL");
  }
  if (url.origin !== site && url.origin !== fetchFrom) throw new AnalyzeInputError("url", `must be a page of this site (${site})`);
  return new URL(`${url.pathname}${url.search}`, fetchFrom);
}

export async function analyze(request: AnalyzeRequest, opts: AnalyzeOptions): Promise<AnalyzeResult> {
  const fetchOrigin = new URL(opts.fetchOrigin).origin;
  const siteOrigin = new URL(opts.siteOrigin).origin;
  const deadline = deadlineIn(opts.budgetMs ?? 9000);
  const issues: SeoIssue[] = [];
  let hops: AnalyzeFetch[] = [];
  let report: ReturnType<typeof analyzePage>;

  if (request.url !== undefined) {
    const fetched = await fetchPage(targetUrl(request.url, opts), fetchOrigin, deadline);
    hops = fetched.hops;
    const { final } = fetched;
    if (hops.length > 1) issues.push(issue("redirect_chain", redirectMessage(hops)));
    const path = final.url.pathname;
    if (final.status === null) {
      throw new AnalyzeFetchError(`${path} could not be requested: ${final.error ?? "no answer"}`);
    }
    if (final.status >= 300 && final.status < 400) {
      issues.push(issue("redirect_chain", `The redirects stop at ${path} (${final.status}), which leaves the site or loops.`));
    } else if (final.status < 400 && !/html/i.test(final.contentType)) {
      throw new AnalyzeInputError("url", `answers ${final.contentType || "no content type"}, not an HTML page`);
    }
    report = analyzePage({ path, html: final.html, status: final.status, origin: siteOrigin, robotsHeader: final.robotsHeader });
  } else {
    report = analyzePage({ path: "/", html: request.html ?? "", origin: siteOrigin });
    report.facts.url = "(pasted HTML)";
  }
  issues.push(...report.issues);

  let canonical: AnalyzeFetch | null = null;
  let checked: AnalyzeFetch[] = [];
  // Pasted HTML is judged on its own; a live page also has its canonical and links requested.
  if (request.url !== undefined && report.facts.status < 300) {
    canonical = await checkCanonical(report.facts.canonical, siteOrigin, fetchOrigin, deadline);
    if (canonical && canonical.status !== 200) {
      issues.push(
        issue(
          "canonical_not_200",
          `The canonical ${canonical.url} answers ${canonical.status ?? canonical.error ?? "nothing"}${canonical.location ? ` (to ${canonical.location})` : ""}.`,
        ),
      );
    }
    const links = report.facts.links.slice(0, ANALYZE_LINKS_MAX);
    checked = await mapPool(links, LINK_CONCURRENCY, (path) => probe(new URL(path, fetchOrigin), fetchOrigin, deadline));
    for (const link of checked) {
      if (link.status === null ? !link.error?.startsWith("not checked") : link.status >= 400) {
        issues.push(issue("broken_internal_link", `The link to ${link.url} answers ${link.status ?? link.error}.`));
      }
    }
  }

  return {
    score: seoScore(issues, 1),
    issues,
    facts: report.facts,
    source: request.url !== undefined ? "url" : "html",
    hops,
    canonical,
    links: { checked, total: report.facts.links.length },
  };
}

/** The page itself could not be requested (the site is down or too slow). */
export class AnalyzeFetchError extends Error {}

function redirectMessage(hops: AnalyzeFetch[]): string {
  const steps = hops.slice(0, -1).map((h) => `${h.url} (${h.status})`);
  const last = hops[hops.length - 1].url;
  return hops.length > 2
    ? `The URL goes through ${hops.length - 1} redirects: ${steps.join(" → ")} → ${last}. Link to the final URL and redirect in one step.`
    : `The URL redirects: ${steps[0]} → ${last}. Link to the final URL.`;
}

/** Requests the canonical when it is a usable URL on the site (an invalid one is already a finding). */
async function checkCanonical(href: string | null, siteOrigin: string, fetchOrigin: string, deadline: Deadline): Promise<AnalyzeFetch | null> {
  if (!href || !/^https?:\/\//i.test(href.trim())) return null;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin && url.origin !== fetchOrigin) return null;
  const result = await probe(new URL(`${url.pathname}${url.search}`, fetchOrigin), fetchOrigin, deadline);
  return { ...result, url: sitePath(url, url.origin) };
}
