import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every internal page link is built by a helper in src/lib/routes.ts, so a path changes in one
 * place. This scan fails on a literal internal link anywhere else in src: `href="/about"`,
 * a template literal starting with a path, or `{ href: "/faq" }`. Static files (a path ending in an
 * extension, such as `/favicon.svg`) are not pages and may be linked directly.
 */
const SRC = join(import.meta.dirname, "..");
const ALLOWED = new Set(["lib/routes.ts"]);
const SOURCE = /\.(astro|tsx?|mdx?)$/;
const LITERAL_LINK = /href(?:=\{?|:\s*)(["'`])(\/[^"'`]*)\1?/g;
const STATIC_FILE = /\.[a-z0-9]+$/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__fixtures__" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line href` for each literal internal page link in `text`. */
function literalLinks(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) =>
    [...line.matchAll(LITERAL_LINK)]
      .map((m) => m[2].split(/[?#$]/)[0])
      .filter((path) => !STATIC_FILE.test(path))
      .map((path) => `${file}:${i + 1} ${path}`),
  );
}

describe("internal links", () => {
  it("the scan recognises each way of writing a literal link", () => {
    const sample = ['<a href="/about">', "<a href={`/admin/jobs`}>", '{ href: "/faq" }', "<a href='/contact#x'>"].join("\n");
    expect(literalLinks("x.astro", sample)).toEqual(["x.astro:1 /about", "x.astro:2 /admin/jobs", "x.astro:3 /faq", "x.astro:4 /contact"]);
    expect(literalLinks("x.astro", '<a href={pagePath("about")}> <link href="/favicon.svg"> <a href="https://example.com/">')).toEqual([]);
  });

  it("go through src/lib/routes.ts everywhere in src", () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => literalLinks(file, readFileSync(join(SRC, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
