/**
 * `tsx scripts/bench/page-js.ts [--dist dist] [--page get-quotes.html ...] [--json]`
 *
 * After a build, the gzipped JavaScript a page load fetches, per page type:
 * - every `<script src>` and every inline script (plain or module; JSON-LD and other data
 *   types are not JavaScript), with the static imports of module scripts;
 * - every `<astro-island>`'s `component-url` and `renderer-url` and their static import graph
 *   (`import … from "./x.js"`, `import "./x.js"`), each chunk counted once per page.
 * Dynamic `import()` chunks are not counted: they load later, when a step or a control needs them.
 * Sizes are gzip level 9 of each file. Prints a table per page type and one JSON line.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

export const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** One piece of JavaScript a page load fetches or runs. */
export interface PageScript {
  /** `/_astro/x.js`, or `inline #n`. */
  what: string;
  bytes: number;
}

export interface PageJs {
  page: string;
  bytes: number;
  scripts: PageScript[];
}

/** Static import specifiers of a module (`import … from "x"`, `import "x"`, `export … from "x"`), not `import("x")`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g)].map((m) => m[1]);
}

const JS_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The JavaScript `page` (a path under `dist`) fetches and runs on load. */
export function measurePage(dist: string, page: string): PageJs {
  const html = fs.readFileSync(path.join(dist, page), "utf8");
  const fileOf = (urlPath: string) => path.join(dist, decodeURIComponent(urlPath.replace(/^\//, "")));
  const chunks = new Set<string>();
  const visit = (urlPath: string) => {
    if (chunks.has(urlPath)) return;
    chunks.add(urlPath);
    for (const spec of staticImports(fs.readFileSync(fileOf(urlPath), "utf8"))) visit(new URL(spec, `http://x${urlPath}`).pathname);
  };

  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1];
    const type = attrs.match(/\btype="([^"]*)"/)?.[1] ?? "";
    if (!JS_TYPES.has(type)) continue;
    const src = attrs.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) visit(new URL(src, "http://x/").pathname);
    else {
      inline.push(m[2]);
      for (const spec of staticImports(m[2])) visit(new URL(spec, `http://x/${page}`).pathname);
    }
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const attr of ["component-url", "renderer-url"]) {
      const url = m[0].match(new RegExp(`\\b${attr}="([^"]+)"`))?.[1];
      if (url) visit(url);
    }
  }

  const scripts: PageScript[] = [
    ...[...chunks].map((c) => ({ what: c, bytes: gzipBytes(fs.readFileSync(fileOf(c))) })),
    ...inline.map((code, i) => ({ what: `inline #${i + 1}`, bytes: gzipBytes(code) })),
  ].sort((a, b) => b.bytes - a.bytes);
  return { page, bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}

/** The first `.html` file in `dir` (sorted), as a path relative to `dist`, or null. */
function firstHtml(dist: string, dir: string): string | null {
  const full = path.join(dist, dir);
  if (!fs.existsSync(full)) return null;
  const name = fs
    .readdirSync(full)
    .filter((f) => f.endsWith(".html"))
    .sort()[0];
  return name ? path.join(dir, name) : null;
}

/**
 * One page of each type in a build: the home page, the quote wizard, the calculator, and the
 * first state, city and profile page by name (a city lives in the directory named for its state).
 */
export function pageTypes(dist: string): Record<string, string> {
  const state = firstHtml(dist, "moving-companies");
  const stateDir = state?.replace(/\.html$/, "");
  const city = stateDir ? firstHtml(dist, stateDir) : null;
  const profile = firstHtml(dist, "company");
  const types: Record<string, string | null> = {
    home: "index.html",
    "get-quotes": "get-quotes.html",
    calculator: "calculator.html",
    state,
    city,
    profile,
  };
  return Object.fromEntries(Object.entries(types).filter((e): e is [string, string] => e[1] !== null));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2).padStart(7)} KB`;

function main(): void {
  const { values } = parseArgs({
    options: { dist: { type: "string", default: "dist" }, page: { type: "string", multiple: true }, json: { type: "boolean", default: false } },
  });
  const dist = path.resolve(values.dist);
  const pages = values.page ? Object.fromEntries(values.page.map((p) => [p, p])) : pageTypes(dist);
  const results = Object.entries(pages).map(([type, page]) => ({ type, ...measurePage(dist, page) }));
  if (!values.json) {
    for (const r of results) {
      console.log(`${r.type} (${r.page}): ${kb(r.bytes).trim()} gzip -9`);
      for (const s of r.scripts) console.log(`  ${kb(s.bytes)}  ${s.what}`);
    }
    console.log("");
    for (const r of results) console.log(`${r.type.padEnd(12)} ${kb(r.bytes)}`);
  }
  console.log(JSON.stringify(Object.fromEntries(results.map((r) => [r.type, { page: r.page, bytes: r.bytes }]))));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
