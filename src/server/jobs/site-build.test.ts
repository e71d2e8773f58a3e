import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../../test/support/test-database";
import { codeFingerprint, fileSha256, writeBuildState } from "../build/build-state";
import { RENDER_ONLY_ENV } from "../build/render-filter";
import { importCompaniesCsv } from "../csv/import";
import { type Db, getSnapshot, openSnapshot } from "../db/snapshot/snapshot";
import { saveSiteSettings } from "../db/store/repositories/site-settings";
import { rebuildSiteHandler } from "./rebuild-site-job";
import { progressFromLine, rebuildSite, type SpawnImpl } from "./site-build";

let root: string;
let dist: string;
let logLines: string[];
let progress: number[];
const calls: { args: readonly string[]; cwd: string; env: NodeJS.ProcessEnv }[] = [];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "site-build-test-"));
  dist = path.join(root, "dist");
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, "index.html"), "old site");
  fs.writeFileSync(path.join(dist, "stale.html"), "only in the old site");
  logLines = [];
  progress = [];
  calls.length = 0;
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A stand-in for `node astro.js build`: writes into --outDir, prints Astro-like lines, exits with `code`. */
function fakeAstro(code: number, writeOutput = true): SpawnImpl {
  return (_cmd, args, options) => {
    calls.push({ args, cwd: options.cwd, env: options.env });
    const outDir = args[args.indexOf("--outDir") + 1];
    if (writeOutput) {
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, "index.html"), "new site");
    }
    const script = `console.log("\\u001b[32m[build]\\u001b[39m Building static entrypoints...");
      console.log("generating static routes"); console.log("  ├─ /index.html (+2ms)");
      console.error("a warning on stderr"); console.log("[build] 1 page(s) built in 0.1s"); process.exit(${code});`;
    return spawn(process.execPath, ["-e", script], { cwd: options.cwd, env: options.env });
  };
}

const siblings = () => fs.readdirSync(root).sort();

describe("rebuildSite", () => {
  it("builds into a fresh folder from rootDir and swaps it in for dist; the old content is gone", async () => {
    const result = await rebuildSite({
      rootDir: root,
      distDir: "dist",
      log: (l) => logLines.push(l),
      progress: (p) => progress.push(p),
      spawnImpl: fakeAstro(0),
      now: () => 123,
    });
    expect(calls[0].args).toEqual([path.join(root, "node_modules", "astro", "astro.js"), "build", "--outDir", `${dist}.next-123`]);
    expect(calls[0].cwd).toBe(root);
    expect(calls[0].env.ASTRO_TELEMETRY_DISABLED).toBe("1");
    expect(fs.readFileSync(path.join(dist, "index.html"), "utf8")).toBe("new site");
    expect(fs.existsSync(path.join(dist, "stale.html"))).toBe(false);
    expect(result.oldDir).toBe(`${dist}.old-123`);
    await result.cleanup;
    expect(siblings()).toEqual(["dist"]);
    expect(logLines).toContain("[build] Building static entrypoints...");
    expect(logLines).toContain("a warning on stderr");
    expect(logLines).toContain("[build] 1 page(s) built in 0.1s");
    expect(progress).toContain(50);
    expect(progress).toContain(95);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("keeps the previous build's hashed assets that the new build lacks, never overwriting new ones", async () => {
    fs.mkdirSync(path.join(dist, "_astro"));
    fs.writeFileSync(path.join(dist, "_astro", "Page.old111.js"), "old chunk");
    fs.writeFileSync(path.join(dist, "_astro", "Shared.same.js"), "old copy");
    const spawnImpl: SpawnImpl = (cmd, args, options) => {
      const outDir = args[args.indexOf("--outDir") + 1];
      fs.mkdirSync(path.join(outDir, "_astro"), { recursive: true });
      fs.writeFileSync(path.join(outDir, "_astro", "Page.new222.js"), "new chunk");
      fs.writeFileSync(path.join(outDir, "_astro", "Shared.same.js"), "new copy");
      return fakeAstro(0)(cmd, args, options);
    };
    const result = await rebuildSite({ rootDir: root, distDir: dist, log: (l) => logLines.push(l), progress: () => {}, spawnImpl });
    await result.cleanup;
    expect(fs.readdirSync(path.join(dist, "_astro")).sort()).toEqual(["Page.new222.js", "Page.old111.js", "Shared.same.js"]);
    expect(fs.readFileSync(path.join(dist, "_astro", "Shared.same.js"), "utf8")).toBe("new copy");
    expect(logLines).toContain("Kept 1 script/style files of the previous build for pages already open");
  });

  it("on a failed build leaves dist untouched and removes the temporary folder", async () => {
    const run = rebuildSite({ rootDir: root, distDir: dist, log: (l) => logLines.push(l), progress: () => {}, spawnImpl: fakeAstro(1) });
    await expect(run).rejects.toThrow("astro build failed (exit code 1)");
    expect(fs.readFileSync(path.join(dist, "index.html"), "utf8")).toBe("old site");
    expect(fs.existsSync(path.join(dist, "stale.html"))).toBe(true);
    expect(siblings()).toEqual(["dist"]);
    expect(logLines.at(-1)).toBe("Build failed; the live site is unchanged");
  });

  it("refuses to swap in a build without index.html", async () => {
    const run = rebuildSite({ rootDir: root, distDir: dist, log: () => {}, progress: () => {}, spawnImpl: fakeAstro(0, false) });
    await expect(run).rejects.toThrow("no index.html");
    expect(fs.readFileSync(path.join(dist, "index.html"), "utf8")).toBe("old site");
  });

  it("works when there is no dist yet and clears leftovers of a crashed run", async () => {
    fs.rmSync(dist, { recursive: true });
    fs.mkdirSync(`${dist}.next-1`);
    fs.mkdirSync(`${dist}.old-1`);
    const result = await rebuildSite({ rootDir: root, distDir: dist, log: () => {}, progress: () => {}, spawnImpl: fakeAstro(0), now: () => 5 });
    expect(result.oldDir).toBeNull();
    expect(fs.readFileSync(path.join(dist, "index.html"), "utf8")).toBe("new site");
    expect(siblings()).toEqual(["dist"]);
  });
});

describe("progress estimate", () => {
  it("follows Astro's phases and never goes back", () => {
    expect(progressFromLine("12:00:01 [build] generating static routes", 10, 0)).toBe(50);
    expect(progressFromLine("[build] 120 page(s) built in 3.2s", 50, 0)).toBe(95);
    expect(progressFromLine("generating static routes", 95, 0)).toBe(95);
    const mid = progressFromLine("  ├─ /movers/tx/index.html (+3ms)", 50, 250);
    expect(mid).toBeGreaterThan(50);
    expect(mid).toBeLessThan(90);
  });
});

describe(`the local rebuild-site job (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.seedCompanies(csvText(["slug", "name", "city", "state", "zip"], [["first-movers", "First Movers", "Austin", "TX", "78701"]]));
  });
  afterAll(async () => {
    await t.cleanup();
  });
  const jobContext = () => ({
    jobId: 1,
    payload: {},
    store: t.store,
    log: (l: string) => logLines.push(l),
    progress: (p: number) => progress.push(p),
    params: {},
    setResult: () => {},
    signal: new AbortController().signal,
    cancelled: () => false,
  });
  const slugsIn = (db: Db) => (db.prepare("SELECT slug FROM companies ORDER BY slug").all() as Array<{ slug: string }>).map((r) => r.slug);

  it("rewrites the snapshot from the store, makes this process reopen it, then builds and swaps dist", async () => {
    const serving = getSnapshot(); // what the functions of this process read before the job
    expect(slugsIn(serving)).toEqual(["first-movers"]);
    const added = await importCompaniesCsv(
      t.store.db,
      t.snapshot,
      csvText(["slug", "name", "city", "state", "zip"], [["added-movers", "Added Movers", "Denver", "CO", "80202"]]),
      "upsert",
    );
    expect(added).toMatchObject({ ok: true });

    let seenByBuild: string[] = [];
    const spawnImpl: SpawnImpl = (cmd, args, options) => {
      const db = openSnapshot(t.snapshotFile); // what astro build pre-renders from
      seenByBuild = slugsIn(db);
      db.close();
      return fakeAstro(0)(cmd, args, options);
    };
    const handler = rebuildSiteHandler({
      rootDir: root,
      distDir: "dist",
      snapshotPath: t.snapshotFile,
      csvPath: path.join(root, "no-seed-needed.csv"),
      spawnImpl,
      now: () => 7,
    });
    await handler({
      jobId: 1,
      payload: {},
      store: t.store,
      log: (l) => logLines.push(l),
      progress: (p) => progress.push(p),
      params: {},
      setResult: () => {},
      signal: new AbortController().signal,
      cancelled: () => false,
    });

    // The (fake) astro build started once the new snapshot was complete, and its site is live.
    expect(seenByBuild).toEqual(["added-movers", "first-movers"]);
    expect(calls).toHaveLength(1);
    expect(fs.readFileSync(path.join(dist, "index.html"), "utf8")).toBe("new site");
    const onDisk = openSnapshot(t.snapshotFile);
    try {
      expect(slugsIn(onDisk)).toEqual(["added-movers", "first-movers"]);
    } finally {
      onDisk.close();
    }
    expect(serving.open).toBe(false);
    expect(slugsIn(getSnapshot())).toEqual(["added-movers", "first-movers"]);
    expect(logLines[0]).toMatch(/^Updating the directory snapshot from the run-time store/);
    expect(logLines).toContainEqual(expect.stringMatching(/^Snapshot (patched|rewritten)\b.*\b2 companies/));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("starts the partial build before the snapshot is updated, and stops it when the change needs a full build", async () => {
    const SITE = "https://movers.example";
    // The live site is the build of the current snapshot with this code: an incremental rebuild may follow.
    await rebuildSiteHandler({ rootDir: root, distDir: "dist", snapshotPath: t.snapshotFile, csvPath: "none.csv", spawnImpl: fakeAstro(0) })(
      jobContext(),
    );
    writeBuildState(dist, { snapshot: fileSha256(t.snapshotFile), code: codeFingerprint(root, SITE) });
    // A new contact e-mail is in every page's footer, so the rebuild turns out to be a full one.
    await saveSiteSettings(t.store.db, { contact_email: "hello@movers.example", contact_phone: "(512) 555-0100" }, "test");
    let partialKilled: Promise<string | null> | undefined;
    const spawnImpl: SpawnImpl = (cmd, args, options) => {
      if (!options.env[RENDER_ONLY_ENV]) return fakeAstro(0)(cmd, args, options);
      const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { cwd: options.cwd, env: options.env });
      partialKilled = new Promise((resolve) => child.once("close", (_code, signal) => resolve(signal)));
      return child;
    };
    logLines.length = 0;
    await rebuildSiteHandler({ rootDir: root, distDir: "dist", snapshotPath: t.snapshotFile, csvPath: "none.csv", siteUrl: SITE, spawnImpl })(
      jobContext(),
    );
    expect(logLines[0]).toMatch(/^Starting the partial site build now/);
    expect(logLines).toContainEqual(expect.stringMatching(/^Snapshot patched: 0 companies written and 0 deleted/));
    expect(logLines).toContain("Full rebuild: the site_details table changed, and every page may show it");
    expect(await partialKilled).toBe("SIGTERM");
    expect(fs.readFileSync(path.join(dist, "index.html"), "utf8")).toBe("new site");
    // Nothing of the stopped build is left (the previous dist, dist.old-*, is removed in the background).
    expect(siblings().filter((name) => name.startsWith("dist.part-") || name.startsWith("dist.next-"))).toEqual([]);
  });

  it("says in its log how the snapshot patch found the changes: from the journal, or every company when the snapshot records no position", async () => {
    const rebuild = () =>
      rebuildSiteHandler({ rootDir: root, distDir: "dist", snapshotPath: t.snapshotFile, csvPath: "none.csv", spawnImpl: fakeAstro(0) })(
        jobContext(),
      );
    // A snapshot written before the change journal existed.
    const old = new Database(t.snapshotFile);
    old.exec("DROP TABLE IF EXISTS journal_position");
    old.close();
    logLines.length = 0;
    await rebuild();
    expect(logLines).toContainEqual(
      expect.stringMatching(
        /^Snapshot patched: 0 companies written and 0 deleted, .*\(every company was compared, as the snapshot records no position in the store's change journal\)/,
      ),
    );
    await importCompaniesCsv(
      t.store.db,
      t.snapshot,
      csvText(["slug", "name", "city", "state", "zip"], [["journal-movers", "Journal Movers", "Austin", "TX", "78701"]]),
      "upsert",
    );
    logLines.length = 0;
    await rebuild();
    expect(logLines).toContainEqual(
      expect.stringMatching(
        /^Snapshot patched: 1 companies written and 0 deleted, .*\(1 logged in the change journal since the snapshot were compared\)/,
      ),
    );
  }, 60_000);

  it("does not build when the snapshot cannot be written", async () => {
    const handler = rebuildSiteHandler({
      rootDir: root,
      distDir: "dist",
      snapshotPath: path.join(dist, "index.html", "not-a-folder", "directory.db"), // under a file
      csvPath: path.join(root, "no-seed-needed.csv"),
      spawnImpl: fakeAstro(0),
    });
    await expect(
      handler({
        jobId: 2,
        payload: {},
        store: t.store,
        log: () => {},
        progress: () => {},
        params: {},
        setResult: () => {},
        signal: new AbortController().signal,
        cancelled: () => false,
      }),
    ).rejects.toThrow();
    expect(calls).toHaveLength(0);
    expect(fs.readFileSync(path.join(dist, "index.html"), "utf8")).toBe("old site");
  });
});
