/**
 * Helpers for `npm run bench:build -- --companies N`: a generated directory of N companies
 * (scripts/generate-companies.ts is seeded, so every run gets the same bytes) with its store and
 * snapshot written into a temp folder by scripts/build-data.ts, and the measures of the issue's
 * table beyond wall time: peak RSS of the build process and the size of its output.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { countCompanies } from "../../src/server/db/snapshot/companies";
import { openSnapshot } from "../../src/server/db/snapshot/snapshot";
import { listFiles } from "./build-lib";
import { formatInt, printTable } from "./lib";

/** The environment of a child that must use the SQLite store in `dir`, whatever the caller's shell says. */
function sqliteEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const key of ["DATABASE_URL", "NETLIFY_DATABASE_URL", "NETLIFY_DB_URL"]) delete env[key];
  return env;
}

function runTsx(root: string, args: string[], env: NodeJS.ProcessEnv): void {
  const r = spawnSync("npx", ["tsx", ...args], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`tsx ${args.join(" ")} exited with ${r.status ?? r.signal}`);
}

/** Generates `companies` companies into `dir` and writes their snapshot; returns its path and the CSV's. */
export function generateDataset(root: string, dir: string, companies: number): { database: string; csv: string } {
  const csv = path.join(dir, "companies.csv");
  const database = path.join(dir, "directory.db");
  runTsx(root, ["scripts/generate-companies.ts", csv, String(companies)], process.env);
  runTsx(root, ["scripts/build-data.ts"], sqliteEnv({ COMPANIES_CSV: csv, SNAPSHOT_PATH: database, STORE_PATH: path.join(dir, "store.db") }));
  return { database, csv };
}

/** How many companies the snapshot holds (the generator adds small towns' movers on top of the count asked for). */
export function countSnapshotCompanies(database: string): number {
  const db = openSnapshot(database);
  try {
    return countCompanies(db);
  } finally {
    db.close();
  }
}

/**
 * A preload script (for NODE_OPTIONS=--require) that appends the process's peak RSS in KB to
 * `file` on exit, and a reader of the largest figure written since the last read.
 */
export function rssProbe(dir: string): { env: Record<string, string>; takePeakKb: () => number } {
  const script = path.join(dir, "rss-probe.cjs");
  const file = path.join(dir, "rss.txt");
  fs.writeFileSync(
    script,
    `process.on("exit", () => require("node:fs").appendFileSync(${JSON.stringify(file)}, process.resourceUsage().maxRSS + "\\n"));\n`,
  );
  const env = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${script}`.trim() };
  const takePeakKb = () => {
    const figures = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map(Number) : [];
    fs.rmSync(file, { force: true });
    return Math.max(0, ...figures);
  };
  return { env, takePeakKb };
}

/** Total bytes of every file under `dir`. */
export function treeBytes(dir: string): number {
  return listFiles(dir).reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
}

/** Prints the scale table's row: companies, pages, build and floor, ratio, ms per page, peak RSS, output size. */
export function printScaleRow(r: {
  companies: number;
  pages: number;
  fullMs: number;
  trivialMs: number;
  trivialRunsMs: number[];
  fullRssKb: number[];
  trivialRssKb: number[];
  distBytes: number;
}): void {
  const secs = (ms: number) => (ms / 1000).toFixed(1);
  const gb = (kb: number) => `${(kb / 1024 / 1024).toFixed(2)} GB`;
  console.log("\nScale table (the Performance section's columns):\n");
  printTable(
    ["companies", "pages", "our build", "trivial floor", "ratio", "ms per page (floor)", "peak RSS", "dist"],
    [
      [
        formatInt(r.companies),
        formatInt(r.pages),
        `${secs(r.fullMs)} s`,
        `${r.trivialRunsMs.map(secs).join("-")} s`,
        `${(r.fullMs / r.trivialMs).toFixed(1)}x`,
        `${(r.fullMs / r.pages).toFixed(2)} (${(r.trivialMs / r.pages).toFixed(2)})`,
        `${r.fullRssKb.map(gb).join("-")} (floor ${gb(Math.max(...r.trivialRssKb))})`,
        `${(r.distBytes / 1024 / 1024).toFixed(0)} MB`,
      ],
    ],
    new Set([0, 1, 2, 3, 4, 5, 7]),
  );
}
