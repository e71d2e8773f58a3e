import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { matchRedirect, parseNetlifyToml, type RedirectRule } from "../../lib/netlify-rules";
import type { RouteAnswer } from "../../lib/seo-audit/site-checks";
import { loadNetlifyRules } from "../netlify-rules-file";
import { aliasesAndProbes } from "./audit-aliases";
import { collectSitemap } from "./audit-sitemap";
import type { AuditSource, PageToRead } from "./audit-source";

/**
 * The built site as the local server serves it: every .html file of dist/ is a page at its URL
 * (`a/b.html` and `a/b/index.html` → `/a/b`), and any other URL is answered the way
 * src/platform/server.ts answers it: trailing slash 301, then the redirects and rewrites of
 * netlify.toml (and a `_redirects` file in dist, which Netlify applies first), then files.
 */

/** Files that are not pages of the site: Netlify's control files and the not-found page. */
const NOT_PAGES = new Set(["404.html"]);

/** The URL a file of dist is served at, when it is a page. */
export function pageUrlOf(rel: string): string | null {
  if (!rel.endsWith(".html") || NOT_PAGES.has(rel)) return null;
  const bare = rel.replace(/\.html$/, "").replace(/(^|\/)index$/, "");
  return `/${bare}`;
}

async function walk(root: string, dir = ""): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(root, rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** Netlify's `_redirects` lines (`from to [status][!]`) as netlify.toml rules. */
export function parseRedirectsFile(source: string): RedirectRule[] {
  const toml = source
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean)
    .map((line) => {
      const [from, to, code = "301"] = line.split(/\s+/);
      const force = code.endsWith("!");
      return `[[redirects]]\nfrom = ${JSON.stringify(from)}\nto = ${JSON.stringify(to ?? "")}\nstatus = ${Number.parseInt(code, 10)}\nforce = ${force}\n`;
    })
    .join("\n");
  return parseNetlifyToml(toml, "_redirects").redirects;
}

export async function distSource(options: { distDir: string; netlifyTomlPath: string; origin: string }): Promise<AuditSource> {
  const root = path.resolve(options.distDir);
  const files = new Set(await walk(root));
  const redirectsFile = await readFile(path.join(root, "_redirects"), "utf8").catch(() => "");
  const rules = [...parseRedirectsFile(redirectsFile), ...(await loadNetlifyRules(options.netlifyTomlPath)).redirects];

  /** The file a URL path resolves to (exact, `.html`, `/index.html`), like resolveStaticFile. */
  const fileFor = (pathname: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const rel = path.posix.normalize(decoded).replace(/^\/+/, "");
    if (/^_(headers|redirects)$/i.test(rel)) return null;
    const candidates = decoded.endsWith("/") ? [`${rel}index.html`] : [rel, `${rel}.html`, rel ? `${rel}/index.html` : "index.html"];
    return candidates.find((c) => c !== "" && files.has(c)) ?? null;
  };
  const served = (rel: string): RouteAnswer => ({ status: 200, servedPage: pageUrlOf(rel) ?? `/${rel}` });

  const pages: PageToRead[] = [];
  for (const rel of files) {
    const url = pageUrlOf(rel);
    if (url !== null) pages.push({ url, file: path.join(root, rel) });
  }
  pages.sort((a, b) => a.url.localeCompare(b.url));

  async function answer(pathname: string): Promise<RouteAnswer | undefined> {
    if (pathname.startsWith("/api/")) return undefined; // served by functions, not pages
    if (pathname.length > 1 && pathname.endsWith("/")) return { status: 301, location: pathname.replace(/\/+$/, "") };
    const rule = await matchRedirect(rules, pathname, "", async (p) => fileFor(p) !== null);
    if (rule) {
      if (rule.status >= 300 && rule.status < 400) return { status: rule.status, location: rule.target };
      if (/^[a-z][a-z\d+.-]*:/i.test(rule.target)) return undefined; // a proxy to another host
      const file = fileFor(new URL(rule.target, "http://x").pathname);
      if (rule.status === 200) return file ? served(file) : { status: 404 };
      return { status: rule.status };
    }
    const file = fileFor(pathname);
    return file ? served(file) : { status: 404 };
  }

  return {
    kind: "dist",
    description: `the built site in ${options.distDir}`,
    origin: options.origin,
    pages: async () => pages,
    async sitemap() {
      const root = files.has("sitemap-index.xml") ? "/sitemap-index.xml" : files.has("sitemap.xml") ? "/sitemap.xml" : null;
      if (root === null) return { pages: [], files: [] };
      return collectSitemap(root, async (p) => {
        const file = fileFor(p);
        return file ? readFile(path.join(options.distDir, file), "utf8") : null;
      });
    },
    async resolve(paths) {
      const answers = new Map<string, RouteAnswer>();
      for (const p of paths) {
        const a = await answer(p);
        if (a) answers.set(p, a);
      }
      return answers;
    },
    extras: (pageUrls) => aliasesAndProbes(rules, pageUrls),
  };
}
