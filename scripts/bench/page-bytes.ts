/**
 * `npm run bench:bytes`: bytes of a built site per page type (raw HTML as written to disk).
 *
 * - profile: `company/*.html`;
 * - city: `moving-companies/<state>/<city>.html` and everything under `moving-companies/<state>/<city>/`
 *   (further pages and the other sort orders);
 * - directory: `moving-companies.html`, the state pages, `moving-companies/page/*`, `moving-companies/cities.html`, `states.html`;
 * - other page: every other `.html`; asset: every other file (CSS, JS, images, sitemaps, `_headers`).
 *
 * Per type: files, total (MB = 1024 × 1024 bytes, as in the build benchmark's dist column), mean, median, max. `--dist dir` (default `dist`), `--save file.json` writes the figures,
 * `--baseline file.json` (from an earlier `--save`) adds the change of each type's mean and total against it.
 * `--project-companies N` scales profile and city counts linearly from this site's company count to N and prints
 * the projected output size with this build's means (a projection only: a real build at N is `bench:build --companies N`).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { listFiles } from "./build-lib";
import { formatInt, median, printTable } from "./lib";

export type PageType = "profile" | "city" | "directory" | "other page" | "asset";
const TYPES: readonly PageType[] = ["profile", "city", "directory", "other page", "asset"];

export function pageType(file: string): PageType {
  if (!file.endsWith(".html")) return "asset";
  if (/^company\/[^/]+\.html$/.test(file)) return "profile";
  if (/^moving-companies\/(?!page\/)[^/]+\/[^/]+(\.html|\/.+\.html)$/.test(file)) return "city";
  if (/^moving-companies(\.html|\/[^/]+\.html|\/page\/[^/]+\.html)$/.test(file) || file === "states.html") return "directory";
  return "other page";
}

export interface TypeBytes {
  files: number;
  total: number;
  mean: number;
  median: number;
  max: number;
}

export function bytesByType(dist: string): Record<PageType, TypeBytes> {
  const sizes = new Map<PageType, number[]>(TYPES.map((t) => [t, []]));
  for (const file of listFiles(dist)) sizes.get(pageType(file))?.push(fs.statSync(path.join(dist, file)).size);
  const out = {} as Record<PageType, TypeBytes>;
  for (const [type, list] of sizes) {
    const total = list.reduce((a, b) => a + b, 0);
    out[type] = {
      files: list.length,
      total,
      mean: list.length ? total / list.length : 0,
      median: list.length ? median(list) : 0,
      max: Math.max(0, ...list),
    };
  }
  return out;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const change = (now: number, before: number | undefined) => (before ? `${(((now - before) / before) * 100).toFixed(1)}%` : "");

function main(): void {
  const { values } = parseArgs({
    options: { dist: { type: "string" }, save: { type: "string" }, baseline: { type: "string" }, "project-companies": { type: "string" } },
    strict: true,
  });
  const dist = path.resolve(values.dist ?? "dist");
  if (!fs.existsSync(path.join(dist, "index.html"))) throw new Error(`${dist} holds no built site (no index.html)`);
  const now = bytesByType(dist);
  const before: Partial<Record<PageType, TypeBytes>> = values.baseline ? JSON.parse(fs.readFileSync(values.baseline, "utf8")).types : {};
  const total = TYPES.reduce((sum, t) => sum + now[t].total, 0);
  const beforeTotal = values.baseline ? TYPES.reduce((sum, t) => sum + (before[t]?.total ?? 0), 0) : undefined;
  printTable(
    ["type", "files", "total", "mean", "median", "max", "mean vs baseline", "total vs baseline"],
    [
      ...TYPES.map((t) => [
        t,
        formatInt(now[t].files),
        mb(now[t].total),
        kb(now[t].mean),
        kb(now[t].median),
        kb(now[t].max),
        change(now[t].mean, before[t]?.mean),
        change(now[t].total, before[t]?.total),
      ]),
      ["all", formatInt(TYPES.reduce((s, t) => s + now[t].files, 0)), mb(total), "", "", "", "", change(total, beforeTotal)],
    ],
    new Set([1, 2, 3, 4, 5, 6, 7]),
  );
  const companies = now.profile.files;
  const target = values["project-companies"] ? Number(values["project-companies"]) : undefined;
  if (target !== undefined) {
    if (!Number.isInteger(target) || target <= 0) throw new Error("--project-companies must be a positive integer");
    const scale = target / companies;
    const projected = TYPES.reduce((sum, t) => sum + (t === "profile" || t === "city" ? now[t].total * scale : now[t].total), 0);
    console.log(`\nProjected at ${formatInt(target)} companies (profiles and city pages ×${scale.toFixed(2)}, the rest as built): ${mb(projected)}`);
  }
  if (values.save) fs.writeFileSync(values.save, `${JSON.stringify({ dist, types: now }, null, 2)}\n`);
  console.log(`\n${JSON.stringify({ bench: "page-bytes", totalBytes: total, types: now })}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
