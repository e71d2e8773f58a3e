import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";
import { removeTrees } from "./remove-trees";

/**
 * The 'rebuild-site' job: `astro build` into a fresh sibling folder, then swapped in for dist/
 * with two renames, so the live site never serves a half-built dist. On Netlify a build hook
 * rebuilds instead (src/server/admin/request-rebuild.ts).
 */

export type SpawnImpl = (command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }) => ChildProcess;

export interface RebuildOptions {
  rootDir: string;
  distDir: string;
  log(text: string): void;
  progress(percent: number): void;
  spawnImpl?: SpawnImpl;
  now?: () => number;
  /** Kills the build after this long (default 30 minutes). */
  timeoutMs?: number;
  /** Kills the build when aborted (an incremental rebuild started early that turned out to need a full one). */
  signal?: AbortSignal;
}

export interface RebuildResult {
  /** Where the previous dist was moved (null when there was none). */
  oldDir: string | null;
  /** Settles once the previous dist has been removed in the background. */
  cleanup: Promise<void>;
}

/** Progress estimated from one line of Astro's output; only ever moves forward. */
export function progressFromLine(line: string, current: number, pagesSeen: number): number {
  const lower = line.toLowerCase();
  if (lower.includes("page(s) built") || lower.includes("complete!")) return Math.max(current, 95);
  if (lower.includes("generating static routes")) return Math.max(current, 50);
  if (lower.includes("building client")) return Math.max(current, 30);
  if (lower.includes("building static entrypoints")) return Math.max(current, 10);
  // Page lines while generating: creep from 50 towards 90 without knowing the total.
  if (current >= 50 && current < 95 && /\.html\b/.test(lower)) return Math.max(current, 50 + 40 * (1 - Math.exp(-pagesSeen / 500)));
  return current;
}

/** The `<dist>.next-*` / `.old-*` / `.part-*` folders beside dist (left by a crashed run, or an old dist still being removed). */
function leftovers(distDir: string): string[] {
  const parent = path.dirname(distDir);
  const base = path.basename(distDir);
  let names: string[] = [];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(`${base}.next-`) || name.startsWith(`${base}.old-`) || name.startsWith(`${base}.part-`))
    .map((name) => path.join(parent, name));
}

/** Removes the leftovers of earlier runs (see `leftovers`). */
export function removeLeftovers(distDir: string): void {
  for (const dir of leftovers(distDir)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Removes the leftovers of earlier runs but those in `keep`, in the background: a rebuild that
 * started right after another need not wait for the previous dist's removal to finish.
 */
export function removeLeftoversLater(distDir: string, keep: readonly string[]): Promise<void> {
  return removeTrees(leftovers(distDir).filter((dir) => !keep.includes(dir))).catch((error) => console.error(error.message));
}

/** Runs `astro build --outDir <outDir>` in rootDir, logging its lines and estimating progress. */
export function runBuild(options: RebuildOptions, outDir: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const spawnImpl = options.spawnImpl ?? spawn;
  const astro = path.join(options.rootDir, "node_modules", "astro", "astro.js");
  const child = spawnImpl(process.execPath, [astro, "build", "--outDir", outDir], {
    cwd: options.rootDir,
    env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  let progress = 5;
  let pages = 0;
  options.progress(progress);
  const onLine = (raw: string) => {
    const line = stripVTControlCharacters(raw).trimEnd();
    if (!line) return;
    options.log(line);
    if (/\.html\b/i.test(line)) pages++;
    const next = progressFromLine(line, progress, pages);
    if (Math.round(next) !== Math.round(progress)) options.progress(next);
    progress = next;
  };
  const streams = [child.stdout, child.stderr].filter((s) => s !== null);
  const drained = streams.map((s) => new Promise<void>((resolve) => createInterface({ input: s }).on("line", onLine).on("close", resolve)));
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => {
        options.log(`Build timed out after ${options.timeoutMs ?? 30 * 60_000} ms; stopping it`);
        child.kill("SIGTERM");
      },
      options.timeoutMs ?? 30 * 60_000,
    );
    timer.unref();
    const stop = () => child.kill("SIGTERM");
    if (options.signal?.aborted) stop();
    options.signal?.addEventListener("abort", stop, { once: true });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", stop);
      Promise.all(drained).then(() => {
        if (code === 0) resolve();
        else reject(new Error(`astro build failed (${signal ? `signal ${signal}` : `exit code ${code}`})`));
      });
    });
  });
}

/**
 * Copies the previous build's hashed scripts and styles (`_astro/*`) that the new build lacks into
 * it, so a page opened before the swap can still load its lazy chunks afterwards. Names are
 * content hashes, so an old file never overwrites a new one. Returns how many were copied.
 */
export function carryOverAssets(distDir: string, nextDir: string): number {
  const from = path.join(distDir, "_astro");
  const to = path.join(nextDir, "_astro");
  let names: string[];
  try {
    names = fs.readdirSync(from);
  } catch {
    return 0;
  }
  fs.mkdirSync(to, { recursive: true });
  let copied = 0;
  for (const name of names) {
    const target = path.join(to, name);
    if (fs.existsSync(target)) continue;
    fs.copyFileSync(path.join(from, name), target);
    copied++;
  }
  return copied;
}

/**
 * Swaps `nextDir` in for `distDir`: two renames on the same file system, back to back, so the
 * only moment without a dist is between those two syscalls. Returns where the old dist went.
 */
export function swapDist(distDir: string, nextDir: string, oldDir: string): string | null {
  let moved: string | null = oldDir;
  try {
    fs.renameSync(distDir, oldDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    moved = null;
  }
  try {
    fs.renameSync(nextDir, distDir);
  } catch (error) {
    if (moved) fs.renameSync(moved, distDir); // put the live site back
    throw error;
  }
  return moved;
}

/**
 * Runs `astro build --outDir <dist>.next-<ts>` from rootDir and, on success, swaps the result in
 * for dist and removes the previous dist in the background. On failure the new folder is deleted
 * and dist is left untouched (the promise rejects with the reason).
 */
export async function rebuildSite(options: RebuildOptions): Promise<RebuildResult> {
  const distDir = path.resolve(options.rootDir, options.distDir);
  const ts = options.now?.() ?? Date.now();
  const nextDir = `${distDir}.next-${ts}`;
  const oldDir = `${distDir}.old-${ts}`;
  removeLeftovers(distDir);
  options.log(`Building the site into ${path.basename(nextDir)}`);
  try {
    await runBuild(options, nextDir);
    if (!fs.existsSync(path.join(nextDir, "index.html"))) throw new Error("astro build produced no index.html");
  } catch (error) {
    fs.rmSync(nextDir, { recursive: true, force: true });
    options.log("Build failed; the live site is unchanged");
    throw error;
  }
  const carried = carryOverAssets(distDir, nextDir);
  if (carried > 0) options.log(`Kept ${carried} script/style files of the previous build for pages already open`);
  return goLive(options, distDir, nextDir, oldDir);
}

/** Swaps the finished `nextDir` in for dist and removes the previous dist in the background. */
export function goLive(options: Pick<RebuildOptions, "log" | "progress">, distDir: string, nextDir: string, oldDir: string): RebuildResult {
  const moved = swapDist(distDir, nextDir, oldDir);
  options.log("New site is live");
  options.progress(99);
  const cleanup = moved ? removeTrees([moved]).catch((error) => console.error(error.message)) : Promise.resolve();
  return { oldDir: moved, cleanup };
}
