/**
 * `npm run bench:search`: throughput and latency of `GET /api/search` for company-name, city
 * and ZIP queries, measured with autocannon against the real server (scripts/serve.ts in a
 * child process, on a temporary workspace built by scripts/build-data.ts with the SQLite store:
 * search reads only the snapshot, so the store engine does not matter; see http-bench.ts). Each scenario rotates through a list of real queries, so neither the
 * SQLite page cache nor one hot query flatters it.
 *
 * Baseline: a bare function returning a constant JSON, served by the same server stack in its
 * own child process (scripts/bench/baseline-server.ts, on a temporary functions
 * folder holding only that function). Ratios against it travel between machines better than
 * absolute figures.
 *
 * Each scenario: 1 s warm-up (discarded), then 6 s with 20 connections. Prints machine info, a
 * table (req/s, p50, p99, × baseline), then one line of JSON. A non-2xx answer or a connection
 * error makes the exit code non-zero. `--companies N` measures a generated directory of about N
 * companies instead of the sample (see dataset.ts).
 */
import { benchDataset } from "./dataset";
import { type BenchSettings, measureAll, printHeader, report, rotatingPaths, type Scenario, startBenchServers } from "./http-bench";

const SETTINGS: BenchSettings = { connections: 20, warmupSeconds: 1, durationSeconds: 6 };

/** Words of company names (first-name, surname and brand words of data/companies.csv). */
const NAME_QUERIES = [
  "lopez",
  "graham",
  "o'brien",
  "oak & pine",
  "silver line",
  "honest transfer",
  "golden key",
  "mendoza",
  "clear path",
  "precision moving",
  "walsh",
  "harbor",
  "cornerstone",
  "red barn",
  "bright start",
  "delgado",
  "whitaker",
  "summit",
  "lopez van & storage",
  "hale movers",
];
/** City names, some with their state, some shared by several states. */
const CITY_QUERIES = [
  "Austin",
  "Denver",
  "Chicago",
  "Houston, TX",
  "Phoenix",
  "Seattle",
  "Boston",
  "Springfield",
  "Portland, OR",
  "San Diego",
  "Columbus",
  "Atlanta",
  "Miami",
  "Dallas",
  "New York, NY",
  "Los Angeles",
  "Nashville",
  "Kansas City",
  "Saint Louis",
  "Salt Lake City",
];
/** ZIP codes across the country (metro centres and a few smaller places). */
const ZIP_QUERIES = [
  "78701",
  "10001",
  "60601",
  "90210",
  "02108",
  "94103",
  "98101",
  "30303",
  "33130",
  "75201",
  "80202",
  "85004",
  "19103",
  "48226",
  "55401",
  "63101",
  "97205",
  "84101",
  "37203",
  "70112",
];

const searchPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

/** Every query must answer 200 with results of the expected kind: a benchmark of empty answers would flatter. */
async function sanityCheck(base: string, queries: readonly string[], kinds: readonly string[]): Promise<void> {
  for (const q of queries) {
    const res = await fetch(`${base}${searchPath(q)}`);
    const body = (await res.json().catch(() => null)) as { kind?: string; results?: unknown[] } | null;
    if (res.status !== 200 || !body || !kinds.includes(body.kind ?? "") || !body.results?.length) {
      throw new Error(`search "${q}": unexpected answer ${res.status} ${JSON.stringify(body)?.slice(0, 300)}`);
    }
  }
}

const dataset = benchDataset();
const { appUrl, baselineUrl, cleanup } = await startBenchServers("movers-bench-search-", { env: dataset.env });
try {
  await sanityCheck(appUrl, NAME_QUERIES, ["name"]);
  await sanityCheck(appUrl, CITY_QUERIES, ["city"]);
  await sanityCheck(appUrl, ZIP_QUERIES, ["zip"]);
  const scenarios: Scenario[] = [
    { name: "baseline: constant JSON function", url: `${baselineUrl}/api/constant` },
    { name: `GET /api/search name (${NAME_QUERIES.length} queries)`, url: appUrl, ...rotatingPaths(NAME_QUERIES.map(searchPath)) },
    { name: `GET /api/search city (${CITY_QUERIES.length} queries)`, url: appUrl, ...rotatingPaths(CITY_QUERIES.map(searchPath)) },
    { name: `GET /api/search ZIP (${ZIP_QUERIES.length} queries)`, url: appUrl, ...rotatingPaths(ZIP_QUERIES.map(searchPath)) },
    { name: "GET /api/search?q=movers (common word)", url: `${appUrl}${searchPath("movers")}` },
  ];
  printHeader(SETTINGS, `server = scripts/serve.ts on a snapshot built by scripts/build-data.ts from ${dataset.label}, 20 results per answer`);
  report("search", "scenario", await measureAll(scenarios, SETTINGS), SETTINGS);
} finally {
  await cleanup();
  dataset.dispose();
}
