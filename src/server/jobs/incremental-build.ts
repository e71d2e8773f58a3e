import fs from "node:fs";
import path from "node:path";
import { BUILD_STATE_FILE, currentBuildState, writeBuildState } from "../build/build-state";
import type { PagePlan } from "../build/page-plan";
import { RENDER_ONLY_ENV } from "../build/render-filter";
import { GATE_OWNER_ENV, snapshotReadyFile } from "../build/render-gate";
import { writeSitemap } from "../build/sitemap";
import { readHeadersHashes, writeHeadersFile } from "../http/csp";
import { type LinkSkip, linkTree } from "./link-tree";
import { goLive, type RebuildOptions, type RebuildResult, removeLeftoversLater, runBuild } from "./site-build";

/**
 * The incremental rebuild: `astro build` renders only the pages a change affects (every other
 * route as usual) into a scratch folder; a copy of the live site made of hard links takes those
 * files in, drops the pages that no longer exist, and gets the sitemap, the CSP header file and
 * the build record of the whole site; then it is swapped in for dist like a full build.
 */
export interface IncrementalOptions extends RebuildOptions {
  plan: PagePlan;
  snapshotPath: string;
  siteUrl: string;
  /** The partial build, when the rebuild started it before the plan was known (else started here). */
  partial?: PartialBuild;
}

/**
 * A partial `astro build` into `<dist>.part-<ts>`, started before its page list exists: it bundles
 * right away and waits (render-gate.ts) for `release` to write the list before reading any data.
 */
export interface PartialBuild {
  ts: number;
  partDir: string;
  /**
   * Starts (once) the hard-linked copy of the live site the pages are merged into
   * (`<dist>.next-<ts>`), and settles with the number of files linked. The live site does not
   * change until this rebuild swaps it, so the copy can be made from the rebuild's start.
   */
  linkLiveSite(): Promise<number>;
  /** Settles when astro exits. */
  done: Promise<void>;
  /** Tells the build the snapshot is final: it may load the directory while the pages are planned. */
  snapshotReady(): void;
  /** Writes the page list (with a rename, so the build never reads half a file): the build renders from here. Once only. */
  release(pages: readonly string[]): void;
  /** Stops the build and removes what it wrote (the linked copy, once linked, is left to the caller). */
  cancel(): Promise<void>;
}

/** The longest timer Node keeps (about 24.8 days): a parked build has no time limit of its own. */
const NO_TIME_LIMIT_MS = 2 ** 31 - 1;

/**
 * Starts the partial build; with `pages`, its list is written first (released at once). A build
 * `parked` ahead of the next change waits for its list with no deadline while this process lives
 * (render-gate.ts), and ends by itself soon after this process does.
 */
export function startPartialBuild(options: RebuildOptions, pages?: readonly string[], parked = false): PartialBuild {
  const distDir = path.resolve(options.rootDir, options.distDir);
  const ts = options.now?.() ?? Date.now();
  const partDir = `${distDir}.part-${ts}`;
  const listFile = `${partDir}.json`;
  const leftovers = removeLeftoversLater(distDir, [partDir, listFile, snapshotReadyFile(listFile)]);
  let released = false;
  const writeAtomically = (file: string, text: string) => {
    fs.writeFileSync(`${file}.tmp`, text);
    fs.renameSync(`${file}.tmp`, file);
  };
  const release = (list: readonly string[]) => {
    if (released) return;
    released = true;
    writeAtomically(listFile, JSON.stringify(list));
  };
  if (pages) release(pages);
  let linking: Promise<number> | undefined;
  const linkLiveSite = () => {
    linking ??= linkTree(distDir, `${distDir}.next-${ts}`, WHOLE_SITE_FILES);
    linking.catch(() => {}); // awaited by the merge, or by cancel
    return linking;
  };
  const controller = new AbortController();
  const env: NodeJS.ProcessEnv = { [RENDER_ONLY_ENV]: listFile };
  if (parked) env[GATE_OWNER_ENV] = String(process.pid);
  const timeoutMs = parked ? NO_TIME_LIMIT_MS : options.timeoutMs;
  const done = runBuild({ ...options, timeoutMs, signal: controller.signal }, partDir, env);
  done.catch(() => {}); // awaited by the merge, or dropped by cancel
  leftovers.catch(() => {});
  return {
    ts,
    partDir,
    done,
    release,
    linkLiveSite,
    snapshotReady: () => writeAtomically(snapshotReadyFile(listFile), ""),
    async cancel() {
      controller.abort();
      await done.catch(() => {});
      await linking?.catch(() => {}); // done with the copy before anyone removes it
      fs.rmSync(partDir, { recursive: true, force: true });
      for (const file of [listFile, snapshotReadyFile(listFile)]) for (const f of [file, `${file}.tmp`]) fs.rmSync(f, { force: true });
    },
  };
}

/**
 * Files the merge writes for the whole site: never taken from the partial build, and never
 * linked from the live site (writing to a hard link would change the live file before the swap).
 */
const WHOLE_SITE_FILES: LinkSkip = { paths: ["_headers", "sitemap-index.xml", BUILD_STATE_FILE], pattern: /^sitemap-\d+\.xml$/ };
const isWholeSiteFile = (rel: string) => WHOLE_SITE_FILES.paths.includes(rel) || WHOLE_SITE_FILES.pattern.test(rel);

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** Moves the partial build's files over the copy (a rename replaces the link, leaving the live file alone). */
function overlay(partDir: string, nextDir: string): number {
  let moved = 0;
  for (const rel of filesUnder(partDir)) {
    if (isWholeSiteFile(rel)) continue;
    const target = path.join(nextDir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(partDir, rel), target);
    moved++;
  }
  return moved;
}

/** `/company/x` → `company/x.html`. */
const pageFile = (urlPath: string) => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`);

export async function incrementalRebuild(options: IncrementalOptions): Promise<RebuildResult> {
  const distDir = path.resolve(options.rootDir, options.distDir);
  const partial = options.partial ?? startPartialBuild(options, options.plan.render);
  const { ts, partDir } = partial;
  const nextDir = `${distDir}.next-${ts}`;
  try {
    partial.release(options.plan.render);
    options.log(`Rendering ${options.plan.render.length} company pages and the site-wide pages into ${path.basename(partDir)}`);
    const linking = partial.linkLiveSite(); // started with the rebuild, or now: while astro renders
    try {
      await partial.done;
    } finally {
      await linking.catch(() => {}); // done with the copy before a failure removes it
    }
    const linked = await linking;
    const moved = overlay(partDir, nextDir);
    for (const page of options.plan.remove) fs.rmSync(path.join(nextDir, pageFile(page)), { force: true });
    const hashes = new Set([...(await readHeadersHashes(distDir)), ...(await readHeadersHashes(partDir))]);
    await writeHeadersFile(nextDir, hashes);
    const urls = await writeSitemap(nextDir, options.siteUrl);
    writeBuildState(nextDir, currentBuildState(options.rootDir, options.snapshotPath, options.siteUrl));
    options.log(
      `Merged into a copy of the live site: ${moved} files new or replaced of ${linked}, ${options.plan.remove.length} pages removed, sitemap of ${urls} URLs`,
    );
  } catch (error) {
    fs.rmSync(nextDir, { recursive: true, force: true });
    options.log("Incremental rebuild failed; the live site is unchanged");
    throw error;
  } finally {
    await partial.cancel(); // the build has exited by now: this only removes its files
  }
  return goLive(options, distDir, nextDir, `${distDir}.old-${ts}`);
}
