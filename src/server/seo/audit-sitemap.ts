/**
 * Reading sitemaps: a sitemap index names sitemap files, a urlset names pages. Both are plain
 * XML with one `<loc>` per entry, so a regular expression is enough (entities decoded).
 */

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };

/** Every `<loc>` of a sitemap or sitemap index, entities decoded. */
export function sitemapLocs(xml: string): string[] {
  const locs: string[] = [];
  for (const m of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) locs.push(m[1].replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e] ?? e));
  return locs;
}

/** Whether the XML is a sitemap index (its locs are sitemaps, not pages). */
export const isSitemapIndex = (xml: string): boolean => /<sitemapindex[\s>]/.test(xml);

/** The path of a URL (any origin: a build may have written another origin than the one audited). */
export function pathOf(url: string): string | null {
  try {
    return new URL(url, "http://placeholder.invalid").pathname;
  } catch {
    return null;
  }
}

/**
 * Collects the page paths of a sitemap tree starting at `rootPath`, reading each file with
 * `read` (null when missing). Index files are followed one level deep, as search engines do.
 */
export async function collectSitemap(
  rootPath: string,
  read: (path: string) => Promise<string | null>,
): Promise<{ pages: string[]; files: string[] }> {
  const root = await read(rootPath);
  if (root === null) return { pages: [], files: [] };
  const files = [rootPath];
  const pages: string[] = [];
  if (!isSitemapIndex(root)) {
    pages.push(
      ...sitemapLocs(root)
        .map(pathOf)
        .filter((p): p is string => p !== null),
    );
    return { pages, files };
  }
  for (const loc of sitemapLocs(root)) {
    const path = pathOf(loc);
    if (path === null) continue;
    const xml = await read(path);
    if (xml === null) continue;
    files.push(path);
    pages.push(
      ...sitemapLocs(xml)
        .map(pathOf)
        .filter((p): p is string => p !== null),
    );
  }
  return { pages, files };
}
