import { gzipSync } from "node:zlib";
import { ISSUE_CATALOGUE, SEO_LIMITS } from "./catalogue";
import { checkJsonLd } from "./json-ld-checks";
import { parsePage } from "./page-checks-parse";
import type { IssueCode, PageFacts, PageReport, SeoIssue } from "./types";

/**
 * The checks that need nothing but one page: its status, head tags, headings, structured data,
 * images, weight and words. The site audit adds the checks that compare pages with each other.
 */
export interface AnalyzePageInput {
  /** The page's site-relative path ("/moving-companies/texas"). */
  path: string;
  html: string;
  /** The HTTP status the page answered (200 when unknown, e.g. pasted HTML). */
  status?: number;
  /** The site's public origin ("https://movers.example"): what canonicals and links must be on. */
  origin: string;
  /** The X-Robots-Tag header the page was served with, if any. */
  robotsHeader?: string | null;
}

const issue = (code: IssueCode, message: string): SeoIssue => ({ code, severity: ISSUE_CATALOGUE[code].severity, message });

/** Why a canonical href is not a clean URL of the site (empty when it is). */
export function canonicalProblems(href: string, origin: string): string[] {
  const trimmed = href.trim();
  if (trimmed === "") return ["it is empty"];
  if (!/^https?:\/\//i.test(trimmed)) return ["it is relative; write the absolute URL"];
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return ["it is not a valid URL"];
  }
  const problems: string[] = [];
  if (url.origin !== new URL(origin).origin) problems.push(`it is on ${url.origin}, not on the site (${new URL(origin).origin})`);
  if (/\.html?$/i.test(url.pathname)) problems.push("it ends in .html");
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) problems.push("it ends in a slash");
  if (url.search) problems.push("it has a query");
  if (url.hash) problems.push("it has a hash");
  return problems;
}

/** Site-relative paths of the links that stay on the site, without hash or query, deduplicated. */
export function internalLinks(hrefs: string[], pageUrl: URL): string[] {
  const links = new Set<string>();
  for (const raw of hrefs) {
    const href = raw.trim();
    if (href === "" || href.startsWith("#")) continue;
    if (href.startsWith("/") && !href.startsWith("//")) {
      links.add(href.replace(/[?#].*$/, "") || "/");
      continue;
    }
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.origin === pageUrl.origin) links.add(url.pathname);
  }
  return [...links];
}

const isNoindex = (value: string) => /\b(noindex|none)\b/i.test(value);

export function analyzePage(input: AnalyzePageInput): PageReport {
  const status = input.status ?? 200;
  const parsed = parsePage(input.html);
  const bytes = Buffer.byteLength(input.html);
  // A page under the budget raw cannot be over it gzipped, so most small pages skip the zip.
  const gzipBytes = bytes <= SEO_LIMITS.gzipBudgetBytes ? bytes : gzipSync(input.html).length;
  const pageUrl = new URL(input.path, input.origin);
  const jsonLd = checkJsonLd(parsed.jsonLd);
  const noindex = parsed.robots.some(isNoindex) || isNoindex(input.robotsHeader ?? "");
  const words = parsed.mainWords ?? parsed.bodyWords;
  const facts: PageFacts = {
    url: input.path,
    status,
    title: parsed.title,
    description: parsed.description === null ? null : parsed.description.trim(),
    h1Count: parsed.h1Count,
    canonical: parsed.canonicals[0] ?? null,
    noindex,
    links: internalLinks(parsed.hrefs, pageUrl),
    imagesWithoutAlt: parsed.imagesWithoutAlt,
    bytes,
    gzipBytes,
    words,
    jsonLdTypes: jsonLd.types,
  };
  if (status >= 400) return { facts, issues: [issue("http_error", `The page answered HTTP ${status}.`)] };
  return { facts, issues: [...contentIssues(facts, parsed.canonicals, input.origin), ...jsonLd.issues] };
}

function contentIssues(facts: PageFacts, canonicals: string[], origin: string): SeoIssue[] {
  const issues: SeoIssue[] = [];
  const L = SEO_LIMITS;
  if (!facts.title) issues.push(issue("title_missing", "The page has no <title>, or an empty one."));
  else if (facts.title.length < L.titleMin || facts.title.length > L.titleMax)
    issues.push(issue("title_length", `The title is ${facts.title.length} characters; keep it within ${L.titleMin}-${L.titleMax}.`));
  if (!facts.description) issues.push(issue("description_missing", "The page has no meta description, or an empty one."));
  else if (facts.description.length < L.descriptionMin || facts.description.length > L.descriptionMax)
    issues.push(
      issue(
        "description_length",
        `The meta description is ${facts.description.length} characters; keep it within ${L.descriptionMin}-${L.descriptionMax}.`,
      ),
    );
  if (facts.h1Count === 0) issues.push(issue("h1_missing", "The page has no h1."));
  else if (facts.h1Count > 1) issues.push(issue("h1_multiple", `The page has ${facts.h1Count} h1 headings; keep one.`));
  if (canonicals.length === 0) issues.push(issue("canonical_missing", 'The page has no <link rel="canonical">.'));
  else {
    const problems = canonicalProblems(canonicals[0], origin);
    if (canonicals.length > 1) problems.push(`the page has ${canonicals.length} canonical links; keep one`);
    if (problems.length > 0)
      issues.push(issue("canonical_invalid", `The canonical ${canonicals[0] || '""'} is not a clean URL of the site: ${problems.join("; ")}.`));
  }
  if (facts.imagesWithoutAlt > 0)
    issues.push(issue("image_missing_alt", `${facts.imagesWithoutAlt} image${facts.imagesWithoutAlt === 1 ? " has" : "s have"} no alt attribute.`));
  if (facts.noindex) issues.push(issue("noindex", "The page tells search engines not to index it (robots noindex)."));
  if (facts.gzipBytes > L.gzipBudgetBytes)
    issues.push(
      issue(
        "page_too_heavy",
        `The HTML is ${kb(facts.gzipBytes)} KB gzipped (${kb(facts.bytes)} KB raw), over the ${kb(L.gzipBudgetBytes)} KB budget.`,
      ),
    );
  if (!facts.noindex && facts.words < L.thinWords)
    issues.push(
      issue("thin_content", `The main text has ${facts.words} word${facts.words === 1 ? "" : "s"}; fewer than ${L.thinWords} reads as thin.`),
    );
  return issues;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
