/** Search-engine metadata rules. */

export const META_DESCRIPTION_MAX = 160;

/** The geographic centre of the contiguous United States (near Lebanon, Kansas). */
export const US_CENTER = { lat: 39.8283, lng: -98.5795, region: "US", placename: "United States" } as const;

export const DEFAULT_ROBOTS = "index, follow";

/**
 * Collapses white space and cuts a description to 160 characters: 157 plus "..." when longer.
 * `truncateDescription("a".repeat(200)).length === 160`.
 */
export function truncateDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  return `${clean.slice(0, META_DESCRIPTION_MAX - 3).trimEnd()}...`;
}

/** Keywords trimmed, de-duplicated case-insensitively (first spelling wins), blanks dropped. */
export function dedupeKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of keywords) {
    const word = k.trim();
    const key = word.toLowerCase();
    if (word && !seen.has(key)) {
      seen.add(key);
      out.push(word);
    }
  }
  return out;
}

/**
 * The canonical URL of a path or URL on `site`: query and hash dropped, trailing slashes
 * removed (except the root), host lower-cased, and the `.html` of a built file's own path
 * (which `Astro.url` carries under `build.format: "file"`) dropped: the site serves `/search`,
 * never `/search.html`.
 * `canonicalUrl("/states/texas/?a=1#top", "https://x.example") === "https://x.example/states/texas"`.
 */
export function canonicalUrl(pathOrUrl: string, site: string): string {
  const url = new URL(pathOrUrl, site);
  url.search = "";
  url.hash = "";
  const path = url.pathname.replace(/\/+$/, "").replace(/(?:\/index)?\.html$/, "");
  return `${url.origin}${path || "/"}`;
}
