import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileSha256, readBuildState } from "../build/build-state";
import { RENDER_ONLY_ENV } from "../build/render-filter";
import { incrementalRebuild, startPartialBuild } from "./incremental-build";
import type { SpawnImpl } from "./site-build";

/** The merge of an incremental rebuild, with a stand-in for `astro build` (real builds: test/scale/site-builds.test.ts). */
let root: string;
let dist: string;
let keep: string;
let asked: string[];

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const read = (file: string) => fs.readFileSync(file, "utf8");

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "incremental-build-"));
  dist = path.join(root, "dist");
  keep = path.join(root, "keep");
  write(path.join(root, "src", "page.astro"), "<h1>Hi</h1>");
  write(path.join(root, "directory.db"), "new snapshot");
  for (const [file, text] of Object.entries({
    "index.html": "old home",
    "company/a.html": "old a",
    "company/b.html": "old b",
    "company/gone.html": "old gone",
    _headers: "/*\n  Content-Security-Policy: script-src 'self' 'sha256-OLD='\n",
    ".build-state.json": '{"snapshot":"old","code":"old"}\n',
    "sitemap-0.xml": "old sitemap",
  }))
    write(path.join(dist, file), text);
  // Second names for live files: they show whether the merge ever wrote through a hard link.
  fs.mkdirSync(keep);
  for (const file of ["_headers", ".build-state.json", "sitemap-0.xml", "company/b.html"])
    fs.linkSync(path.join(dist, file), path.join(keep, file.replace("/", "-")));
  asked = [];
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Renders the pages it is asked for, plus the home page and a CSP file, as a filtered build would. */
const fakeAstro: SpawnImpl = (_cmd, args, options) => {
  const outDir = args[args.indexOf("--outDir") + 1];
  asked = JSON.parse(read(options.env[RENDER_ONLY_ENV] as string));
  write(path.join(outDir, "index.html"), "new home");
  for (const page of asked) write(path.join(outDir, `${page.slice(1)}.html`), `new ${page}`);
  write(path.join(outDir, "_headers"), "/*\n  Content-Security-Policy: script-src 'self' 'sha256-NEW='\n");
  return spawn(process.execPath, ["-e", "process.exit(0)"], { cwd: options.cwd, env: options.env });
};

describe("the incremental rebuild's merge", () => {
  it("replaces the rendered pages, drops removed ones, rewrites whole-site files, and never edits a live file", async () => {
    const log: string[] = [];
    const result = await incrementalRebuild({
      rootDir: root,
      distDir: "dist",
      log: (l) => log.push(l),
      progress: () => {},
      spawnImpl: fakeAstro,
      plan: { changedCompanies: 1, render: ["/company/a"], remove: ["/company/gone"], total: 3 },
      snapshotPath: path.join(root, "directory.db"),
      siteUrl: "https://movers.example",
    });
    await result.cleanup;
    expect(asked).toEqual(["/company/a"]);
    expect(read(path.join(dist, "company/a.html"))).toBe("new /company/a");
    expect(read(path.join(dist, "company/b.html"))).toBe("old b");
    expect(read(path.join(dist, "index.html"))).toBe("new home");
    expect(fs.existsSync(path.join(dist, "company/gone.html"))).toBe(false);
    expect(read(path.join(dist, "_headers"))).toContain("'sha256-NEW=' 'sha256-OLD='");
    expect(readBuildState(dist)?.snapshot).toBe(fileSha256(path.join(root, "directory.db")));
    expect(read(path.join(dist, "sitemap-0.xml"))).toContain("<loc>https://movers.example/company/b</loc>");
    expect(read(path.join(dist, "sitemap-0.xml"))).not.toContain("gone");
    // The previous site's files kept their bytes: the merge replaced links, it never wrote into one.
    expect(read(path.join(keep, "_headers"))).toContain("'sha256-OLD='");
    expect(read(path.join(keep, "_headers"))).not.toContain("NEW");
    expect(read(path.join(keep, ".build-state.json"))).toBe('{"snapshot":"old","code":"old"}\n');
    expect(read(path.join(keep, "sitemap-0.xml"))).toBe("old sitemap");
    expect(fs.readdirSync(root).sort()).toEqual(["directory.db", "dist", "keep", "src"]);
    expect(log.at(-1)).toBe("New site is live");
  });

  it("starts the build before the page list exists; the build renders the list released once the pages are planned", async () => {
    // Like astro under render-gate.ts: the build waits for its list file before it reads anything.
    const waiting: SpawnImpl = (_cmd, args, options) => {
      const outDir = args[args.indexOf("--outDir") + 1];
      const list = options.env[RENDER_ONLY_ENV] as string;
      const script = `
        const fs = require("node:fs"), path = require("node:path");
        const write = (f, t) => { fs.mkdirSync(path.dirname(f), { recursive: true }); fs.writeFileSync(f, t); };
        const wait = () => {
          if (!fs.existsSync(${JSON.stringify(list)})) return setTimeout(wait, 10);
          for (const page of JSON.parse(fs.readFileSync(${JSON.stringify(list)}, "utf8")))
            write(path.join(${JSON.stringify(outDir)}, page.slice(1) + ".html"), "late " + page);
          write(path.join(${JSON.stringify(outDir)}, "index.html"), "new home");
        };
        wait();`;
      return spawn(process.execPath, ["-e", script], { cwd: options.cwd, env: options.env });
    };
    const options = { rootDir: root, distDir: "dist", log: () => {}, progress: () => {}, spawnImpl: waiting };
    const partial = startPartialBuild(options);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fs.existsSync(`${partial.partDir}.json`)).toBe(false);
    expect(read(path.join(dist, "company/a.html"))).toBe("old a");
    const plan = { changedCompanies: 1, render: ["/company/b"], remove: [], total: 3 };
    const result = await incrementalRebuild({
      ...options,
      plan,
      snapshotPath: path.join(root, "directory.db"),
      siteUrl: "https://x.example",
      partial,
    });
    await result.cleanup;
    expect(read(path.join(dist, "company/b.html"))).toBe("late /company/b");
    expect(read(path.join(dist, "company/a.html"))).toBe("old a");
    expect(fs.readdirSync(root).sort()).toEqual(["directory.db", "dist", "keep", "src"]);
  });

  it("stops an early build that is no longer wanted, and removes its files", async () => {
    const endless: SpawnImpl = (_cmd, args, options) => {
      fs.mkdirSync(args[args.indexOf("--outDir") + 1], { recursive: true });
      return spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { cwd: options.cwd, env: options.env });
    };
    const partial = startPartialBuild({ rootDir: root, distDir: "dist", log: () => {}, progress: () => {}, spawnImpl: endless });
    expect(fs.existsSync(partial.partDir)).toBe(true);
    await partial.cancel();
    await expect(partial.done).rejects.toThrow(/signal SIGTERM/);
    expect(fs.readdirSync(root).sort()).toEqual(["directory.db", "dist", "keep", "src"]);
  });

  it("leaves the live site as it was when the build fails", async () => {
    const failing: SpawnImpl = (_cmd, _args, options) => spawn(process.execPath, ["-e", "process.exit(1)"], { cwd: options.cwd, env: options.env });
    const run = incrementalRebuild({
      rootDir: root,
      distDir: "dist",
      log: () => {},
      progress: () => {},
      spawnImpl: failing,
      plan: { changedCompanies: 1, render: ["/company/a"], remove: [], total: 3 },
      snapshotPath: path.join(root, "directory.db"),
      siteUrl: "https://movers.example",
    });
    await expect(run).rejects.toThrow("astro build failed");
    expect(read(path.join(dist, "company/a.html"))).toBe("old a");
    expect(fs.readdirSync(root).sort()).toEqual(["directory.db", "dist", "keep", "src"]);
  });
});
