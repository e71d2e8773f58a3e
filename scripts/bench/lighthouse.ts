/**
 * `tsx scripts/bench/lighthouse.ts [--dist dist] [--snapshot data/directory.db] [--page /path ...] [--runs 3] [--save dir]`
 *
 * Lighthouse on a phone (its default settings: emulated mobile, simulated throttling) for the
 * page types that matter: home, /get-quotes, /calculator, a state, the biggest city page (the
 * largest `moving-companies/<state>/<city>.html` by bytes) and the first profile.
 * The built site is served by the project's own server (scripts/serve.ts) on a free loopback
 * port, with the snapshot the site was built from and a throwaway run-time store; Debian's
 * Chromium runs headless (CHROMIUM_PATH, default /usr/bin/chromium). Nothing is fetched from
 * the internet. Prints the four category scores and LCP/TBT/CLS per page, the audits that cost
 * points, and one JSON line; `--save` also writes each full Lighthouse report there.
 * A trivial page (no script, no stylesheet, one paragraph; served by a bare `node:http` server)
 * is measured before and after the site's pages with the same settings: its Total Blocking Time
 * is what this machine adds to any page, so a page's figures are read against it.
 * With `--runs N` each page is measured N times and Lighthouse's own median run is reported
 * (its recommendation against run-to-run variance). The CPU benchmark Lighthouse takes of this
 * machine is printed too: on a loaded machine it drops, and the 4× CPU slowdown Lighthouse
 * applies on top of it inflates Total Blocking Time beyond what a real phone sees.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { type ChildServer, SERVE_ARGS, startChildServer } from "../../test/support/child-server";
import { printTable } from "./lib";
import { defaultPages } from "./lighthouse-pages";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

interface PageResult {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine during the run (a quiet desktop scores ~1500-2000). */
  benchmarkIndex: number;
  /** Runs that produced no metrics (a Lighthouse error or no paint), left out of the median. */
  failedRuns: number;
  /** Audits that count towards a category score and did not pass, with their score. */
  failing: { category: string; id: string; score: number; title: string }[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summarise(pagePath: string, lhr: Lhr, failedRuns: number): PageResult {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as PageResult["scores"];
  const failing: PageResult["failing"] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push({ category: id, id: ref.id, score: audit.score, title: audit.title });
      }
    }
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path: pagePath,
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failedRuns,
    failing,
  };
}

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: "string", default: "dist" },
      snapshot: { type: "string", default: process.env.SNAPSHOT_PATH ?? "data/directory.db" },
      page: { type: "string", multiple: true },
      runs: { type: "string", default: "1" },
      save: { type: "string" },
    },
    strict: true,
  });
  const dist = path.resolve(values.dist);
  const snapshot = path.resolve(values.snapshot);
  if (!fs.existsSync(path.join(dist, "index.html"))) throw new Error(`No build in ${dist}: run \`npm run build\` first`);
  if (!fs.existsSync(snapshot)) throw new Error(`No snapshot at ${snapshot} (pass --snapshot or SNAPSHOT_PATH)`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be 1-9, got "${values.runs}"`);
  const pages = values.page?.length ? values.page : defaultPages(dist);
  if (values.save) fs.mkdirSync(values.save, { recursive: true });

  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "movers-lighthouse-"));
  const loadBefore = loadAverage();
  let server: ChildServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let floor: { url: string; close(): Promise<void> } | undefined;
  const results: PageResult[] = [];
  try {
    server = await startChildServer(SERVE_ARGS, {
      env: {
        ...process.env,
        SNAPSHOT_PATH: snapshot,
        DIST_DIR: dist,
        STORE_PATH: path.join(temp, "store.db"),
        DATABASE_URL: "",
        NETLIFY_BUILD_HOOK_URL: "",
        LOG_REQUESTS: "false",
      },
    });
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    const { port } = chrome;
    const measure = async (label: string, url: string): Promise<void> => {
      const lhrs: Lhr[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        lhrs.push(run.lhr);
      }
      // A run on a starved machine can miss its paint; the median is taken over the runs that have metrics.
      const valid = filterToValidRuns(lhrs) as Lhr[];
      for (const bad of lhrs.filter((run) => !valid.includes(run))) {
        console.error(`${label}: a run had no metrics (${bad.runtimeError?.code ?? "no paint or no interactive time"})`);
      }
      const lhr = valid.length > 0 ? (computeMedianRun(valid) as Lhr) : (lhrs[0] as Lhr);
      if (values.save) {
        const name = label.replace(/^\/$/, "home").replace(/^\//, "").replaceAll("/", "_").replaceAll(" ", "-");
        fs.writeFileSync(path.join(values.save, `${name}.json`), JSON.stringify(lhr));
      }
      const result = summarise(label, lhr, runs - valid.length);
      results.push(result);
      console.error(`${label}: ${CATEGORIES.map((id) => result.scores[id]).join(" / ")}`);
    };
    floor = await startFloorServer();
    await measure(`${FLOOR_LABEL} (before)`, floor.url);
    for (const pagePath of pages) await measure(pagePath, new URL(pagePath, server.url).href);
    await measure(`${FLOOR_LABEL} (after)`, floor.url);
  } finally {
    chrome?.kill();
    await floor?.close();
    await server?.stop();
    fs.rmSync(temp, { recursive: true, force: true });
  }

  const loadAfter = loadAverage();
  console.log(
    `\nLighthouse ${lighthouseVersion()} (phone, simulated throttling${runs > 1 ? `, median of ${runs} runs` : ""}); load average ${loadBefore.join(" ")} → ${loadAfter.join(" ")}\n`,
  );
  printTable(
    ["page", "perf", "a11y", "best", "seo", "LCP ms", "TBT ms", "CLS", "CPU index", "failed runs"],
    results.map((r) => [
      r.path,
      ...CATEGORIES.map((id) => String(r.scores[id])),
      r.lcpMs.toFixed(0),
      r.tbtMs.toFixed(0),
      r.cls.toFixed(3),
      String(r.benchmarkIndex),
      String(r.failedRuns),
    ]),
    new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
  );
  for (const r of results.filter((x) => x.failing.length > 0)) {
    console.log(`\n${r.path} loses points on:`);
    for (const f of r.failing) console.log(`  ${f.category} · ${f.id} (${f.score.toFixed(2)}): ${f.title}`);
  }
  console.log(`\n${JSON.stringify({ loadAverage: { before: loadBefore, after: loadAfter }, pages: results })}`);
}

/** What this machine scores on a page that costs nothing: the floor every page's figures stand on. */
const FLOOR_LABEL = "floor: trivial page";
const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A page with no script and no stylesheet, to measure what Lighthouse finds on this machine."><title>Floor</title></head>
<body><main><h1>Floor</h1><p>A page with no script, no stylesheet and one paragraph.</p></main></body></html>`;

/** Serves FLOOR_HTML at / (anything else is a 404) on a free loopback port. */
async function startFloorServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const found = req.url === "/";
    res.writeHead(found ? 200 : 404, { "Content-Type": found ? "text/html; charset=utf-8" : "text/plain; charset=utf-8" });
    res.end(found ? FLOOR_HTML : "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.resolve("node_modules/lighthouse/package.json"), "utf8")) as { version: string };
  return pkg.version;
}

await main();
