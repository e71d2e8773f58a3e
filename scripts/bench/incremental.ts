/**
 * `npm run bench:incremental -- --companies N`: how long one company edit takes to go live.
 *
 * A generated directory of N companies (seeded, like `bench:build`) in a temp folder; then the
 * local 'rebuild-site' job, run in this process exactly as the admin's rebuild runs it:
 * 1. the first rebuild, with no live site yet: a full build;
 * 2. a rebuild with nothing changed: the incremental path's fixed cost (the site-wide pages,
 *    Astro's and Vite's start-up), the baseline the edit is set against;
 * 3. one company renamed through the admin's edit use case, then a rebuild: its profile,
 *    the neighbours that list it, its city pages and its directory page are rendered;
 * 4. the same kind of edit (another company) with a handler that parks nothing: its partial
 *    build bundles when the rebuild starts, as without REBUILD_PARK_NEXT_BUILD.
 * Steps 1-3 run as the local server does, each rebuild parking the next one's partial build; the
 * bench waits `--settle` seconds (default 30) before each later rebuild, as an admin's next edit
 * comes some time after the last rebuild (by then the parked build has bundled).
 * Each rebuild's time runs from the job's start (snapshot patched or rewritten from the store) to the swap.
 * Beside it, the longest the job held this process's event loop: how long the local server,
 * which runs the job the same way, would answer no request.
 * Prints the phases of the edit's rebuild from the job log (Astro's own phase lines too), a table, and
 * one line of JSON; `--log FILE` writes the edit's whole job log, each line with its time.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { editCompany } from "../../src/server/admin/companies";
import { getCompanyBySlug, listAllCompanies } from "../../src/server/db/snapshot/companies";
import { openSnapshot } from "../../src/server/db/snapshot/snapshot";
import { openStore } from "../../src/server/db/store/store";
import { type RebuildHandler, rebuildSiteHandler } from "../../src/server/jobs/rebuild-site-job";
import { spawnOutsideProject } from "../../test/support/astro-spawn";
import { countSnapshotCompanies, generateDataset } from "./build-dataset";
import { formatInt, machineInfo, makeTempDir, printTable } from "./lib";

/** Astro's lines that open or close a phase of its build (its page lines are left out). */
const ASTRO_PHASE =
  /Collecting build info|Completed in|building client|built in|generating static routes|Server built|page\(s\) built|\[content\]|\bsitemap|\[csp/i;

/**
 * The longest gap between ticks of a 5 ms timer until `stop()`: how long this process answered
 * nothing. (`monitorEventLoopDelay` reported under half of a measured 708 ms block here.)
 */
function longestStall(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

const ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

const { values } = parseArgs({
  options: { companies: { type: "string", default: "10000" }, log: { type: "string" }, settle: { type: "string", default: "30" } },
  strict: true,
});
const settleMs = Number(values.settle) * 1000;
if (!Number.isFinite(settleMs) || settleMs < 0) throw new Error(`--settle must be a number of seconds, got ${values.settle}`);
const companies = Number(values.companies);
if (!Number.isInteger(companies) || companies <= 0) throw new Error(`--companies must be a positive integer, got ${values.companies}`);

const machine = machineInfo();
console.log(`Node ${machine.node} on ${machine.platform}, ${machine.cpu}, ${machine.cores} cores`);
const tmp = makeTempDir("bench-incremental-");
try {
  console.error(`generating ${formatInt(companies)} companies and their snapshot…`);
  const { database, csv } = generateDataset(ROOT, tmp.dir, companies);
  process.env.SNAPSHOT_PATH = database;
  process.env.COMPANIES_CSV = csv;
  const store = openStore({ engine: "sqlite", file: tmp.file("store.db") });
  const distDir = tmp.file("dist");
  const handler = (parkNextBuild: boolean) =>
    rebuildSiteHandler({
      rootDir: ROOT,
      distDir,
      snapshotPath: database,
      csvPath: csv,
      spawnImpl: spawnOutsideProject(tmp.file("astro-cwd")),
      parkNextBuild,
    });
  // As the local server runs it (REBUILD_PARK_NEXT_BUILD's default): each rebuild parks the next one's partial build.
  const parking = handler(true);
  const rebuild = async (label: string, job: RebuildHandler = parking) => {
    const lines: Array<{ ms: number; line: string }> = [];
    const stalls = longestStall();
    const started = performance.now();
    await job({
      jobId: 1,
      payload: {},
      store,
      log: (line) => lines.push({ ms: performance.now() - started, line }),
      progress: () => {},
      params: {},
      setResult: () => {},
      signal: new AbortController().signal,
      cancelled: () => false,
    }).catch((error) => {
      console.error(
        lines
          .slice(-40)
          .map((l) => l.line)
          .join("\n"),
      );
      throw error;
    });
    const ms = performance.now() - started;
    const stallMs = stalls.stop();
    const path = lines.find((l) => /^(Full|Incremental) rebuild:/.test(l.line))?.line ?? "?";
    console.error(`${label}: ${(ms / 1000).toFixed(1)} s, event loop held at most ${stallMs.toFixed(0)} ms — ${path}`);
    return { ms, lines, path, stallMs };
  };

  /** An admin edits some time after the last rebuild: by then the parked build has bundled. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));
  const renameAndRebuild = async (label: string, nth: number, job?: RebuildHandler) => {
    const snapshot = openSnapshot(database);
    // A listed Houston mover whose name HTML shows as it is (no & or quotes to escape).
    const plain = listAllCompanies(snapshot).filter((c) => /^[\w .-]+$/.test(c.name));
    const target = plain.filter((c) => c.isInList && c.city.name === "Houston")[nth] ?? plain[nth];
    snapshot.close();
    const outcome = await editCompany(store, target.id, { name: `${target.name} Renamed` }, "bench", openSnapshot(database));
    if (!outcome.ok) throw new Error(`the edit was refused: ${JSON.stringify(outcome)}`);
    const result = await rebuild(label, job);
    const live = fs.readFileSync(path.join(distDir, `company/${target.slug}.html`), "utf8");
    if (!live.includes(`${target.name} Renamed`)) throw new Error("the edited profile does not show the new name");
    if (!getCompanyBySlug(openSnapshot(database), target.slug)) throw new Error("the edited company left the snapshot");
    return result;
  };

  const first = await rebuild("first build");
  await settle();
  const idle = await rebuild("no change");
  await settle();
  const edit = await renameAndRebuild("one company edited", 0);
  // The same edit on the path without a parked build: the partial build bundles when the rebuild starts.
  await parking.dispose();
  await settle();
  const unparked = await renameAndRebuild("one company edited, no parked build", 1, handler(false));
  await store.close();

  console.log("\nPhases of the edit's rebuild (from its job log; Astro's own phase lines included):");
  for (const { ms, line } of edit.lines)
    if (!/^\s|^\d\d:\d\d|^["/]|^in "/.test(line) || ASTRO_PHASE.test(line))
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${line.slice(0, 140)}`);
  if (values.log) fs.writeFileSync(values.log, edit.lines.map(({ ms, line }) => `${(ms / 1000).toFixed(2)} ${line}`).join("\n"));
  const n = countSnapshotCompanies(database);
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log();
  printTable(
    [
      "companies",
      "full build",
      "no-change rebuild (floor)",
      "one edit live",
      "edit / floor",
      "edit / full",
      "same edit, no parked build",
      "longest event-loop stall (edit)",
    ],
    [
      [
        formatInt(n),
        secs(first.ms),
        secs(idle.ms),
        secs(edit.ms),
        `${(edit.ms / idle.ms).toFixed(2)}×`,
        `${(edit.ms / first.ms).toFixed(2)}×`,
        `${secs(unparked.ms)} (${(edit.ms / unparked.ms).toFixed(2)}×)`,
        `${Math.round(edit.stallMs)} ms`,
      ],
    ],
    new Set([0, 1, 2, 3, 4, 5, 7]),
  );
  console.log(
    JSON.stringify({
      companies: n,
      fullMs: Math.round(first.ms),
      floorMs: Math.round(idle.ms),
      editMs: Math.round(edit.ms),
      unparkedEditMs: Math.round(unparked.ms),
      editPath: edit.path,
      editStallMs: Math.round(edit.stallMs),
    }),
  );
} finally {
  tmp.dispose();
}
