/**
 * Helpers for `scripts/bench/build.ts`: running `astro build` as a child process, counting the
 * pages it wrote, gzipped sizes, and the throw-away "trivial pages" Astro project.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface BuildRun {
  ms: number;
  pages: number;
}

/** Every file under `dir` (recursively), as paths relative to `dir`, sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Number of `.html` files under `dir`, recursively. */
export function countHtml(dir: string): number {
  return listFiles(dir).filter((f) => f.endsWith(".html")).length;
}

/** Size of a file once gzipped (zlib default level, as a typical CDN would serve it). */
export function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file)).length;
}

/**
 * Runs `node <astroBin> build …args` in `cwd` and returns its wall time (process start to exit)
 * and the number of `.html` files in `outDir`. Throws with the end of its output if it fails.
 */
export function runAstroBuild(opts: { astroBin: string; args: string[]; cwd: string; outDir: string; env?: Record<string, string> }): BuildRun {
  fs.rmSync(opts.outDir, { recursive: true, force: true });
  const started = performance.now();
  const child = spawnSync(process.execPath, [opts.astroBin, "build", ...opts.args], {
    cwd: opts.cwd,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1", ...opts.env },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (child.error) throw child.error;
  if (child.status !== 0) {
    const tail = `${child.stdout}\n${child.stderr}`.trim().split("\n").slice(-30).join("\n");
    throw new Error(`astro build in ${opts.cwd} exited with ${child.status ?? child.signal}:\n${tail}`);
  }
  return { ms, pages: countHtml(opts.outDir) };
}

/**
 * Writes a minimal static Astro project into `dir`: no integrations, `build.format: 'file'`,
 * and one dynamic route rendering `count` tiny pages (`/1` … `/<count>`). Node resolves
 * `astro` through a `node_modules` symlink the caller puts in a parent folder.
 */
export function writeTrivialProject(dir: string, count: number): void {
  fs.mkdirSync(path.join(dir, "src/pages"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "astro.config.mjs"),
    `import { defineConfig } from "astro/config";

export default defineConfig({
  output: "static",
  build: { format: "file" },
});
`,
  );
  fs.writeFileSync(
    path.join(dir, "src/pages/[n].astro"),
    `---
export function getStaticPaths() {
  return Array.from({ length: ${count} }, (_, i) => ({ params: { n: String(i + 1) } }));
}
const { n } = Astro.params;
---
<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Page {n}</title></head>
  <body><p>This is trivial page number {n}.</p></body>
</html>
`,
  );
}

/** The largest `.html` file (by bytes) among `files` (paths relative to `dir`). */
export function largestFile(dir: string, files: readonly string[]): string | undefined {
  let best: { file: string; size: number } | undefined;
  for (const file of files) {
    const size = fs.statSync(path.join(dir, file)).size;
    if (!best || size > best.size) best = { file, size };
  }
  return best?.file;
}
