/**
 * The brand and contact details shown on every public page: defined once, used by the layout,
 * footer, structured data and contact pages. The email and phone are fictional placeholders on
 * reserved ranges (555-01xx, .example) and only defaults: an admin sets the real ones in
 * Settings, and the footer, contact page and no-JavaScript quote notice read what the last build
 * published (`siteContact()` in src/server/directory/site-contact.ts).
 */
export const SITE = {
  name: "National Movers Directory",
  shortName: "Movers Directory",
  tagline: "Compare licensed moving companies across the United States",
  email: "hello@nationalmovers.example",
  phone: "(800) 555-0199",
  themeColor: "#4F46E5",
  websiteTag: "national-movers-directory",
  version: "1.0",
} as const;

/** The site's origin as Astro knows it: `site` in astro.config.mjs, which canonical URLs and JSON-LD need. */
export function siteHref(site: URL | undefined): string {
  if (!site) throw new Error("astro.config.mjs must set `site`: canonical URLs and structured data are absolute");
  return site.href;
}
