/**
 * `npm run bench:api`: HTTP throughput and latency of the hot API endpoints on both run-time
 * store engines, measured with autocannon against the real server (scripts/serve.ts in a child
 * process). For each engine (SQLite, then a throwaway Postgres 17) a temporary workspace is built
 * by scripts/build-data.ts (store migrated and seeded from data/companies.csv, snapshot written
 * beside it) with a minimal dist; see http-bench.ts.
 *
 * Baseline: a bare function returning a constant JSON, served by the same server stack in its own
 * child process (scripts/bench/baseline-server.ts), measured in the same run for each engine.
 *
 * `--companies N` generates a deterministic directory of about N companies first (dataset.ts) and
 * builds the workspaces' snapshot from it; `--engines sqlite` measures one store engine only;
 * `--only <regex>` measures only the endpoints whose name matches (and the baseline and the floor).
 *
 * Floor: the answer `/api/search?q=90210` gives, served as a constant by the baseline's server
 * through the search function's wrapper, query schema and ETag: what any search answer of that
 * size costs this stack before any searching.
 *
 * Each endpoint: 2 s warm-up (discarded; a rotating endpoint's then goes on for one turn through
 * its paths), then 8 s with 20 connections (login: 1, as scrypt makes it CPU-bound by design) in
 * four 2 s slices, each after a 2 s slice of the baseline. Reports requests/s, p50 and p99 latency
 * and the ratio of requests/s to the baseline over its interleaved slices (absolute figures vary a
 * lot between machines, and on this one the baseline moves by half within minutes). Every lead
 * and match request carries a new lead_uuid; LEAD_RATE_LIMIT is raised so no lead is refused. Prints
 * machine info, a table, one line of JSON, then the read APIs against their targets as a Markdown table. A non-2xx answer or a connection error makes the
 * exit code non-zero.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type autocannon from "autocannon";
import zipcodes from "zipcodes";
import { RANKED_SEARCHES_KEPT } from "../../src/server/search/search-queries";
import { sampleLeadFields } from "../../test/support/sample-quote";
import { ADJECTIVES, NOUNS, SURNAMES } from "../sample-data/vocabulary";
import { benchDataset, numberOption } from "./dataset";
import {
  type BenchSettings,
  type Measured,
  measureAll,
  printHeader,
  report,
  rotatingPaths,
  type Scenario,
  STORE_ENGINES,
  startBenchServers,
} from "./http-bench";

const SETTINGS: BenchSettings = { connections: 20, warmupSeconds: 2, durationSeconds: 8 };
/** scrypt is slow by design, and the server checks only a couple of passwords per address at once. */
const LOGIN_CONNECTIONS = 1;
const ADMIN = { username: "bench-admin", password: randomBytes(12).toString("hex") };

/** 50 common 3-digit ZIP prefixes (large metro areas), rotated by the second locations run. */
const ZIP_PREFIXES = [
  "100",
  "101",
  "104",
  "112",
  "113",
  "021",
  "191",
  "200",
  "212",
  "303",
  "331",
  "330",
  "327",
  "336",
  "282",
  "372",
  "402",
  "432",
  "441",
  "452",
  "462",
  "481",
  "482",
  "532",
  "554",
  "606",
  "631",
  "641",
  "681",
  "701",
  "731",
  "752",
  "750",
  "761",
  "770",
  "782",
  "787",
  "802",
  "850",
  "852",
  "871",
  "891",
  "900",
  "902",
  "913",
  "921",
  "941",
  "951",
  "972",
  "981",
];

/** About 220 real ZIP codes spread over the country (every 200th known one), rotated by the second ZIP search run. */
const SPREAD_ZIPS = Object.keys(zipcodes.codes)
  .sort()
  .filter((_, i) => i % 200 === 0);

/**
 * Every page of 50 of the directory, in turn: the second company-list run reads every company
 * once per pass, more than a connection keeps serialised (companies-public.ts), so at 100,000
 * companies it measures serialising, not the kept copies.
 */
const COMPANY_PAGES = Array.from(
  { length: Math.floor((numberOption("companies") ?? 10_000) / 50) },
  (_, i) => `/api/companies?limit=50&offset=${i * 50}`,
);

/**
 * Name searches as a visitor types them: every surname and adjective of the sample names from
 * three letters on ("and", "ande", … "anderson"), then each surname with each noun ("anderson
 * movers"). More queries than a connection keeps ranked (RANKED_SEARCHES_KEPT), in turn, so every
 * one is ranked anew: the cost of a search not seen before.
 */
const NAME_QUERIES = [
  ...[...SURNAMES, ...ADJECTIVES].flatMap((word) => Array.from({ length: word.length - 2 }, (_, i) => word.slice(0, i + 3).toLowerCase())),
  ...SURNAMES.flatMap((surname) => NOUNS.map((noun) => `${surname} ${noun}`.toLowerCase())),
].filter((query, i, all) => all.indexOf(query) === i);
if (NAME_QUERIES.length <= RANKED_SEARCHES_KEPT) throw new Error("the rotating name searches must outnumber those a connection keeps");

/** Real origins and destinations for the matching endpoint. */
const ROUTES = [
  { from_zip: "90210", to_zip: "78701" },
  { from_zip: "10001", to_zip: "02108" },
  { from_zip: "60601", to_zip: "60614" },
  { from_zip: "77002", to_zip: "75201" },
  { from_zip: "85004", to_zip: "85281" },
];

const JSON_TYPE = { "Content-Type": "application/json" };
const FORM_TYPE = { "Content-Type": "application/x-www-form-urlencoded" };
let matchTurn = 0;
const matchBody = () => JSON.stringify({ ...ROUTES[matchTurn++ % ROUTES.length], move_size: "2-3br", lead_uuid: randomUUID() });
const leadBody = () => new URLSearchParams(sampleLeadFields(randomUUID())).toString();
const loginBody = JSON.stringify(ADMIN);

/** autocannon options for POSTs whose every request gets a fresh body. */
const postEach = (headers: Record<string, string>, body: () => string): Partial<autocannon.Options> => ({
  requests: [{ method: "POST", headers, setupRequest: (req: autocannon.Request) => ({ ...req, body: body() }) }],
});

/** One request before measuring: a benchmark of error pages would be meaningless. JSON bodies are parsed, others stay text. */
async function sanityCheck(url: string, init: RequestInit, check: (body: unknown, res: Response) => boolean, what: string): Promise<void> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: checked as text
  }
  if (res.status !== 200 || !check(body, res)) throw new Error(`${what}: unexpected answer ${res.status} ${text.slice(0, 300)}`);
}

const isList = (b: unknown) => Array.isArray(b) && b.length > 0;
const hasResults = (b: unknown) => isList((b as { results?: unknown })?.results);
const hasCompanies = (b: unknown) => isList((b as { companies?: unknown })?.companies);

async function sanityChecks(appUrl: string, baselineUrl: string): Promise<void> {
  await sanityCheck(`${baselineUrl}/api/constant`, {}, (b) => (b as { ok?: boolean })?.ok === true, "baseline");
  await sanityCheck(`${baselineUrl}/api/search-floor?q=90210`, {}, hasResults, "floor");
  await sanityCheck(`${appUrl}/api/locations?city=san`, {}, isList, "locations city");
  await sanityCheck(`${appUrl}/api/companies/featured`, {}, isList, "featured");
  await sanityCheck(`${appUrl}/api/companies?limit=50`, {}, isList, "companies");
  await sanityCheck(`${appUrl}/api/zip-coordinates?zip=78701`, {}, (b) => (b as { zip?: string })?.zip === "78701", "zip-coordinates");
  for (const q of ["90210", "lopez", "Austin"]) await sanityCheck(`${appUrl}/api/search?q=${q}`, {}, hasResults, `search ${q}`);
  for (const prefix of ZIP_PREFIXES) await sanityCheck(`${appUrl}/api/locations?zip=${prefix}`, {}, isList, `locations zip=${prefix}`);
  for (const route of ROUTES) {
    await sanityCheck(
      `${appUrl}/api/proxy/match_companies`,
      { method: "POST", headers: JSON_TYPE, body: matchBody() },
      hasCompanies,
      `match ${route.from_zip}→${route.to_zip}`,
    );
  }
  await sanityCheck(
    `${appUrl}/api/leads`,
    { method: "POST", headers: FORM_TYPE, body: leadBody() },
    (b) => typeof b === "string" && /^MV-\w+$/.test(b),
    "lead",
  );
  await sanityCheck(
    `${appUrl}/api/login`,
    { method: "POST", headers: { ...JSON_TYPE, Origin: appUrl }, body: loginBody },
    (b, res) => (b as { ok?: boolean })?.ok === true && res.headers.has("set-cookie"),
    "login",
  );
}

/** The search answer for 90210 served as a constant beside the baseline (http-bench.ts): the floor under any search answer of its size. */
const FLOOR_NAME = "floor: the 90210 search answer as a constant";

const scenarios = (appUrl: string, baselineUrl: string): Scenario[] => [
  { name: "baseline: constant JSON function", url: `${baselineUrl}/api/constant` },
  { name: FLOOR_NAME, url: `${baselineUrl}/api/search-floor?q=90210` },
  { name: "GET /api/companies/featured", url: `${appUrl}/api/companies/featured` },
  { name: "GET /api/companies?limit=50", url: `${appUrl}/api/companies?limit=50` },
  {
    name: `GET /api/companies?limit=50&offset=<${COMPANY_PAGES.length} pages>`,
    url: appUrl,
    ...rotatingPaths(COMPANY_PAGES),
  },
  { name: "GET /api/search?q=90210", url: `${appUrl}/api/search?q=90210` },
  { name: `GET /api/search?q=<${SPREAD_ZIPS.length} ZIPs>`, url: appUrl, ...rotatingPaths(SPREAD_ZIPS.map((zip) => `/api/search?q=${zip}`)) },
  { name: "GET /api/search?q=lopez", url: `${appUrl}/api/search?q=lopez` },
  {
    name: `GET /api/search?q=<${NAME_QUERIES.length} names>`,
    url: appUrl,
    ...rotatingPaths(NAME_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`)),
  },
  { name: "GET /api/search?q=Austin", url: `${appUrl}/api/search?q=Austin` },
  { name: "GET /api/zip-coordinates?zip=78701", url: `${appUrl}/api/zip-coordinates?zip=78701` },
  { name: "GET /api/locations?zip=902", url: `${appUrl}/api/locations?zip=902` },
  { name: "GET /api/locations?zip=<50 prefixes>", url: appUrl, ...rotatingPaths(ZIP_PREFIXES.map((p) => `/api/locations?zip=${p}`)) },
  { name: "GET /api/locations?city=san", url: `${appUrl}/api/locations?city=san` },
  { name: "POST /api/proxy/match_companies", url: `${appUrl}/api/proxy/match_companies`, options: postEach(JSON_TYPE, matchBody) },
  { name: "POST /api/leads (form, new lead_uuid)", url: `${appUrl}/api/leads`, options: postEach(FORM_TYPE, leadBody) },
  {
    name: "POST /api/login (valid credentials)",
    url: `${appUrl}/api/login`,
    connections: LOGIN_CONNECTIONS,
    options: { requests: [{ method: "POST", headers: { ...JSON_TYPE, Origin: appUrl }, body: loginBody }] },
  },
];

const onlyAt = process.argv.indexOf("--only");
const only = onlyAt > 0 ? new RegExp(process.argv[onlyAt + 1] ?? "", "i") : null;
const chosen = (all: Scenario[]) => (only ? all.filter((s) => s.name.startsWith("baseline") || s.name === FLOOR_NAME || only.test(s.name)) : all);

const dataset = benchDataset();
const engines = process.argv.includes("--engines") ? STORE_ENGINES.filter((e) => process.argv.slice(2).join(" ").includes(e)) : STORE_ENGINES;
printHeader(
  SETTINGS,
  `login with ${LOGIN_CONNECTIONS} connections (scrypt is CPU-bound by design); ${dataset.label}; ` +
    `server = scripts/serve.ts on a workspace built by scripts/build-data.ts, per store engine (SQLite file; Postgres 17, pool ${process.env.DATABASE_POOL_MAX || 5})`,
);
const results: Measured[] = [];
try {
  for (const engine of engines) {
    process.stderr.write(`preparing the ${engine} workspace …\n`);
    const { appUrl, baselineUrl, cleanup } = await startBenchServers(`movers-bench-api-${engine}-`, {
      engine,
      // One client sends every request here: the per-client limits are lifted so the figures
      // measure the work, not the 429s.
      env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LEAD_RATE_LIMIT: "1000000", RATE_LIMIT_SCALE: "10000", ...dataset.env },
    });
    try {
      await sanityChecks(appUrl, baselineUrl);
      const all = chosen(scenarios(appUrl, baselineUrl));
      results.push(...(await measureAll(all, SETTINGS, engine, all[0])));
    } finally {
      await cleanup();
    }
  }
} finally {
  dataset.dispose();
}
report("api", "endpoint", results, SETTINGS);
printTargets(results);

/** The read APIs and matching against their targets: × baseline and p99, per engine. */
function printTargets(measured: readonly Measured[]): void {
  const baseline = new Map(measured.filter((r) => r.name.startsWith("baseline")).map((r) => [r.engine, r.rps]));
  console.log("\n| engine | endpoint | × baseline | req/s | baseline req/s | p99 ms | target |\n|---|---|---:|---:|---:|---:|---|");
  for (const r of measured) {
    if (r.name.startsWith("baseline") || /leads|login/.test(r.name)) continue;
    const matching = r.name.includes("match_companies");
    const ratio = r.rps / (r.baselineRps ?? baseline.get(r.engine) ?? Number.NaN);
    const [minRatio, maxP99] = matching ? [0.15, 50] : [0.3, 25];
    const met = r.name === FLOOR_NAME ? "(a floor, not an endpoint)" : ratio >= minRatio && r.p99 < maxP99 ? "met" : "missed";
    console.log(
      `| ${r.engine} | \`${r.name}\` | ${ratio.toFixed(3)}× | ${Math.round(r.rps)} | ${Math.round(r.baselineRps ?? baseline.get(r.engine) ?? 0)} | ${r.p99} | ≥ ${minRatio}×, p99 < ${maxP99} ms: ${met} |`,
    );
  }
}
