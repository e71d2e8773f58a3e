import fs from "node:fs";
import type { Company } from "../../lib/companies/companies-api";
import { listCompaniesByIds } from "../db/snapshot/companies";
import { type Db, openSnapshot } from "../db/snapshot/snapshot";
import { changedSharedTable } from "../db/snapshot/snapshot-compare";
import { loadDirectory } from "../directory/directory-pages";
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
  /**
   * The companies whose rows differ between the two snapshots, when the snapshot update knows
   * them (it patched the file): the previous directory is then the new one's companies with
   * these as they were, not a second read of every company.
   */
  changedCompanyIds?: readonly number[];
}

/** The pages that differ between two snapshots; `changed` as in `ChoiceInput.changedCompanyIds`. */
export function planBetween(before: Db, after: Db, changed?: readonly number[]): PagePlan {
  const next = loadDirectory(after);
  return planPages(loadDirectory(before, changed ? previousCompanies(before, next.companies, changed) : undefined), next);
}

/** The previous snapshot's companies: `after`'s, with the changed ones as `before` holds them (or gone). */
function previousCompanies(before: Db, after: readonly Company[], changed: readonly number[]): Company[] {
  const ids = new Set(changed);
  return [...after.filter((c) => !ids.has(c.id)), ...listCompaniesByIds(before, changed)].sort((a, b) => a.id - b.id);
}

const full = (reason: string): RebuildChoice => ({ kind: "full", reason });

/**
 * Why the live site cannot take an incremental rebuild whatever the new data, or null when it can:
 * it must provably be the build of the previous snapshot with the same code. Needs no new
 * snapshot, so a rebuild can ask before updating it (and start the partial build early).
 */
export function liveSiteMismatch(input: Omit<ChoiceInput, "afterSnapshot" | "changedCompanyIds">): string | null {
  const live = readBuildState(input.distDir);
  if (!live) return "the live site has no record of what it was built from";
  if (!input.beforeSnapshot || !fs.existsSync(input.beforeSnapshot)) return "there was no previous snapshot to compare with";
  if (fileSha256(input.beforeSnapshot) !== live.snapshot) return "the live site was built from other data than the previous snapshot";
  if (codeFingerprint(input.rootDir, input.siteUrl) !== live.code) return "the code or settings changed since the live site was built";
  return null;
}

export function chooseRebuild(input: ChoiceInput): RebuildChoice {
  const mismatch = liveSiteMismatch(input);
  if (mismatch || !input.beforeSnapshot) return full(mismatch ?? "there was no previous snapshot to compare with");
  const before = openSnapshot(input.beforeSnapshot);
  const after = openSnapshot(input.afterSnapshot);
  try {
    const table = changedSharedTable(before, after);
    if (table) return full(`the ${table} table changed, and every page may show it`);
    const plan = planBetween(before, after, input.changedCompanyIds);
    if (plan.changedCompanies === 0 && plan.remove.length === 0) return { kind: "incremental", plan };
    if (plan.render.length > plan.total * INCREMENTAL_MAX_SHARE)
      return full(`${plan.render.length} of ${plan.total} company pages changed, over ${INCREMENTAL_MAX_SHARE * 100}%`);
    return { kind: "incremental", plan };
  } finally {
    before.close();
    after.close();
  }
}
