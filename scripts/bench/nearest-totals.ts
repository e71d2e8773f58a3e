/**
 * `tsx scripts/bench/nearest-totals.ts [--companies N | --snapshot FILE] [--rounds R]`: the cost
 * of the build's nearest-first totals (every ZIP code and city centre) and of counting a
 * service-filtered nearest-first search, before and after the strip index.
 *
 * - baseline: reading the listed companies out of the snapshot (`listIndexedCompanies`), the
 *   step before the totals; every figure is also given as a multiple of it, since the machine
 *   is shared and absolute times drift.
 * - before: the previous algorithm (`legacyNearestTotals` below: companies bucketed in a grid of
 *   quarter-box cells, every company of the cells around an origin measured).
 * - after: `computeNearestTotals` (build/nearest-totals.ts). Both must give the same rows.
 * - per request, service-filtered: the R*Tree rows of each radius's box counted one by one (the
 *   previous request path) against `countNearest` on the connection's in-memory index, at the most
 *   crowded origins; plus the one-off cost of building a service's index.
 *
 * `--companies N` generates a seeded directory (scripts/generate-companies.ts) and writes its
 * snapshot into a temporary folder; `--snapshot` reads an existing one (never written to).
 * Rounds alternate baseline, before and after; the medians are printed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LatLng } from "../../src/lib/geo";
import { computeNearestTotals } from "../../src/server/build/nearest-totals";
import { listIndexedCompanies, listSearchOrigins } from "../../src/server/db/snapshot/derived-tables";
import { type Db, openSnapshot } from "../../src/server/db/snapshot/snapshot";
import { milesWithin, NEAREST_MIN_RESULTS, NEAREST_RADII_MILES, packTotal, searchBox, unpackTotal } from "../../src/server/search/nearest";
import { countNearest, moverIndex } from "../../src/server/search/nearest-service";
import { listCompaniesInBox } from "../../src/server/search/search-queries";
import { countSnapshotCompanies, generateDataset } from "./build-dataset";
import { ROOT } from "./http-bench";
import { formatInt, median, printTable, timed } from "./lib";
import { legacyNearestTotals } from "./nearest-totals-legacy";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
};
const rounds = Number(option("rounds") ?? 3);

let database = option("snapshot");
let tempDir: string | undefined;
if (!database) {
  const companies = Number(option("companies") ?? 10_000);
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "movers-bench-nearest-"));
  process.stderr.write(`generating about ${companies} companies and their snapshot in ${tempDir} …\n`);
  database = generateDataset(ROOT, tempDir, companies).database;
}

const db = openSnapshot(database);
try {
  run(db, database);
} finally {
  db.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
}

function run(db: Db, file: string): void {
  const origins = listSearchOrigins(db);
  const times = { baseline: [] as number[], before: [] as number[], after: [] as number[] };
  const cpu = { baseline: [] as number[], before: [] as number[], after: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const read = timedCpu(() => listIndexedCompanies(db));
    times.baseline.push(read.ms);
    cpu.baseline.push(read.cpuMs);
    const before = timedCpu(() => legacyNearestTotals(read.result, origins));
    times.before.push(before.ms);
    cpu.before.push(before.cpuMs);
    const after = timedCpu(() => computeNearestTotals(read.result, origins));
    times.after.push(after.ms);
    cpu.after.push(after.cpuMs);
    const differ = after.result.filter((row, i) => row.total !== before.result[i].total);
    if (differ.length > 0) throw new Error(`the totals differ at ${differ.length} origins, first ${JSON.stringify(differ[0])}`);
    process.stderr.write(
      `round ${round + 1}: baseline ${read.ms.toFixed(0)} ms, before ${before.ms.toFixed(0)} ms, after ${after.ms.toFixed(0)} ms\n`,
    );
  }
  const base = median(times.baseline);
  const baseCpu = median(cpu.baseline);
  const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const row = (label: string, step: keyof typeof times) => {
    const [wall, used] = [median(times[step]), median(cpu[step])];
    return [label, secs(wall), (wall / base).toFixed(1), secs(used), (used / baseCpu).toFixed(1)];
  };
  console.log(
    `\nNearest-first totals of ${formatInt(origins.length)} origins over ${formatInt(countSnapshotCompanies(file))} companies (${rounds} rounds, medians)\n`,
  );
  printTable(
    ["step", "wall", "× baseline", "CPU (user)", "× baseline"],
    [row("baseline: read companies", "baseline"), row("before: grid, every company measured", "before"), row("after: strip index", "after")],
    new Set([1, 2, 3, 4]),
  );
  serviceRequests(db, origins);
}

/** `timed` plus the process's user CPU time, which a machine shared with other work inflates less than wall time. */
function timedCpu<T>(fn: () => T): { ms: number; cpuMs: number; result: T } {
  const before = process.cpuUsage();
  const { ms, result } = timed(fn);
  return { ms, cpuMs: process.cpuUsage(before).user / 1000, result };
}

/** Per-request cost of counting a service-filtered nearest-first answer at the most crowded origins. */
function serviceRequests(db: Db, origins: Array<LatLng & { key: string }>): void {
  const packed = new Map(
    (db.prepare("SELECT origin, total FROM nearest_totals").all() as Array<{ origin: string; total: number }>).map((r) => [r.origin, r.total]),
  );
  const crowded = [...origins].sort((a, b) => unpackTotal(packed.get(b.key) ?? 0).total - unpackTotal(packed.get(a.key) ?? 0).total).slice(0, 50);
  const services = ["local-moving", "piano-moving", "storage"];
  const rows: string[][] = [];
  for (const service of services) {
    const build = timed(() => moverIndex(db, service));
    const before = timed(() => crowded.map((o) => countRows(db, o, service)));
    const after = timed(() => crowded.map((o) => countNearest(db, o, service)));
    for (const [i, b] of before.result.entries()) {
      if (packTotal(b) !== packTotal(after.result[i])) throw new Error(`${service} at ${crowded[i].key}: ${JSON.stringify([b, after.result[i]])}`);
    }
    const per = (ms: number) => `${((ms * 1000) / crowded.length).toFixed(0)} µs`;
    rows.push([service, formatInt(build.result.size), `${build.ms.toFixed(0)} ms`, per(before.ms), per(after.ms)]);
  }
  console.log(`\nService-filtered count per request at the ${crowded.length} most crowded origins\n`);
  printTable(["service", "movers", "index built once", "before: rows counted", "after: index"], rows, new Set([1, 2, 3, 4]));
}

/** The request path's count before the index: the R*Tree rows of each radius's box, measured one by one. */
function countRows(db: Db, origin: LatLng, service: string) {
  for (const [radiusIndex, radius] of NEAREST_RADII_MILES.entries()) {
    const box = searchBox(origin, radius);
    const total = listCompaniesInBox(db, box, service).filter((c) => milesWithin(origin, radius, box, c) !== undefined).length;
    if (total >= NEAREST_MIN_RESULTS || radiusIndex === NEAREST_RADII_MILES.length - 1) return { total, radiusIndex };
  }
  throw new Error("no radius");
}
