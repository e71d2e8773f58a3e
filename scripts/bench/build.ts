/**
 * `npm run bench:build`: time of the static build against a trivial-pages baseline.
 *
 * - full build: `astro build` of this project from data/directory.db (written first by
 *   scripts/build-data.ts when missing), into a temporary outDir; wall time, `.html` count, pages/s;
 * - baseline: a throw-away Astro project (no integrations, `build.format: 'file'`) rendering the
 *   same number of tiny pages, built with this project's own Astro;
 * - ratio full / trivial: the figure to compare between machines.
 *
 * Runs alternate full, trivial, full, trivial (median of 2 = mean; see `--runs`). Both builds are started the
 * same way (`node node_modules/astro/astro.js build`), with the working directory set to a temp
 * folder that holds the outDir and a `node_modules` symlink to the project's: Astro puts the
 * prerender chunks in `<cwd>/.astro/` and then deletes that folder when outDir is outside the
 * working directory, which would wipe the project's `.astro/` mid-session. SNAPSHOT_PATH points
 * at a copy of data/directory.db in the temp folder (absolute: the project resolves it against
 * the working directory), so all runs read the same snapshot.
 *
 * Then the gzipped size of the largest city page, texas.html and the first company page, plus
 * the stylesheets each links, against the 20 KB (HTML + CSS, gzipped) budget. Prints machine info, a
 * plain-text table, and one line of JSON. Every temp folder is removed.
 *
 * `--runs N` sets how many full/trivial pairs run (default 2; 1 for a quick figure at 100k).
 *
 * `--companies N` builds a generated directory of N companies instead of data/directory.db
 * (scripts/generate-companies.ts, seeded: the same data on every run) and adds the row of the
 * scale table: companies, pages, build and floor, ratio, ms per page, peak RSS, output size.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { countSnapshotCompanies, generateDataset, printScaleRow, rssProbe, treeBytes } from "./build-dataset";
import { type BuildRun, gzipSize, largestFile, listFiles, runAstroBuild, writeTrivialProject } from "./build-lib";
import { formatInt, machineInfo, makeTempDir, median, printTable } from "./lib";
import { bytesByType } from "./page-bytes";

const ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const ASTRO_BIN = path.resolve(ROOT, "node_modules/astro/astro.js");
const DATABASE = path.resolve(ROOT, process.env.SNAPSHOT_PATH ?? "data/directory.db");
const COMPANIES_CSV = path.resolve(ROOT, process.env.COMPANIES_CSV ?? "data/companies.csv");
const DEFAULT_RUNS = 2;
const BUDGET_BYTES = 20 * 1024;

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`Check failed: ${message}`);
}

function ensureDatabase(): void {
  if (fs.existsSync(DATABASE)) return;
  console.error(`${path.relative(ROOT, DATABASE)} is missing: running scripts/build-data.ts…`);
  const r = spawnSync("npx", ["tsx", "scripts/build-data.ts"], { cwd: ROOT, stdio: "inherit" });
  check(r.status === 0 && fs.existsSync(DATABASE), "scripts/build-data.ts did not write the snapshot");
}

interface SizeRow {
  label: string;
  file: string;
  gzip: number;
  /** The stylesheets the page links, gzipped (the admin's stylesheet is not among a public page's). */
  cssGzip: number;
}

/** Gzipped sizes of the sample pages and of the stylesheets each links. */
function pageSizes(site: string): { pages: SizeRow[]; css: Array<{ file: string; gzip: number }> } {
  const files = listFiles(site);
  const cityPages = files.filter((f) => /^moving-companies\/(?!page\/)[^/]+\/.+\.html$/.test(f));
  const city = largestFile(site, cityPages);
  const company = files.find((f) => f.startsWith("company/") && f.endsWith(".html"));
  const state = "moving-companies/texas.html";
  check(city !== undefined, "no city page under moving-companies/*/");
  check(company !== undefined, "no page under company/");
  check(files.includes(state), `${state} was not built`);
  const linked = (file: string) =>
    [...fs.readFileSync(path.join(site, file), "utf8").matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
  const row = (label: string, file: string) => ({
    label,
    file,
    gzip: gzipSize(path.join(site, file)),
    cssGzip: linked(file).reduce((sum, css) => sum + gzipSize(path.join(site, css)), 0),
  });
  return {
    pages: [row("largest city page", city), row("state page", state), row("first company page", company)],
    css: files.filter((f) => f.startsWith("_astro/") && f.endsWith(".css")).map((f) => ({ file: f, gzip: gzipSize(path.join(site, f)) })),
  };
}

function positiveInt(flag: string, value: string): number {
  const n = Number(value);
  check(Number.isInteger(n) && n > 0, `--${flag} must be a positive integer, got ${value}`);
  return n;
}

function flags(): { companies: number | undefined; runs: number } {
  const { values } = parseArgs({ options: { companies: { type: "string" }, runs: { type: "string" } }, strict: true });
  return {
    companies: values.companies === undefined ? undefined : positiveInt("companies", values.companies),
    runs: values.runs === undefined ? DEFAULT_RUNS : positiveInt("runs", values.runs),
  };
}

function main(): void {
  const { companies, runs } = flags();
  const machine = machineInfo();
  console.log(`Node ${machine.node} on ${machine.platform}, ${machine.cpu}, ${machine.cores} cores`);
  console.log(`Build benchmark: ${runs} runs each, alternating full / trivial, median shown.\n`);
  if (companies === undefined) ensureDatabase();

  const tmp = makeTempDir("bench-build-");
  try {
    fs.symlinkSync(path.join(ROOT, "node_modules"), tmp.file("node_modules"), "dir");
    // Snapshot of the database, so every full build reads the same data even if it is rebuilt meanwhile.
    let database = tmp.file("directory.db");
    let csv = COMPANIES_CSV;
    if (companies !== undefined) {
      console.error(`generating ${formatInt(companies)} companies and their snapshot…`);
      ({ database, csv } = generateDataset(ROOT, tmp.dir, companies));
    } else {
      for (const suffix of ["", "-wal"]) {
        if (fs.existsSync(DATABASE + suffix)) fs.copyFileSync(DATABASE + suffix, database + suffix);
      }
    }
    const rss = rssProbe(tmp.dir);
    const fullRssKb: number[] = [];
    const trivialRssKb: number[] = [];
    let distBytes = 0;
    const site = tmp.file("site");
    const trivialRoot = tmp.file("trivial");
    const trivialOut = path.join(trivialRoot, "dist");

    const full: BuildRun[] = [];
    const trivial: BuildRun[] = [];
    let sizes: ReturnType<typeof pageSizes> | undefined;
    let byType: ReturnType<typeof bytesByType> | undefined;
    for (let run = 1; run <= runs; run++) {
      console.error(`run ${run}/${runs}: full build…`);
      const f = runAstroBuild({
        astroBin: ASTRO_BIN,
        args: ["--root", ROOT, "--outDir", site],
        cwd: tmp.dir,
        outDir: site,
        env: { SNAPSHOT_PATH: database, COMPANIES_CSV: csv, ...rss.env },
      });
      fullRssKb.push(rss.takePeakKb());
      check(f.pages > 0, "the full build wrote no .html file");
      check(
        full.length === 0 || f.pages === full[0].pages,
        `full build page count changed: ${full[0]?.pages} → ${f.pages} (were the pages edited meanwhile?)`,
      );
      full.push(f);
      sizes ??= pageSizes(site);
      distBytes ||= treeBytes(site);
      byType ??= bytesByType(site);
      if (run === 1) writeTrivialProject(trivialRoot, f.pages);

      console.error(`run ${run}/${runs}: trivial build of ${formatInt(f.pages)} pages…`);
      const t = runAstroBuild({ astroBin: ASTRO_BIN, args: ["--root", trivialRoot], cwd: trivialRoot, outDir: trivialOut, env: rss.env });
      trivialRssKb.push(rss.takePeakKb());
      check(t.pages === full[0].pages, `trivial build wrote ${t.pages} pages, expected ${full[0].pages}`);
      trivial.push(t);
    }
    check(sizes !== undefined, "no sizes measured");

    const fullMs = median(full.map((r) => r.ms));
    const trivialMs = median(trivial.map((r) => r.ms));
    const pages = full[0].pages;
    const ratio = fullMs / trivialMs;
    const secs = (ms: number) => (ms / 1000).toFixed(1);
    const buildRow = (name: string, runs: BuildRun[], ms: number, note: string) => [
      name,
      formatInt(pages),
      secs(ms),
      formatInt((pages * 1000) / ms),
      runs.map((r) => secs(r.ms)).join(" / "),
      note,
    ];
    printTable(
      ["build", "pages", "median s", "pages/s", "runs s", "note"],
      [
        buildRow("full site (astro build, sample DB)", full, fullMs, `${ratio.toFixed(2)}x trivial`),
        buildRow("trivial pages [baseline]", trivial, trivialMs, "same page count, no integrations"),
      ],
      new Set([1, 2, 3]),
    );

    const companyCount = countSnapshotCompanies(database);
    printScaleRow({ companies: companyCount, pages, fullMs, trivialMs, trivialRunsMs: trivial.map((r) => r.ms), fullRssKb, trivialRssKb, distBytes });

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    if (byType) {
      console.log("\nOutput by page type (raw bytes; `npm run bench:bytes` on a built site gives the same table):\n");
      printTable(
        ["type", "files", "total MB", "mean"],
        Object.entries(byType).map(([type, t]) => [type, formatInt(t.files), (t.total / 1024 / 1024).toFixed(1), kb(t.mean)]),
        new Set([1, 2, 3]),
      );
    }
    console.log(`\nGzipped size vs budget ${kb(BUDGET_BYTES)} (HTML + CSS, gzip default level):\n`);
    printTable(
      ["page", "file", "HTML gz", "CSS gz", "total", "budget"],
      sizes.pages.map((p) => [
        p.label,
        p.file,
        kb(p.gzip),
        kb(p.cssGzip),
        kb(p.gzip + p.cssGzip),
        p.gzip + p.cssGzip <= BUDGET_BYTES ? "PASS" : "OVER",
      ]),
      new Set([2, 3, 4]),
    );
    console.log(`CSS: ${sizes.css.map((c) => `${c.file} ${kb(c.gzip)}`).join(", ") || "none"}`);

    const summary = {
      bench: "build",
      node: machine.node,
      cpu: machine.cpu,
      cores: machine.cores,
      runs: runs,
      pages,
      companies: companyCount,
      peakRssKb: Math.max(...fullRssKb),
      distBytes,
      fullMs: Math.round(fullMs),
      trivialMs: Math.round(trivialMs),
      fullRunsMs: full.map((r) => Math.round(r.ms)),
      trivialRunsMs: trivial.map((r) => Math.round(r.ms)),
      fullPagesPerSecond: Math.round((pages * 1000) / fullMs),
      trivialPagesPerSecond: Math.round((pages * 1000) / trivialMs),
      fullVsTrivial: Number(ratio.toFixed(2)),
      budgetBytes: BUDGET_BYTES,
      cssGzipBytes: Object.fromEntries(sizes.pages.map((p) => [p.file, p.cssGzip])),
      pagesGzipBytes: Object.fromEntries(sizes.pages.map((p) => [p.file, p.gzip])),
      withinBudget: sizes.pages.every((p) => p.gzip + p.cssGzip <= BUDGET_BYTES),
      bytesByType: byType,
    };
    console.log(`\n${JSON.stringify(summary)}`);
  } finally {
    fs.rmSync(tmp.file("node_modules"), { force: true }); // the symlink only, never its target
    tmp.dispose();
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
