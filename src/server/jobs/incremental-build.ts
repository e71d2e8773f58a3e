import fs from "node:fs";
import path from "node:path";
import { BUILD_STATE_FILE, currentBuildState, writeBuildState } from "../build/build-state";
import type { PagePlan } from "../build/page-plan";
import { RENDER_ONLY_ENV } from "../build/render-filter";
import { writeSitemap } from "../build/sitemap";
import { readHeadersHashes, writeHeadersFile } from "../http/csp";
import { goLive, type RebuildOptions, type RebuildResult, removeLeftovers, runBuild } from "./site-build";

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
}

/**
 * Files the merge writes for the whole site: never taken from the partial build, and never
 * linked from the live site (writing to a hard link would change the live file before the swap).
 */
const WHOLE_SITE_FILES = new Set(["_headers", "sitemap-index.xml", BUILD_STATE_FILE]);
const isWholeSiteFile = (rel: string) => WHOLE_SITE_FILES.has(rel) || /^sitemap-\d+\.xml$/.test(rel);

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** Mirrors `from` into `to` with hard links, but for the whole-site files: instant, and `to`'s files must be replaced, never edited. */
function linkTree(from: string, to: string): number {
  const files = filesUnder(from).filter((rel) => !isWholeSiteFile(rel));
  const dirs = new Set(files.map((f) => path.dirname(f)));
  for (const dir of dirs) fs.mkdirSync(path.join(to, dir), { recursive: true });
  for (const file of files) fs.linkSync(path.join(from, file), path.join(to, file));
  return files.length;
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
  const ts = options.now?.() ?? Date.now();
  const partDir = `${distDir}.part-${ts}`;
  const listFile = `${partDir}.json`;
  const nextDir = `${distDir}.next-${ts}`;
  removeLeftovers(distDir);
  fs.writeFileSync(listFile, JSON.stringify(options.plan.render));
  try {
    options.log(`Rendering ${options.plan.render.length} company pages and the site-wide pages into ${path.basename(partDir)}`);
    await runBuild(options, partDir, { [RENDER_ONLY_ENV]: listFile });
    const linked = linkTree(distDir, nextDir);
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
    fs.rmSync(partDir, { recursive: true, force: true });
    fs.rmSync(listFile, { force: true });
  }
  return goLive(options, distDir, nextDir, `${distDir}.old-${ts}`);
}
