import type { IssueCode, Severity } from "./types";

/**
 * The limits the page checks apply, each with the reason for its figure.
 */
export const SEO_LIMITS = {
  /** Shorter titles say too little to rank or to be chosen in results. */
  titleMin: 15,
  /** Google cuts titles at about 600 px, which is about 60 characters of ordinary text. */
  titleMax: 60,
  /** Under about 70 characters a description gives the result snippet too little to show. */
  descriptionMin: 70,
  /** Search results cut descriptions at about 160 characters; the site truncates its own there. */
  descriptionMax: 160,
  /**
   * The site's page-weight budget is 20 KB gzipped for HTML and CSS together; the shared
   * stylesheet is cached after the first page, so the HTML alone is held to the whole budget.
   */
  gzipBudgetBytes: 20 * 1024,
  /**
   * Fewer words of main text than this reads as a thin page: a directory page with a handful of
   * listings still clears it, an empty listing or a stub does not.
   */
  thinWords: 150,
} as const;

export interface CatalogueEntry {
  severity: Severity;
  /** Names the task that gathers every page with this issue. */
  title: string;
  /** Why it matters and what to do, for the analyzer and the task list. */
  advice: string;
}

/**
 * Every issue the analyzer and the site audit report. Severity: an error loses traffic or
 * misleads search engines outright; a warning weakens a page; a notice is worth a look but may be
 * deliberate.
 */
export const ISSUE_CATALOGUE: Record<IssueCode, CatalogueEntry> = {
  http_error: {
    severity: "error",
    title: "Pages that answer an HTTP error",
    advice:
      "A page that answers 4xx or 5xx drops out of the index. Restore the page, or redirect its URL (301) to the page that replaced it and update the links to it.",
  },
  title_missing: {
    severity: "error",
    title: "Pages without a title",
    advice: "The title is the headline of the search result and the browser tab. Give every page a <title> that names what the page is about.",
  },
  title_length: {
    severity: "notice",
    title: "Titles too short or too long",
    advice: `Search results show about ${SEO_LIMITS.titleMax} characters of a title and cut the rest; very short titles say too little. Aim for ${SEO_LIMITS.titleMin}-${SEO_LIMITS.titleMax} characters with the important words first.`,
  },
  description_missing: {
    severity: "warning",
    title: "Pages without a meta description",
    advice:
      "Without a meta description search engines pick a snippet from the page, often a poor one. Write a description that sums the page up and invites the click.",
  },
  description_length: {
    severity: "notice",
    title: "Meta descriptions too short or too long",
    advice: `Search results show about ${SEO_LIMITS.descriptionMax} characters of a description. Keep it between ${SEO_LIMITS.descriptionMin} and ${SEO_LIMITS.descriptionMax} characters.`,
  },
  h1_missing: {
    severity: "warning",
    title: "Pages without an h1",
    advice: "The h1 tells readers and search engines what the page is about. Give the page exactly one h1 that matches its title.",
  },
  h1_multiple: {
    severity: "warning",
    title: "Pages with more than one h1",
    advice: "Several h1 headings blur what the page is about and break the outline screen readers use. Keep one h1 and turn the others into h2.",
  },
  canonical_missing: {
    severity: "warning",
    title: "Pages without a canonical link",
    advice:
      'Without <link rel="canonical"> search engines guess which of a page\'s URLs (with a query, a trailing slash, an alias) is the real one. Point every page at its one clean URL.',
  },
  canonical_invalid: {
    severity: "error",
    title: "Canonical links that are not clean URLs of the site",
    advice:
      "A canonical must be an absolute URL on the site's own origin, without .html, a trailing slash, a query or a hash; anything else points search engines at a duplicate or another site.",
  },
  jsonld_invalid: {
    severity: "error",
    title: "Structured data that does not parse",
    advice:
      "Search engines ignore a JSON-LD block they cannot parse, and with it the rich result. Fix the JSON (it must be valid JSON with a schema.org @context and an @type).",
  },
  jsonld_missing_property: {
    severity: "warning",
    title: "Structured data missing required properties",
    advice:
      "Each schema.org type needs certain properties before search engines use it for a rich result (a business its name and address, breadcrumbs a position, name and URL per item). Add the missing ones.",
  },
  image_missing_alt: {
    severity: "warning",
    title: "Images without alt text",
    advice: 'Screen readers and image search rely on alt text. Describe each meaningful image in its alt attribute; give decorative images alt="".',
  },
  noindex: {
    severity: "notice",
    title: "Pages kept out of search results (noindex)",
    advice:
      "A robots noindex (meta tag or X-Robots-Tag header) keeps the page out of search results. Fine for sign-in and admin pages; remove it from any page that should be found.",
  },
  page_too_heavy: {
    severity: "warning",
    title: "Pages over the weight budget",
    advice: `The site's budget is ${SEO_LIMITS.gzipBudgetBytes / 1024} KB of gzipped HTML per page; heavier pages load slowly on phones. Page long lists, trim repeated markup and inline data.`,
  },
  thin_content: {
    severity: "notice",
    title: "Pages with thin content",
    advice: `Pages with fewer than ${SEO_LIMITS.thinWords} words of main text rarely rank and may be seen as low quality. Add useful text, or merge the page into a fuller one and redirect it.`,
  },
  title_duplicate: {
    severity: "warning",
    title: "Pages that share a title",
    advice:
      "When pages share a title, search engines cannot tell them apart and may show the wrong one. Make each title name what sets its page apart (the city, the state, the service).",
  },
  description_duplicate: {
    severity: "warning",
    title: "Pages that share a meta description",
    advice: "A description repeated across pages is treated as boilerplate. Write one for each page from what is on it.",
  },
  canonical_not_200: {
    severity: "error",
    title: "Canonical links that do not answer 200",
    advice: "A canonical that redirects or fails points search engines at nothing. Point it at the final URL that answers 200.",
  },
  broken_internal_link: {
    severity: "error",
    title: "Internal links to pages that do not answer 200",
    advice: "Broken links waste visitors' clicks and crawl budget. Point each link at the page's current URL, or restore the page.",
  },
  redirect_chain: {
    severity: "warning",
    title: "URLs that redirect",
    advice:
      "Each redirect costs a round trip and dilutes the signal passed on; chains of them may not be followed at all. Link to the final URL and make old URLs redirect there in one step.",
  },
  noindex_in_sitemap: {
    severity: "error",
    title: "Noindex pages listed in the sitemap",
    advice:
      "The sitemap asks search engines to index pages the pages themselves forbid. Take noindex pages out of the sitemap, or remove the noindex.",
  },
  missing_from_sitemap: {
    severity: "warning",
    title: "Indexable pages missing from the sitemap",
    advice: "Pages the sitemap leaves out are found later or not at all. Add every indexable page with a canonical of its own to the sitemap.",
  },
  orphan_page: {
    severity: "warning",
    title: "Orphan pages (no internal link points at them)",
    advice:
      "A page nothing links to is hard for visitors and crawlers to reach. Link to it from a related page (its state or city, a guide, the sitemap page).",
  },
};

/** The severity the catalogue gives a code. */
export function severityOf(code: IssueCode): Severity {
  return ISSUE_CATALOGUE[code].severity;
}
