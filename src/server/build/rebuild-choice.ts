import fs from "node:fs";
import { openSnapshot } from "../db/snapshot";
import { changedSharedTable } from "../db/snapshot-compare";
import { loadDirectory } from "../directory";
import { codeFingerprint, fileSha256, readBuildState } from "./build-state";
import { type PagePlan, planPages } from "./page-plan";

/**
 * Full or incremental: after an admin edit or import, the rebuild renders only the pages the
 * change affects when the live site provably matches the previous snapshot and the same code,
 * and the change touches a small share of pages. Anything else, or any doubt, is a full build.
 */
export type RebuildChoice = { kind: "incremental"; plan: PagePlan } | { kind: "full"; reason: string };

/** Above this share of company-driven pages, rendering them all costs little more than a full build. */
export const INCREMENTAL_MAX_SHARE = 0.25;

export interface ChoiceInput {
  rootDir: string;
  distDir: string;
  /** A copy of the snapshot as it was before this change (null when there was none). */
  beforeSnapshot: string | null;
  afterSnapshot: string;
  siteUrl: string;
}

const full = (reason: string): RebuildChoice => ({ kind: "full", reason });

export function chooseRebuild(input: ChoiceInput): RebuildChoice {
  const live = readBuildState(input.distDir);
  if (!live) return full("the live site has no record of what it was built from");
  if (!input.beforeSnapshot || !fs.existsSync(input.beforeSnapshot)) return full("there was no previous snapshot to compare with");
  if (fileSha256(input.beforeSnapshot) !== live.snapshot) return full("the live site was built from other data than the previous snapshot");
  if (codeFingerprint(input.rootDir, input.siteUrl) !== live.code) return full("the code or settings changed since the live site was built");
  const before = openSnapshot(input.beforeSnapshot);
  const after = openSnapshot(input.afterSnapshot);
  try {
    const table = changedSharedTable(before, after);
    if (table) return full(`the ${table} table changed, and every page may show it`);
    const plan = planPages(loadDirectory(before), loadDirectory(after));
    if (plan.changedCompanies === 0 && plan.remove.length === 0) return { kind: "incremental", plan };
    if (plan.render.length > plan.total * INCREMENTAL_MAX_SHARE)
      return full(`${plan.render.length} of ${plan.total} company pages changed, over ${INCREMENTAL_MAX_SHARE * 100}%`);
    return { kind: "incremental", plan };
  } finally {
    before.close();
    after.close();
  }
}
