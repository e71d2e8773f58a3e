import fs from "node:fs";
import { chooseRebuild } from "../build/rebuild-choice";
import { writeSnapshot } from "../build/write-snapshot";
import { buildSiteUrl, config } from "../config";
import { closeSnapshot } from "../db/snapshot";
import { incrementalRebuild } from "./incremental-build";
import type { JobHandler } from "./job-runner";
import { rebuildSite, type SpawnImpl } from "./site-build";

export interface RebuildHandlerOptions {
  rootDir: string;
  distDir: string;
  /** The snapshot file the serving process reads (SNAPSHOT_PATH, resolved). */
  snapshotPath: string;
  /** The seed CSV, used only if the store has no companies yet (COMPANIES_CSV, resolved). */
  csvPath: string;
  /** The site's public URL the pages are built for (default: from the environment). */
  siteUrl?: string;
  spawnImpl?: SpawnImpl;
  now?: () => number;
}

/**
 * The local 'rebuild-site' job handler for startJobRunner: first rewrites the snapshot from the
 * run-time store (where admin edits and imports live) and makes this process reopen it, so the
 * functions read the new data; then rebuilds the site, incrementally (only the pages the change
 * affects) when the live site was built from the previous snapshot with the same code, else in
 * full, and swaps it in. The job log says which path ran and why.
 * Registered only when no Netlify build hook is configured: with one, Netlify builds instead.
 */
export function rebuildSiteHandler(options: RebuildHandlerOptions): JobHandler {
  return async ({ store, log, progress }) => {
    const before = `${options.snapshotPath}.before`;
    if (fs.existsSync(options.snapshotPath)) fs.copyFileSync(options.snapshotPath, before);
    try {
      log(`Writing the directory snapshot from the run-time store (${store.engine})`);
      const summary = await writeSnapshot(store, options.snapshotPath, options.csvPath);
      closeSnapshot();
      log(`Snapshot written: ${summary.companies} companies, ${summary.cities} cities in ${summary.milliseconds} ms`);
      if (summary.skipped.length > 0)
        log(`Left out ${summary.skipped.length} companies whose city is unknown: ${summary.skipped.slice(0, 10).join(", ")}`);
      progress(3);
      const siteUrl = options.siteUrl ?? buildSiteUrl(config());
      const build = { rootDir: options.rootDir, distDir: options.distDir, log, progress, spawnImpl: options.spawnImpl, now: options.now };
      const started = Date.now();
      const choice = chooseRebuild({
        rootDir: options.rootDir,
        distDir: options.distDir,
        beforeSnapshot: fs.existsSync(before) ? before : null,
        afterSnapshot: options.snapshotPath,
        siteUrl,
      });
      if (choice.kind === "full") {
        log(`Full rebuild: ${choice.reason}`);
        await rebuildSite(build);
        return;
      }
      const { plan } = choice;
      log(
        `Incremental rebuild: ${plan.changedCompanies} companies changed, so ${plan.render.length} of ${plan.total} company pages are rendered ` +
          `and ${plan.remove.length} removed (planned in ${Date.now() - started} ms)`,
      );
      await incrementalRebuild({ ...build, plan, snapshotPath: options.snapshotPath, siteUrl });
    } finally {
      fs.rmSync(before, { force: true });
    }
  };
}
