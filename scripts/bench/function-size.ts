/**
 * `tsx scripts/bench/function-size.ts <snapshot.db> [function ...]`: the size of the functions that
 * ship the directory snapshot, bundled by Netlify's own bundler (@netlify/zip-it-and-ship-it, with
 * netlify.toml's settings and `included_files`) around the given snapshot, against Netlify's
 * documented limits: 250 MB per unzipped function bundle, and the 50 MB zipped upload a deploy
 * refuses above. Prints one line per function (zip size, unzipped size, the snapshot's share).
 * Default functions: search, companies-featured, match-companies (every snapshot reader ships
 * the same file, so their sizes differ by their code only).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { zipFunction } from "@netlify/zip-it-and-ship-it";
import { readNetlifyToml } from "../../test/netlify/netlify-config";
import { ROOT } from "./http-bench";
import { printTable } from "./lib";

const MB = 1024 * 1024;
const ZIPPED_LIMIT = 50 * MB;
const UNZIPPED_LIMIT = 250 * MB;

const [snapshot, ...names] = process.argv.slice(2);
if (!snapshot || !fs.existsSync(snapshot)) throw new Error("usage: function-size.ts <snapshot.db> [function ...]");
const functions = names.length > 0 ? names : ["search", "companies-featured", "match-companies"];

const base = fs.mkdtempSync(path.join(ROOT, ".function-size-"));
const out = fs.mkdtempSync(path.join(os.tmpdir(), "movers-function-size-"));
try {
  fs.mkdirSync(path.join(base, "data"));
  fs.copyFileSync(snapshot, path.join(base, "data", "directory.db"));
  const toml = readNetlifyToml(path.join(ROOT, "netlify.toml"));
  const rows: string[][] = [];
  for (const name of functions) {
    const result = await zipFunction(path.join(ROOT, toml.functionsDirectory, `${name}.ts`), out, {
      basePath: base,
      repositoryRoot: ROOT,
      config: toml.config,
    });
    if (!result) throw new Error(`${name}: not bundled`);
    const zipped = fs.statSync(result.path).size;
    const listing = execFileSync("unzip", ["-l", result.path], { encoding: "utf8", maxBuffer: 64 * MB })
      .trim()
      .split("\n");
    const unzipped = Number(listing[listing.length - 1].trim().split(/\s+/)[0]);
    const fits = zipped < ZIPPED_LIMIT && unzipped < UNZIPPED_LIMIT;
    rows.push([name, (zipped / MB).toFixed(1), (unzipped / MB).toFixed(1), fits ? "fits" : "TOO BIG"]);
  }
  console.log(
    `snapshot ${snapshot}: ${(fs.statSync(snapshot).size / MB).toFixed(1)} MB; limits: ${ZIPPED_LIMIT / MB} MB zipped, ${UNZIPPED_LIMIT / MB} MB unzipped\n`,
  );
  printTable(["function", "zip MB", "unzipped MB", "limits"], rows, new Set([1, 2]));
} finally {
  fs.rmSync(base, { recursive: true, force: true });
  fs.rmSync(out, { recursive: true, force: true });
}
