import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Content-Security-Policy. Pages get one policy whose script-src lists the sha256 hash of every
 * inline script the build emitted (Astro's island loaders and a few small page scripts), so no
 * other inline script can run; the build writes it into dist/_headers, which Netlify and the
 * local server both apply. Function responses (JSON, CSV) get a policy that allows nothing.
 */

/** What every page may load: only this site, images also from https hosts. */
const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'", // React islands set style attributes (progress bars)
  "img-src 'self' https: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** The policy of function responses: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'none'";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types the browser runs (JSON-LD and other data blocks are not scripts). */
const executable = (attrs: string) => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
  return type === undefined || type === "module" || type === "text/javascript" || type === "application/javascript";
};

/** `'sha256-…'` of each inline executable script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || !executable(attrs)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The page policy allowing exactly these inline-script hashes. */
export function pagePolicy(hashes: Iterable<string>): string {
  const scripts = ["'self'", ...[...new Set(hashes)].sort()].join(" ");
  return [PAGE_DIRECTIVES[0], `script-src ${scripts}`, ...PAGE_DIRECTIVES.slice(1)].join("; ");
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => path.join(e.parentPath, e.name));
}

/** Hashes every inline script of the built site and writes `<distDir>/_headers` with the page policy. */
export async function writeCspHeaders(distDir: string): Promise<{ pages: number; hashes: number }> {
  const hashes = new Set<string>();
  const files = await htmlFiles(distDir);
  for (const file of files) for (const hash of inlineScriptHashes(await readFile(file, "utf8"))) hashes.add(hash);
  await writeHeadersFile(distDir, hashes);
  return { pages: files.length, hashes: hashes.size };
}

/** Writes `<distDir>/_headers` with the page policy allowing these inline-script hashes. */
export async function writeHeadersFile(distDir: string, hashes: Iterable<string>): Promise<void> {
  const body = `# Written by the build (src/server/http/csp.ts): the inline scripts of this build, by hash.\n/*\n  Content-Security-Policy: ${pagePolicy(hashes)}\n`;
  await writeFile(path.join(distDir, "_headers"), body);
}

/** The inline-script hashes a built site's `_headers` allows (none when it has no such file). */
export async function readHeadersHashes(distDir: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(path.join(distDir, "_headers"), "utf8");
  } catch {
    return [];
  }
  return text.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
}
