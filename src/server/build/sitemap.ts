import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The XML sitemap, written from the pages a built site holds rather than from the pages one
 * `astro build` rendered, so a full build and an incremental rebuild (which renders a few pages
 * into a copy of the site) write the same files. URLs are in path order, numbers compared as
 * numbers (`/page/9` before `/page/10`), at most SITEMAP_LIMIT to a file.
 */
export const SITEMAP_LIMIT = 50_000;

/** Pages not meant to be found by search: admin, sign-in, error and thank-you pages. */
const NOT_IN_SITEMAP = /^\/(404|error|login|admin|inquiry-received)(\/|$)/;
/** A city page's other sort orders (and their later pages) have the city page as their canonical URL. */
const SORTED_CITY_PAGE = /^\/moving-companies\/[^/]+\/[^/]+\/by-[a-z]+(\/page\/\d+)?$/;

const byPath = new Intl.Collator("en", { numeric: true }).compare;

/** Every page's URL path in a built site: `index.html` → `/`, `blog/x.html` → `/blog/x`. */
export async function builtPagePaths(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => {
      const file = path.relative(distDir, path.join(e.parentPath, e.name)).split(path.sep).join("/");
      return file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`;
    });
}

export function inSitemap(pagePath: string): boolean {
  return !NOT_IN_SITEMAP.test(pagePath) && !SORTED_CITY_PAGE.test(pagePath);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** Writes `sitemap-index.xml` and `sitemap-N.xml` for the pages in `distDir`; returns how many URLs. */
export async function writeSitemap(distDir: string, site: string, limit = SITEMAP_LIMIT): Promise<number> {
  const paths = (await builtPagePaths(distDir)).filter(inSitemap).sort(byPath);
  const url = (p: string) => escapeXml(new URL(p, site).href);
  const files: string[] = [];
  for (let i = 0; i * limit < paths.length; i++) {
    const chunk = paths.slice(i * limit, (i + 1) * limit);
    files.push(`sitemap-${i}.xml`);
    await writeFile(
      path.join(distDir, `sitemap-${i}.xml`),
      `${XML}<urlset ${NS}>${chunk.map((p) => `<url><loc>${url(p)}</loc></url>`).join("")}</urlset>`,
    );
  }
  // A site that shrank below a chunk boundary must not keep serving the last chunk's old file.
  for (let i = files.length; ; i++) {
    const stale = path.join(distDir, `sitemap-${i}.xml`);
    try {
      await rm(stale);
    } catch {
      break;
    }
  }
  const index = files.map((f) => `<sitemap><loc>${url(`/${f}`)}</loc></sitemap>`).join("");
  await writeFile(path.join(distDir, "sitemap-index.xml"), `${XML}<sitemapindex ${NS}>${index}</sitemapindex>`);
  return paths.length;
}
