/**
 * `npm run bench:api`: HTTP throughput and latency of the hot API endpoints, measured with
 * autocannon against the real server (scripts/serve.ts in a child process, on a temporary copy
 * of data/directory.db and a temporary DIST_DIR holding a minimal index.html).
 *
 * Baseline: a bare function returning a constant JSON, served by the same server stack in its own
 * child process (scripts/bench/baseline-server.ts; see http-bench.ts).
 *
 * Each endpoint: 2 s warm-up (discarded), then 8 s with 20 connections. Reports requests/s,
 * p50 and p99 latency and the ratio of requests/s to the baseline's (absolute figures vary a
 * lot between machines). Prints machine info, a table, then one line of JSON. A non-2xx answer
 * or a connection error makes the exit code non-zero.
 */
import { randomUUID } from "node:crypto";
import { type BenchSettings, measureAll, printHeader, report, rotatingPaths, type Scenario, startBenchServers } from "./http-bench";

const SETTINGS: BenchSettings = { connections: 20, warmupSeconds: 2, durationSeconds: 8 };

/** 50 common 3-digit ZIP prefixes (large metro areas), rotated by the second locations run. */
const ZIP_PREFIXES = [
  "100", "101", "104", "112", "113", "021", "191", "200", "212", "303",
  "331", "330", "327", "336", "282", "372", "402", "432", "441", "452",
  "462", "481", "482", "532", "554", "606", "631", "641", "681", "701",
  "731", "752", "750", "761", "770", "782", "787", "802", "850", "852",
  "871", "891", "900", "902", "913", "921", "941", "951", "972", "981",
];

/** Real origins and destinations for the matching endpoint. */
const ROUTES = [
  { from_zip: "90210", to_zip: "78701" },
  { from_zip: "10001", to_zip: "02108" },
  { from_zip: "60601", to_zip: "60614" },
  { from_zip: "77002", to_zip: "75201" },
  { from_zip: "85004", to_zip: "85281" },
];

/** One request per scenario before measuring: a benchmark of error pages would be meaningless. */
async function sanityCheck(url: string, init: RequestInit, check: (body: unknown) => boolean, what: string): Promise<void> {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => null);
  if (res.status !== 200 || !check(body)) throw new Error(`${what}: unexpected answer ${res.status} ${JSON.stringify(body)?.slice(0, 300)}`);
}

const { appUrl, baselineUrl, cleanup } = await startBenchServers("movers-bench-api-");
try {
  const jsonPost = { method: "POST", headers: { "Content-Type": "application/json" } } as const;
  const matchBody = (i: number) => JSON.stringify({ ...ROUTES[i % ROUTES.length], move_size: "2-3br", lead_uuid: randomUUID() });
  const isList = (b: unknown) => Array.isArray(b) && b.length > 0;
  await sanityCheck(`${baselineUrl}/api/constant`, {}, (b) => (b as { ok?: boolean })?.ok === true, "baseline");
  await sanityCheck(`${appUrl}/api/locations?zip=902`, {}, isList, "locations zip");
  await sanityCheck(`${appUrl}/api/locations?city=san`, {}, isList, "locations city");
  for (const prefix of ZIP_PREFIXES) await sanityCheck(`${appUrl}/api/locations?zip=${prefix}`, {}, isList, `locations zip=${prefix}`);
  for (let i = 0; i < ROUTES.length; i++) {
    await sanityCheck(
      `${appUrl}/api/proxy/match_companies`,
      { ...jsonPost, body: matchBody(i) },
      (b) => Array.isArray((b as { companies?: unknown[] })?.companies) && (b as { companies: unknown[] }).companies.length > 0,
      `match ${ROUTES[i].from_zip}→${ROUTES[i].to_zip}`,
    );
  }

  let matchTurn = 0;
  const scenarios: Scenario[] = [
    { name: "baseline: constant JSON function", url: `${baselineUrl}/api/constant` },
    { name: "GET /api/locations?zip=902", url: `${appUrl}/api/locations?zip=902` },
    { name: "GET /api/locations?zip=<50 prefixes>", url: appUrl, options: rotatingPaths(ZIP_PREFIXES.map((p) => `/api/locations?zip=${p}`)) },
    { name: "GET /api/locations?city=san", url: `${appUrl}/api/locations?city=san` },
    {
      name: "POST /api/proxy/match_companies",
      url: `${appUrl}/api/proxy/match_companies`,
      options: { requests: [{ ...jsonPost, setupRequest: (req) => ({ ...req, body: matchBody(matchTurn++) }) }] },
    },
  ];
  printHeader(SETTINGS, "server = scripts/serve.ts on a copy of data/directory.db");
  report("api", "endpoint", await measureAll(scenarios, SETTINGS), SETTINGS);
} finally {
  await cleanup();
}
