import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Reading the built site in dist/ for the quality checks. */

export const DIST = path.resolve("dist");

/** Every .html file under `dir` (relative to dist), recursively, sorted. */
export function htmlFiles(dir = ""): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(DIST, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(".html")) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

/** An evenly spread, deterministic sample of `n` items. */
export function sample<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  const step = items.length / n;
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]);
}

/** The file's text. */
export function read(rel: string): string {
  return fs.readFileSync(path.join(DIST, rel), "utf8");
}

/** Gzipped size in bytes of a dist file. */
export function gzippedBytes(rel: string): number {
  return gzipSync(fs.readFileSync(path.join(DIST, rel)), { level: 9 }).length;
}

/** The stylesheets a page links to, as dist-relative paths. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
}
