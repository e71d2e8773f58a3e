import { execFileSync, spawnSync } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPostgres } from "../../scripts/testing/postgres-server";
import { migrateStore, openStore } from "../../src/server/db/store/store";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";
import { readNetlifyToml } from "./netlify-config";

/**
 * Bundles functions/ with Netlify's own bundler (@netlify/zip-it-and-ship-it, as `netlify build`
 * does, with netlify.toml's [functions] settings) and checks what would be deployed: exactly the
 * functions, their routes and schedules, Node 20, the snapshot only where it is read; then runs
 * the read functions' bundles against their shipped snapshot on a read-only file system.
 */
const ROOT = path.resolve(__dirname, "../..");
const SNAPSHOT_MARKER = "fileMustExist"; // the option openSnapshot passes: present only in bundles that open the snapshot
// Health also probes a store write, so it is run against Postgres below, not here.
const READ_ONLY_CHECKS: Record<string, string[]> = {
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
  return execFileSync("zipinfo", ["-1", zip], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\n")
    .filter(Boolean);
}

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(
    csvText(
      ["slug", "name", "city", "state", "zip", "services", "is_featured"],
      [
        ["acme-austin", "Acme Movers", "Austin", "TX", "78701", "local-moving", "true"],
        ["bolt-austin", "Bolt Movers", "Austin", "TX", "78702", "local-moving|packing", "false"],
      ],
    ),
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
      expect(
        (r.routes ?? []).map((route) => route.pattern),
        r.name,
      ).toEqual(expected);
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
    for (const [name, paths] of Object.entries(READ_ONLY_CHECKS)) {
      const dir = unzipReadOnly(name);
      const snapshot = path.join(dir, snapshotRelative);
      const before = sha256(snapshot);
      const answers = runBundles(
        dir,
        paths.map((p) => ({ entry: path.join(dir, "functions", `${name}.mjs`), url: `https://movers.example${p}` })),
        { SNAPSHOT_PATH: snapshotRelative, SITE_URL: "https://movers.example" },
      );
      expect(
        answers.map((a) => a.status),
        `${name}: ${JSON.stringify(answers)}`,
      ).toEqual(paths.map(() => 200));
      expect(sha256(snapshot), `${name}: snapshot bytes`).toBe(before);
      expect(fs.readdirSync(path.dirname(snapshot)).sort(), `${name}: files beside the snapshot`).toEqual(["directory.db"]);
    }
  });

  it("stores a session, a match set and a lead in Postgres from read-only bundles, and the admin sees the lead", async () => {
    const server = await startTestPostgres();
    const store = openStore({ engine: "postgres", url: server.url });
    try {
      await migrateStore(store);
      // The same companies under the same ids as the shipped snapshot, as a build would leave them.
      await store.db
        .insertInto("companies")
        .values(await t.store.db.selectFrom("companies").selectAll().execute())
        .execute();
      const names = ["sessions", "match-companies", "leads", "login", "admin-leads"];
      const dirs = Object.fromEntries(names.map((n) => [n, unzipReadOnly(n)]));
      const entry = (n: string) => path.join(dirs[n], "functions", `${n}.mjs`);
      const leadUuid = randomUUID();
      const json = { "content-type": "application/json" };
      const password = randomBytes(12).toString("base64url");
      const answers = runBundles(
        dirs["match-companies"],
        [
          {
            entry: entry("sessions"),
            method: "POST",
            url: "https://movers.example/api/sessions",
            headers: json,
            body: JSON.stringify({ uuid: leadUuid }),
          },
          {
            entry: entry("match-companies"),
            method: "POST",
            url: "https://movers.example/api/proxy/match_companies",
            headers: json,
            body: JSON.stringify({ from_zip: "78701", to_zip: "78702", move_size: "2-3br", lead_uuid: leadUuid }),
          },
        ],
        netlifyEnv(server.url, password),
      );
      expect(
        answers.map((a) => a.status),
        JSON.stringify(answers),
      ).toEqual([201, 200]);
      // Health from its read-only bundle: the shipped snapshot reads and Postgres takes the probe write.
      const healthDir = unzipReadOnly("health");
      const [health] = runBundles(
        healthDir,
        [{ entry: path.join(healthDir, "functions", "health.mjs"), url: "https://movers.example/api/health" }],
        netlifyEnv(server.url, password),
      );
      expect(health.status, JSON.stringify(health)).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({
        ok: true,
        companies: 2,
        snapshot: { readable: true },
        store: { engine: "postgres", writable: true },
      });
      const match = JSON.parse(answers[1].body) as { ping_id: string; companies: Array<{ id: number }> };
      expect(match.companies.length).toBeGreaterThan(0);
      const lead = new URLSearchParams(
        sampleLeadFields(leadUuid, {
          movingFrom: "Austin, TX 78701",
          fromLocationZip: "78701",
          fromLocationCity: "Austin",
          fromLocationState: "TX",
          pingId: match.ping_id,
          selectedCompanies: [match.companies[0].id],
        }),
      );
      const later = runBundles(
        dirs.leads,
        [
          {
            entry: entry("leads"),
            method: "POST",
            url: "https://movers.example/api/leads",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: lead.toString(),
          },
          {
            entry: entry("login"),
            method: "POST",
            url: "https://movers.example/api/login",
            headers: { ...json, origin: "https://movers.example" },
            body: JSON.stringify({ username: "netlify-admin", password }),
          },
          { entry: entry("admin-leads"), url: "https://movers.example/api/admin/leads" },
        ],
        netlifyEnv(server.url, password),
      );
      expect(
        later.map((a) => a.status),
        JSON.stringify(later),
      ).toEqual([200, 200, 200]);
      const publicId = later[0].body;
      expect(publicId).toMatch(/^MV-[A-Z0-9]{8}$/);
      expect(later[2].body).toContain(publicId);
      const stored = await store.db.selectFrom("leads").select(["public_id", "from_zip"]).where("lead_uuid", "=", leadUuid).execute();
      expect(stored).toEqual([{ public_id: publicId, from_zip: "78701" }]);
      const sessions = await store.db.selectFrom("quote_sessions").select("uuid").where("uuid", "=", leadUuid).execute();
      expect(sessions).toHaveLength(1);
    } finally {
      await store.close();
      await server.stop();
    }
  }, 120_000);
});

function sha256(file: string): string {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/** Unzips a function's bundle into its own folder and removes every write permission from it. */
function unzipReadOnly(name: string): string {
  const zip = results.find((r) => r.name === name)?.path as string;
  const dir = path.join(work, "run", name);
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(dir, { recursive: true });
  execFileSync("unzip", ["-q", zip, "-d", dir]);
  execFileSync("chmod", ["-R", "a-w", dir]);
  return dir;
}

/** The environment of a function on Netlify: its variables only, the admin and secret it requires. */
function netlifyEnv(databaseUrl: string, password: string): Record<string, string> {
  return {
    NETLIFY: "true",
    URL: "https://movers.example",
    NETLIFY_DB_URL: databaseUrl,
    SNAPSHOT_PATH: snapshotRelative,
    ADMIN_USERNAME: "netlify-admin",
    ADMIN_PASSWORD: password,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
  };
}

/**
 * Runs steps through test/netlify/run-bundle.mjs with `cwd` as the working directory, as root
 * dropping to `nobody` (root ignores file permissions), with only PATH and `env` set.
 */
function runBundles(cwd: string, steps: object[], env: Record<string, string>): Array<{ url: string; status: number; body: string }> {
  const stepsFile = path.join(work, `steps-${randomUUID()}.json`);
  fs.writeFileSync(stepsFile, JSON.stringify(steps), { mode: 0o644 });
  const run = spawnSync(process.execPath, [path.join(ROOT, "test/netlify/run-bundle.mjs"), stepsFile], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH, ...env },
    ...(process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}),
  });
  if (run.status !== 0) throw new Error(`bundle run failed (${run.status}): ${run.stderr}`);
  return run.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { url: string; status: number; body: string });
}
