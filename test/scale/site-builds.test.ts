import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDataset } from "../../scripts/bench/build-dataset";
import { ensureSampleCsv, SAMPLE_CSV_PATH } from "../../scripts/sample-data/sample-csv";
import { deleteCompany } from "../../src/server/admin/companies";
import { RENDER_ONLY_ENV } from "../../src/server/build/render-filter";
import { importCompaniesCsv } from "../../src/server/csv/import";
import { getCompanyBySlug } from "../../src/server/db/snapshot/companies";
import { openSnapshot } from "../../src/server/db/snapshot/snapshot";
import { cityEntryPath, cityPageEntries, loadDirectory } from "../../src/server/directory/directory-pages";
import { type RebuildHandler, rebuildSiteHandler } from "../../src/server/jobs/rebuild-site-job";
import { rebuildSite, runBuild, type SpawnImpl } from "../../src/server/jobs/site-build";
import { spawnOutsideProject } from "../support/astro-spawn";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

/**
 * Tests that run real `astro build`s, kept in one file so that no two builds of the project ever
 * run at once (vitest runs files in parallel; Astro keeps state in the project's `.astro/`).
 * Engine-independent, so they run on SQLite only.
 *
 * - The incremental rebuild: the Texas movers of the sample data are built in full, then a
 *   handful of edits (a rename, a move to another city, a new mover in a town that had none, a
 *   deletion, an unlisting) are rebuilt incrementally (snapshot patched, with the partial build
 *   the first rebuild parked, bundled before the edits), and the result must equal, byte for
 *   byte, a full build of the same data.
 * - City pages at 100,000 movers: the generated directory's biggest cities, rendered alone
 *   through the same page filter, stay within the 20 KB gzip budget (HTML and stylesheets).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_MS = 6 * 60_000;
const onSqlite = process.env.TEST_STORE_ENGINE !== "postgres";

type Row = Record<string, string>;

function readRows(): Row[] {
  ensureSampleCsv(SAMPLE_CSV_PATH);
  const parsed = Papa.parse<Record<string, string>>(fs.readFileSync(SAMPLE_CSV_PATH, "utf8"), { header: true, skipEmptyLines: true });
  return parsed.data.filter((r) => r.state === "TX");
}

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe.runIf(onSqlite)("incremental site rebuild", () => {
  let t: TestDatabase;
  let rows: Row[];
  let header: string[];
  let live: string;
  const log: string[] = [];
  // Every astro build of this test reads the test's snapshot.
  const spawnImpl: SpawnImpl = (cmd, args, options) =>
    spawnOutsideProject(path.join(t.dir, "astro-cwd"), { SNAPSHOT_PATH: t.snapshotFile })(cmd, args, options);
  const jobContext = () => ({
    jobId: 1,
    payload: {},
    store: t.store,
    log: (line: string) => log.push(line),
    progress: () => {},
    params: {},
    setResult: () => {},
    signal: new AbortController().signal,
    cancelled: () => false,
  });
  /** The local server's rebuild job: each rebuild parks the next one's partial build, bundled and waiting. */
  let job: RebuildHandler;
  /** Runs the rebuild job; a failure carries the end of the build's log. */
  const rebuild = async () => {
    job ??= rebuildSiteHandler({
      rootDir: ROOT,
      distDir: live,
      snapshotPath: t.snapshotFile,
      csvPath: path.join(ROOT, "no-seed-needed.csv"),
      spawnImpl,
      parkNextBuild: true,
    });
    try {
      await job(jobContext());
    } catch (error) {
      throw new Error(`${error}\n${log.slice(-40).join("\n")}`);
    }
  };
  const csvOf = (list: Row[]) =>
    csvText(
      header,
      list.map((r) => header.map((h) => r[h] ?? "")),
    );

  beforeAll(async () => {
    t = await createTestDatabase();
    live = path.join(t.dir, "dist");
    rows = readRows();
    header = Object.keys(rows[0]);
    await t.seedCompanies(csvOf(rows));
    await rebuild(); // no live site yet: a full build
  }, BUILD_MS);
  afterAll(async () => {
    await job?.dispose();
    await t?.cleanup();
  });

  it(
    "renders only the affected pages, and the site equals a full build of the same data",
    async () => {
      expect(log.some((l) => l.startsWith("Full rebuild: the live site has no record"))).toBe(true);
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      const houston = rows.filter((r) => r.city === "Houston" && /^[\w .-]+$/.test(r.name)); // names HTML shows as they are
      const renamed: Row = { ...houston[0], name: `${houston[0].name} Renamed` };
      const moved: Row = { ...rows.find((r) => r.city === "Austin")!, city: "Dallas", zip: "75201", lat: "", lng: "", street: "" };
      const added: Row = {
        ...houston[1],
        slug: "new-town-movers-tx",
        name: "New Town Movers",
        city: "Marfa",
        zip: "79843",
        lat: "",
        lng: "",
        street: "",
      };
      const unlisted: Row = { ...houston[2], is_in_list: "false" };
      const towns = new Map<string, number>();
      for (const r of rows) towns.set(r.city, (towns.get(r.city) ?? 0) + 1);
      const loner = rows.find((r) => towns.get(r.city) === 1 && r.slug !== renamed.slug)!;
      expect(bySlug.has(added.slug)).toBe(false);
      expect(towns.has("Marfa")).toBe(false);

      // Edits go to the run-time store only, as the admin's do; the snapshot changes with the rebuild.
      expect(await importCompaniesCsv(t.store.db, t.snapshot, csvOf([renamed, moved, added, unlisted]), "upsert")).toMatchObject({ ok: true });
      const snap = openSnapshot(t.snapshotFile);
      const lonerId = getCompanyBySlug(snap, loner.slug)!.id;
      snap.close();
      expect(await deleteCompany(t.store, lonerId, "test")).toBe(true);

      log.length = 0;
      await rebuild();
      const plan = log.find((l) => l.startsWith("Incremental rebuild:"));
      expect(plan, log.join("\n")).toBeDefined();
      const [, changed, rendered, total] = /: (\d+) companies changed, so (\d+) of (\d+) company pages/.exec(plan!)!.map(Number);
      expect(changed).toBe(5);
      expect(rendered).toBeLessThan(total / 4);
      // The snapshot took only the changed companies, and the partial build was the one parked
      // after the first rebuild (started before the edits were made).
      expect(log).toContainEqual(expect.stringMatching(/^Snapshot patched: 4 companies written and 1 deleted/));
      expect(log).toContainEqual(expect.stringMatching(/^Taking the partial site build parked after the last rebuild/));

      // What a visitor sees: the new name, the new town, the deleted mover gone, the sitemap up to date.
      const page = (p: string) => fs.readFileSync(path.join(live, `${p}.html`), "utf8");
      expect(page(`company/${renamed.slug}`)).toContain(renamed.name);
      expect(page("moving-companies/texas/marfa")).toContain("New Town Movers");
      expect(fs.existsSync(path.join(live, `company/${loner.slug}.html`))).toBe(false);
      const sitemap = fs.readFileSync(path.join(live, "sitemap-0.xml"), "utf8");
      expect(sitemap).toContain("/company/new-town-movers-tx<");
      expect(sitemap).not.toContain(`/company/${loner.slug}<`);

      // Byte for byte what a full build of the same snapshot writes (built once the build this
      // rebuild parked is stopped: both would use the same working folder's .astro/).
      await job.dispose();
      const full = path.join(t.dir, "full");
      await rebuildSite({ rootDir: ROOT, distDir: full, log: () => {}, progress: () => {}, spawnImpl });
      const files = filesOf(full);
      expect(filesOf(live)).toEqual(files);
      const differing = files.filter((f) => !fs.readFileSync(path.join(live, f)).equals(fs.readFileSync(path.join(full, f))));
      expect(differing).toEqual([]); // .build-state.json included: the same snapshot and code
    },
    2 * BUILD_MS,
  );
});

describe.runIf(onSqlite)("city pages at 100,000 movers", () => {
  const BUDGET_GZIP = 20 * 1024;
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "city-pages-100k-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(
    "the biggest cities' pages stay within 20 KB gzipped",
    async () => {
      const { database } = generateDataset(ROOT, dir, 100_000);
      const snapshot = openSnapshot(database);
      const directory = loadDirectory(snapshot);
      const biggest = [...directory.listedByCity].sort((a, b) => b[1].length - a[1].length).slice(0, 3);
      const pages = cityPageEntries(directory)
        .filter((e) => biggest.some(([id]) => id === e.props.city.id))
        .map(cityEntryPath);
      snapshot.close();
      expect(biggest[0][1].length).toBeGreaterThan(500); // New York: about 980 listed movers, 20 pages a sort order
      const list = path.join(dir, "pages.json");
      fs.writeFileSync(list, JSON.stringify(pages));
      const out = path.join(dir, "site");
      const spawnImpl = spawnOutsideProject(path.join(dir, "astro-cwd"), { SNAPSHOT_PATH: database });
      await runBuild({ rootDir: ROOT, distDir: out, log: () => {}, progress: () => {}, spawnImpl }, out, { [RENDER_ONLY_ENV]: list });

      const gz = (file: string) => gzipSync(fs.readFileSync(path.join(out, file)), { level: 9 }).length;
      for (const page of pages) {
        const file = `${page.slice(1)}.html`;
        const html = fs.readFileSync(path.join(out, file), "utf8");
        const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
        expect(gz(file) + css.reduce((sum, f) => sum + gz(f), 0), page).toBeLessThanOrEqual(BUDGET_GZIP);
      }
      // Only the filtered city pages were rendered: the biggest cities, not every city.
      const cityFiles = fs.readdirSync(path.join(out, "moving-companies"), { recursive: true }).filter((f) => String(f).endsWith(".html"));
      expect(cityFiles.length).toBeLessThan(pages.length + 60);
    },
    2 * BUILD_MS,
  );
});
