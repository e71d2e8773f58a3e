/**
 * Every internal link is built here. Canonical shapes:
 * - company directory `/moving-companies`, its pages `/moving-companies/page/N`
 * - state directory `/moving-companies/{state}` (also served at `/states/{state}`)
 * - city directory `/moving-companies/{state}/{city}` (also at `/states/{state}/{city}`)
 * - company profile `/company/{slug}` (also at `/states/{state}/{city}/{slug}`)
 * The alternates are rewrites in netlify.toml whose pages carry the canonical link.
 * Admin links are in admin-paths.ts, so the public islands that import this file carry no admin table.
 */

/** `/moving-companies`, or `/moving-companies/page/3` for a later page. */
export function companyDirectoryPath(page = 1): string {
  return page > 1 ? `/moving-companies/page/${page}` : "/moving-companies";
}

/** `/states`: browse by state with the map. */
export function statesListPath(): string {
  return "/states";
}

/** The state directory, e.g. `/moving-companies/texas`. */
export function stateDirectoryPath(stateSlug: string): string {
  return `/moving-companies/${stateSlug}`;
}

/** The city directory, e.g. `/moving-companies/texas/austin`. */
export function cityDirectoryPath(stateSlug: string, citySlug: string): string {
  return `/moving-companies/${stateSlug}/${citySlug}`;
}

/**
 * A city directory in another sort order, e.g. `/moving-companies/texas/houston/by-reviews`;
 * the city directory itself (best rated first) when `segment` is null.
 */
export function citySortPath(stateSlug: string, citySlug: string, segment: string | null): string {
  return segment ? `${cityDirectoryPath(stateSlug, citySlug)}/${segment}` : cityDirectoryPath(stateSlug, citySlug);
}

/** `/moving-companies/cities`: every city with movers, A-Z by state. */
export function citiesListPath(): string {
  return "/moving-companies/cities";
}

/** The company profile, e.g. `/company/acme-movers-austin-tx`. */
export function companyProfilePath(slug: string): string {
  return `/company/${slug}`;
}

/** What the card link rule needs to know about a company. */
export interface CompanyLinkTarget {
  id: number | string;
  slug?: string | null;
  state?: { slug?: string | null } | null;
  city?: { slug?: string | null } | null;
}

/**
 * The card link rule: the profile by slug if there is one; otherwise the city
 * directory path plus the company id; otherwise `/company/{id}`.
 */
export function companyCardPath(company: CompanyLinkTarget): string {
  if (company.slug) return companyProfilePath(company.slug);
  const stateSlug = company.state?.slug;
  const citySlug = company.city?.slug;
  if (stateSlug && citySlug) return `${cityDirectoryPath(stateSlug, citySlug)}/${company.id}`;
  return `/company/${company.id}`;
}

/** The quote wizard. */
export function getQuotesPath(): string {
  return "/get-quotes";
}

/** A blog post, e.g. `/blog/moving-cost-guide`; `/blog` without a slug. */
export function blogPath(slug?: string): string {
  return slug ? `/blog/${slug}` : "/blog";
}

/** A moving guide, e.g. `/guides/long-distance-moving-guide`; `/guides` without a slug. */
export function guidePath(slug?: string): string {
  return slug ? `/guides/${slug}` : "/guides";
}

/** The service pages: their slugs and the catalogue services each covers. */
export const SERVICE_PAGES = [
  { slug: "local-moving", title: "Local Moving", services: ["local-moving"] },
  { slug: "long-distance-moving", title: "Long-Distance Moving", services: ["long-distance-moving"] },
  { slug: "commercial-moving", title: "Commercial Moving", services: ["commercial-moving"] },
  { slug: "packing-storage", title: "Packing & Storage", services: ["packing", "storage"] },
] as const;

/** A service page, e.g. `/services/local-moving`. */
export function servicePath(slug: (typeof SERVICE_PAGES)[number]["slug"]): string {
  return `/services/${slug}`;
}

/**
 * The site's one-of-a-kind pages by name. Link them with `pagePath("about")`, or
 * `pagePath("faq", "checking")` for a section of the page.
 */
export const PAGES = {
  home: "/",
  about: "/about",
  contact: "/contact",
  faq: "/faq",
  calculator: "/calculator",
  search: "/search",
  resources: "/resources",
  sitemap: "/sitemap",
  xmlSitemap: "/sitemap-index.xml",
  listYourCompany: "/list-your-company",
  featuredListings: "/featured-listings",
  movingLeads: "/moving-leads",
  advertise: "/advertise",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  login: "/login",
} as const;

export type PageName = keyof typeof PAGES;

/** A named page, e.g. `/about`; with a fragment, a section of it, e.g. `/faq#checking`. */
export function pagePath(page: PageName, fragment?: string): string {
  return fragment ? `${PAGES[page]}#${fragment}` : PAGES[page];
}

/**
 * A page of a city directory in a sort order: `/moving-companies/texas/houston/page/2`, or
 * `/moving-companies/texas/houston/by-name/page/2`; page 1 is the sort's own path.
 */
export function cityPagePath(stateSlug: string, citySlug: string, segment: string | null, page = 1): string {
  const base = citySortPath(stateSlug, citySlug, segment);
  return page > 1 ? `${base}/page/${page}` : base;
}
