import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, csvText, type TestDatabase } from "../../src/server/db/test-database";
import { readNetlifyToml } from "./netlify-config";

/**
 * Bundles functions/ with Netlify's own bundler (@netlify/zip-it-and-ship-it, as `netlify build`
 * does, with netlify.toml's [functions] settings) and checks what would be deployed: exactly the
 * functions, their routes and schedules, Node 20, the snapshot only where it is read; then runs
 * the read functions' bundles against their shipped snapshot on a read-only file system.
 */
const ROOT = path.resolve(__dirname, "../..");
const SNAPSHOT_MARKER = "fileMustExist"; // the option openSnapshot passes: present only in bundles that open the snapshot
const READ_ONLY_CHECKS: Record<string, string[]> = {
  health: ["/api/health"],
  search: ["/api/search?q=austin", "/api/search?q=78701"],
  locations: ["/api/locations?zip=787", "/api/locations?city=aus"],
  companies: ["/api/companies"],
  "companies-featured": ["/api/companies/featured"],
  "zip-coordinates": ["/api/zip-coordinates?zip=78701"],
};

type Result = Awaited<ReturnType<typeof zipFunctions>>[number];
let t: TestDatabase;
let work: string;
let results: Result[];
let snapshotRelative: string;

function zipEntries(zip: string): string[] {
  return execFileSync("zipinfo", ["-1", zip], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).split("\n").filter(Boolean);
}

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(
    csvText(["slug", "name", "city", "state", "zip", "services", "is_featured"], [
      ["acme-austin", "Acme Movers", "Austin", "TX", "78701", "local-moving", "true"],
      ["bolt-austin", "Bolt Movers", "Austin", "TX", "78702", "local-moving|packing", "false"],
    ]),
  );
  work = fs.mkdtempSync(path.join(os.tmpdir(), "movers-bundles-"));
  fs.chmodSync(work, 0o755); // readable by the unprivileged user the read-only run uses
  // A stand-in for the site's base directory holding the snapshot a build would have written. It
  // sits inside the repository, as the base directory does on Netlify, so the zip layout matches.
  const base = fs.mkdtempSync(path.join(ROOT, ".bundle-test-"));
  fs.mkdirSync(path.join(base, "data"), { recursive: true });
  fs.copyFileSync(t.snapshotFile, path.join(base, "data", "directory.db"));
  snapshotRelative = path.relative(ROOT, path.join(base, "data", "directory.db"));
  const toml = readNetlifyToml(path.join(ROOT, "netlify.toml"));
  results = await zipFunctions(path.join(ROOT, toml.functionsDirectory), path.join(work, "zips"), {
    basePath: base,
    repositoryRoot: ROOT,
    config: toml.config,
    manifest: path.join(work, "zips", "manifest.json"),
  });
}, 600_000);

afterAll(async () => {
  await t?.cleanup();
  for (const name of fs.readdirSync(ROOT)) if (name.startsWith(".bundle-test-")) fs.rmSync(path.join(ROOT, name), { recursive: true, force: true });
  if (work) {
    execFileSync("chmod", ["-R", "u+w", work]);
    fs.rmSync(work, { recursive: true, force: true });
  }
});

const sourceNames = () =>
  fs
    .readdirSync(path.join(ROOT, "functions"))
    .filter((f) => /\.(ts|mts|js|mjs)$/.test(f))
    .map((f) => f.replace(/\.[^.]+$/, ""))
    .sort();

describe("functions as Netlify bundles them", () => {
  it("deploys exactly the function files: no tests or helpers", () => {
    expect(results.map((r) => r.name).sort()).toEqual(sourceNames());
    expect(results.every((r) => !/test|spec/.test(r.name))).toBe(true);
  });

  it("routes every function by its config.path (or schedules it) as a v2 function on Node 20", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(work, "zips", "manifest.json"), "utf8")) as {
      functions: Array<{ name: string; runtimeVersion?: string }>;
    };
    for (const r of results) {
      const mod = (await import(path.join(ROOT, "functions", `${r.name}.ts`))) as { config?: { path?: string | string[]; schedule?: string } };
      expect(r.runtimeAPIVersion, r.name).toBe(2);
      const expected = mod.config?.path === undefined ? [] : [mod.config.path].flat();
      expect((r.routes ?? []).map((route) => route.pattern), r.name).toEqual(expected);
      expect(r.schedule, r.name).toBe(mod.config?.schedule);
      expect(manifest.functions.find((f) => f.name === r.name)?.runtimeVersion, r.name).toBe("nodejs20.x");
    }
  });

  it("ships the snapshot with exactly the functions whose code opens it", () => {
    const readers: string[] = [];
    for (const r of results) {
      const entries = zipEntries(r.path);
      const bundle = entries.find((e) => e === `functions/${r.name}.mjs`);
      expect(bundle, r.name).toBeDefined();
      const code = execFileSync("unzip", ["-p", r.path, bundle as string], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      const opens = code.includes(SNAPSHOT_MARKER);
      expect(entries.includes(snapshotRelative), `${r.name}: ships the snapshot ⇔ opens it`).toBe(opens);
      if (opens) readers.push(r.name);
    }
    expect(readers).toEqual(expect.arrayContaining(Object.keys(READ_ONLY_CHECKS)));
  });

  it("serves every read function from the shipped snapshot on a read-only file system, writing nothing", () => {
    const asNobody = process.getuid?.() === 0;
    for (const [name, paths] of Object.entries(READ_ONLY_CHECKS)) {
      const zip = results.find((r) => r.name === name)?.path as string;
      const dir = path.join(work, "run", name);
      fs.mkdirSync(dir, { recursive: true });
      execFileSync("unzip", ["-q", zip, "-d", dir]);
      const snapshot = path.join(dir, snapshotRelative);
      const before = createHash("sha256").update(fs.readFileSync(snapshot)).digest("hex");
      // Read-only: no write bit anywhere, and (as root, who ignores permissions) run as nobody.
      execFileSync("chmod", ["-R", "a-w", dir]);
      const run = spawnSync(process.execPath, [path.join(ROOT, "test/netlify/run-bundle.mjs"), path.join(dir, "functions", `${name}.mjs`), ...paths.map((p) => `https://movers.example${p}`)], {
        cwd: dir,
        encoding: "utf8",
        env: { PATH: process.env.PATH, SNAPSHOT_PATH: snapshotRelative, SITE_URL: "https://movers.example" },
        ...(asNobody ? { uid: 65534, gid: 65534 } : {}),
      });
      expect(run.status, `${name}: ${run.stderr}`).toBe(0);
      const answers = run.stdout.trim().split("\n").map((line) => JSON.parse(line) as { path: string; status: number });
      expect(answers, name).toEqual(paths.map((p) => ({ path: p, status: 200 })));
      expect(createHash("sha256").update(fs.readFileSync(snapshot)).digest("hex"), `${name}: snapshot bytes`).toBe(before);
      expect(fs.readdirSync(path.dirname(snapshot)).sort(), `${name}: files beside the snapshot`).toEqual(["directory.db"]);
    }
  });
});
