import { runNodeScript } from "./node-script";

/** Which files `linkTree` leaves out: exact paths relative to the tree, and a pattern. */
export interface LinkSkip {
  paths: readonly string[];
  pattern: RegExp;
}

const SCRIPT = `
const fs = require("node:fs");
const path = require("node:path");
const [from, to, skipJson] = process.argv.slice(1);
const skip = JSON.parse(skipJson);
const skipped = new Set(skip.paths);
const pattern = new RegExp(skip.pattern);
const files = fs
  .readdirSync(from, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.relative(from, path.join(e.parentPath, e.name)))
  .filter((rel) => !skipped.has(rel) && !pattern.test(rel));
for (const dir of new Set(files.map((f) => path.dirname(f)))) fs.mkdirSync(path.join(to, dir), { recursive: true });
for (const file of files) fs.linkSync(path.join(from, file), path.join(to, file));
process.stdout.write(String(files.length));
`;

/**
 * Mirrors `from` into `to` with hard links, but for the files `skip` names, in a child process
 * (see node-script.ts): listing and linking a 100,000-company site took the rebuilding process's
 * event loop for seconds, with astro rendering beside it. Resolves with the number of files linked.
 */
export async function linkTree(from: string, to: string, skip: LinkSkip): Promise<number> {
  const printed = await runNodeScript(
    SCRIPT,
    [from, to, JSON.stringify({ paths: skip.paths, pattern: skip.pattern.source })],
    `link ${from} into ${to}`,
  );
  return Number(printed);
}
