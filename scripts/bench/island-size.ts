/**
 * `tsx scripts/bench/island-size.ts [--dist dist] [--page index.html] [--island FeaturedCompanies] [--budget-kb 15]`
 *
 * After a build, the gzipped JavaScript one island adds to a page, beyond React itself:
 * - reads the page's `<astro-island>` whose `component-url` names the island;
 * - follows the static imports (`import … from "./x.js"`, `import "./x.js"`) of its component
 *   chunk, and separately of its `renderer-url` chunk (@astrojs/react's client: React DOM);
 * - React itself is every chunk the renderer loads (react-dom, react, the scheduler); the
 *   island's cost is every chunk its component loads that the renderer does not (nanostores,
 *   @nanostores/query, the island's own code, shared helpers), plus the page's inline
 *   `<script>`s without a type (Astro's island runtime and `client:visible` directive).
 * Sizes are gzip level 9 of each file. Prints a table and one JSON line; exits 1 over budget.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({
  options: {
    dist: { type: "string", default: "dist" },
    page: { type: "string", default: "index.html" },
    island: { type: "string", default: "FeaturedCompanies" },
    "budget-kb": { type: "string", default: "15" },
  },
});
const dist = path.resolve(values.dist);
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** `/_astro/x.js` → its file in dist. */
const fileOf = (urlPath: string) => path.join(dist, decodeURIComponent(urlPath.replace(/^\//, "")));

/** Every chunk reachable by static imports from `entry` (URL paths, entry included). */
function staticGraph(entry: string, read: (urlPath: string) => string): Set<string> {
  const seen = new Set<string>();
  const visit = (urlPath: string) => {
    if (seen.has(urlPath)) return;
    seen.add(urlPath);
    const code = read(urlPath);
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g)) {
      visit(new URL(m[1], `http://x${urlPath}`).pathname);
    }
  };
  visit(entry);
  return seen;
}

function main(): void {
  const html = fs.readFileSync(path.join(dist, values.page), "utf8");
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
  const tag = islands.find((t) => new RegExp(`component-url="[^"]*${values.island}[^"]*"`).test(t));
  if (!tag) throw new Error(`No <astro-island> for "${values.island}" in ${values.page} (found ${islands.length} islands)`);
  const attr = (name: string) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const component = attr("component-url");
  const renderer = attr("renderer-url");
  if (!component || !renderer) throw new Error("The island has no component-url or renderer-url");

  const read = (urlPath: string) => fs.readFileSync(fileOf(urlPath), "utf8");
  const reactChunks = staticGraph(renderer, read);
  const islandChunks = [...staticGraph(component, read)].filter((c) => !reactChunks.has(c));
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

  const rows = [
    ...islandChunks.map((c) => ({ what: c, bytes: gz(fs.readFileSync(fileOf(c))) })),
    ...(inline.length > 0 ? [{ what: `${inline.length} inline <script> (Astro island runtime)`, bytes: gz(inline.join("\n")) }] : []),
  ];
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  const react = [...reactChunks].reduce((sum, c) => sum + gz(fs.readFileSync(fileOf(c))), 0);
  const budget = Number(values["budget-kb"]) * 1024;

  console.log(`Island ${values.island} on ${values.page} (gzip -9):`);
  for (const r of rows) console.log(`  ${(r.bytes / 1024).toFixed(2).padStart(7)} KB  ${r.what}`);
  console.log(`  ${(total / 1024).toFixed(2).padStart(7)} KB  total beyond React (budget ${values["budget-kb"]} KB)`);
  console.log(`  ${(react / 1024).toFixed(2).padStart(7)} KB  React itself, not counted: ${[...reactChunks].join(", ")}`);
  console.log(
    JSON.stringify({ island: values.island, page: values.page, bytes: total, reactBytes: react, budgetBytes: budget, ok: total <= budget }),
  );
  if (total > budget) process.exitCode = 1;
}

main();
