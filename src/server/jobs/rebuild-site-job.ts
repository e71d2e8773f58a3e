import fs from "node:fs";
import path from "node:path";
import { updateSnapshot } from "../build/patch-snapshot";
import { liveSiteMismatch } from "../build/rebuild-choice";
import { startPlanner } from "../build/rebuild-choice-process";
import { buildSiteUrl, config } from "../config";
import { closeSnapshot } from "../db/snapshot/snapshot";
import { incrementalRebuild, type PartialBuild, startPartialBuild } from "./incremental-build";
import type { JobContext, JobHandler } from "./job-runner";
import { type RebuildOptions, rebuildSite, type SpawnImpl } from "./site-build";

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
  /**
   * After each rebuild, start the next incremental rebuild's partial build at once and keep it
   * waiting, bundled, for the next change (REBUILD_PARK_NEXT_BUILD). Default off.
   */
  parkNextBuild?: boolean;
}

/** The 'rebuild-site' handler, and `dispose` to stop the build it keeps parked (if any) when the process shuts down. */
export type RebuildHandler = JobHandler & { dispose(): Promise<void> };

/**
 * What a parked build prints before a rebuild takes it: kept, and handed to that rebuild's log
 * (with its progress) when it does.
 */
function parkedOutput() {
  let lines: string[] = [];
  let job: Pick<RebuildOptions, "log" | "progress"> | null = null;
  return {
    log: (line: string) => (job ? job.log(line) : lines.push(line)),
    progress: (percent: number) => job?.progress(percent),
    handTo(target: Pick<RebuildOptions, "log" | "progress">) {
      job = target;
      for (const line of lines) target.log(line);
      lines = [];
    },
  };
}

interface Parked {
  build: PartialBuild;
  output: ReturnType<typeof parkedOutput>;
  /** True once astro has exited (crashed, or stopped): such a build cannot render anything. */
  ended: boolean;
}

/**
 * The local 'rebuild-site' job handler for startJobRunner: first brings the snapshot up to date
 * with the run-time store (where admin edits and imports live), patching a copy of it when few
 * companies changed, else writing it anew, and makes this process reopen it, so the
 * functions read the new data; then rebuilds the site, incrementally (only the pages the change
 * affects) when the live site was built from the previous snapshot with the same code, else in
 * full, and swaps it in. The job log says which path ran and why.
 * Registered only when no Netlify build hook is configured: with one, Netlify builds instead.
 */
export function rebuildSiteHandler(options: RebuildHandlerOptions): RebuildHandler {
  let parked: Parked | undefined;
  /** The parked build, now this caller's to use or cancel. */
  const takeParked = () => {
    const taken = parked;
    parked = undefined;
    return taken;
  };
  const park = (build: Pick<RebuildOptions, "rootDir" | "distDir" | "spawnImpl" | "now">) => {
    const output = parkedOutput();
    const next: Parked = { build: startPartialBuild({ ...build, ...output }, undefined, true), output, ended: false };
    next.build.done.then(
      () => (next.ended = true),
      () => (next.ended = true),
    );
    parked = next;
  };
  const handler = async ({ store, log, progress: report }: JobContext) => {
    let reached = 0;
    const progress = (percent: number) => {
      if (percent <= reached) return;
      reached = percent;
      report(percent);
    };
    const before = `${options.snapshotPath}.before`;
    fs.rmSync(before, { force: true });
    // A second name for the live snapshot's file: the update renames a new file over the path, never writes this one.
    if (fs.existsSync(options.snapshotPath)) fs.linkSync(options.snapshotPath, before);
    const siteUrl = options.siteUrl ?? buildSiteUrl(config());
    const build = { rootDir: options.rootDir, distDir: options.distDir, log, progress, spawnImpl: options.spawnImpl, now: options.now };
    const distDir = path.resolve(options.rootDir, options.distDir);
    const liveSite = { rootDir: options.rootDir, distDir, beforeSnapshot: fs.existsSync(before) ? before : null, siteUrl };
    // When the live site can take an incremental rebuild, its partial build bundles while the
    // snapshot is updated, or has bundled already, parked after the previous rebuild.
    let partial: PartialBuild | undefined;
    const waiting = takeParked();
    if (liveSiteMismatch(liveSite) === null) {
      if (waiting && !waiting.ended) {
        log("Taking the partial site build parked after the last rebuild: it has bundled already, and renders once the pages are planned");
        waiting.output.handTo(build);
        partial = waiting.build;
      } else {
        log("Starting the partial site build now: it bundles while the snapshot is updated, and renders once the pages are planned");
        partial = startPartialBuild(build);
      }
    }
    if (waiting && partial !== waiting.build) await waiting.build.cancel();
    partial?.linkLiveSite(); // the copy of the live site the pages go into, made while the snapshot is updated
    const planner = startPlanner(); // loads its code meanwhile too
    try {
      log(`Updating the directory snapshot from the run-time store (${store.engine})`);
      const summary = await updateSnapshot(store, options.snapshotPath, options.csvPath);
      closeSnapshot();
      partial?.snapshotReady();
      log(
        summary.mode === "patched"
          ? `Snapshot patched: ${summary.reason}; ${summary.companies} companies in ${summary.milliseconds} ms`
          : `Snapshot rewritten (${summary.reason}): ${summary.companies} companies, ${summary.cities} cities in ${summary.milliseconds} ms`,
      );
      if (summary.skipped.length > 0)
        log(`Left out ${summary.skipped.length} companies whose city is unknown: ${summary.skipped.slice(0, 10).join(", ")}`);
      progress(3);
      const started = Date.now();
      const choice = await planner.choose({ ...liveSite, afterSnapshot: options.snapshotPath, changedCompanyIds: summary.changedIds });
      if (choice.kind === "full") {
        log(`Full rebuild: ${choice.reason}`);
        await partial?.cancel();
        partial = undefined;
        await rebuildSite(build);
        if (options.parkNextBuild) park(build);
        return;
      }
      const { plan } = choice;
      log(
        `Incremental rebuild: ${plan.changedCompanies} companies changed, so ${plan.render.length} of ${plan.total} company pages are rendered ` +
          `and ${plan.remove.length} removed (planned in ${Date.now() - started} ms)`,
      );
      const early = partial;
      partial = undefined; // the incremental rebuild owns it from here
      await incrementalRebuild({ ...build, plan, snapshotPath: options.snapshotPath, siteUrl, partial: early });
      if (options.parkNextBuild) park(build);
    } finally {
      planner.stop();
      await partial?.cancel();
      fs.rmSync(before, { force: true });
    }
  };
  return Object.assign(handler, { dispose: async () => takeParked()?.build.cancel() });
}
