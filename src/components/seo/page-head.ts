import { attr, escapeText } from "../../lib/html-escape";
import { pagePath } from "../../lib/routes";
import { type JsonLd, serializeJsonLd } from "../../lib/seo/json-ld";
import { canonicalUrl, DEFAULT_ROBOTS, dedupeKeywords, truncateDescription, US_CENTER } from "../../lib/seo/meta";
import { SITE } from "../../lib/site";

/**
 * The <head> markup of every page: written here as a string, once, so that BaseLayout (every
 * public page) and the company profiles, which are rendered without Astro's component renderer
 * (src/server/profile-pages/), print the same tags from the same code.
 */

/** What a public page says about itself to browsers and search engines. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL ("/moving-companies/texas"); defaults to the current path. */
  canonicalPath?: string;
  keywords?: string[];
  noindex?: boolean;
  jsonLd?: JsonLd[];
  /** Geographic meta for local pages; defaults to the centre of the US. */
  geo?: { lat: number; lng: number; region: string; placename: string };
}

/**
 * The first tags of every page's head, public and admin alike: charset, viewport, title,
 * description, robots and theme colour; `between` goes between the description and the robots
 * line (keywords, canonical link).
 */
export function headBasicsHtml(head: { title: string; description: string; robots: string }, between = ""): string {
  return (
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(head.title)}</title>` +
    `<meta name="description"${attr("content", head.description)}>${between}` +
    `<meta name="robots"${attr("content", head.robots)}><meta name="theme-color"${attr("content", SITE.themeColor)}>`
  );
}

/** The JSON-LD script tag; its JSON is escaped so no text in the data can close the tag. */
export function jsonLdHtml(data: JsonLd | JsonLd[]): string {
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
}

/**
 * A public page's head tags (the stylesheets Astro adds after them): `site` is the site's origin,
 * `pathname` the page's own path, the canonical URL when the page names none.
 */
export function pageHeadHtml(meta: PageMeta, page: { site: string; pathname: string }): string {
  const { title, canonicalPath = page.pathname, keywords = [], noindex = false, jsonLd = [], geo = US_CENTER } = meta;
  const description = truncateDescription(meta.description);
  const canonical = canonicalUrl(canonicalPath, page.site);
  const words = dedupeKeywords(keywords);
  const between =
    (words.length > 0 ? `<meta name="keywords"${attr("content", words.join(", "))}>` : "") +
    (noindex ? "" : `<link rel="canonical"${attr("href", canonical)}>`);
  return (
    headBasicsHtml({ title, description, robots: noindex ? "noindex, nofollow" : DEFAULT_ROBOTS }, between) +
    `<meta name="geo.region"${attr("content", geo.region)}><meta name="geo.placename"${attr("content", geo.placename)}>` +
    `<meta name="geo.position"${attr("content", `${geo.lat};${geo.lng}`)}>` +
    `<meta property="og:type" content="website"><meta property="og:site_name"${attr("content", SITE.name)}>` +
    `<meta property="og:title"${attr("content", title)}><meta property="og:description"${attr("content", description)}>` +
    `<meta property="og:url"${attr("content", canonical)}><meta property="og:image"${attr("content", new URL("/og-image.png", page.site).href)}>` +
    `<meta name="twitter:card" content="summary_large_image"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="apple-touch-icon" href="/icon-192.png"><link rel="manifest" href="/site.webmanifest">` +
    `<link rel="sitemap" type="application/xml"${attr("href", pagePath("xmlSitemap"))}>` +
    (jsonLd.length > 0 ? jsonLdHtml(jsonLd.length === 1 ? jsonLd[0] : jsonLd) : "")
  );
}
