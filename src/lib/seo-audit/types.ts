/**
 * The shapes shared by the one-page analyzer and the site audit: what is read from a page
 * (its facts), what is wrong with it (issues, each with a code from the catalogue) and the
 * report that pairs them. Pure types and code lists, safe to import from islands.
 */

/** Checks that need nothing but the page itself. */
export const PAGE_ISSUE_CODES = [
  "http_error",
  "title_missing",
  "title_length",
  "description_missing",
  "description_length",
  "h1_missing",
  "h1_multiple",
  "canonical_missing",
  "canonical_invalid",
  "jsonld_invalid",
  "jsonld_missing_property",
  "image_missing_alt",
  "noindex",
  "page_too_heavy",
  "thin_content",
] as const;

/** Checks that compare a page with others, the sitemap or live answers. */
export const SITE_ISSUE_CODES = [
  "title_duplicate",
  "description_duplicate",
  "canonical_not_200",
  "broken_internal_link",
  "redirect_chain",
  "noindex_in_sitemap",
  "missing_from_sitemap",
  "orphan_page",
] as const;

export const ISSUE_CODES = [...PAGE_ISSUE_CODES, ...SITE_ISSUE_CODES] as const;

export type PageIssueCode = (typeof PAGE_ISSUE_CODES)[number];
export type SiteIssueCode = (typeof SITE_ISSUE_CODES)[number];
export type IssueCode = PageIssueCode | SiteIssueCode;

export type Severity = "error" | "warning" | "notice";
export const SEVERITIES: readonly Severity[] = ["error", "warning", "notice"];

export interface SeoIssue {
  code: IssueCode;
  severity: Severity;
  /** What was found on this page, in a sentence (the catalogue holds the general advice). */
  message: string;
}

export interface PageFacts {
  /** Site-relative path, e.g. "/states/texas". */
  url: string;
  status: number;
  title: string | null;
  description: string | null;
  h1Count: number;
  /** The canonical link as written in the page. */
  canonical: string | null;
  noindex: boolean;
  /** Internal links as site-relative paths, without hash or query, deduplicated. */
  links: string[];
  imagesWithoutAlt: number;
  /** Size of the HTML in bytes (UTF-8). */
  bytes: number;
  /** Size of the HTML gzipped, what the page-weight budget counts. */
  gzipBytes: number;
  /** Words of main text (the page's <main>, or its body without header, nav and footer). */
  words: number;
  /** Every @type found in the page's JSON-LD, @graph entries included. */
  jsonLdTypes: string[];
}

export interface PageReport {
  facts: PageFacts;
  issues: SeoIssue[];
}
