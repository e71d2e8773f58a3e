import type { Severity } from "./types";

/**
 * What one finding costs the score. An error outweighs several warnings, and notices (often
 * deliberate) barely count, so a clean site with long titles still scores in the high 90s.
 */
export const SEVERITY_WEIGHT: Record<Severity, number> = { error: 10, warning: 4, notice: 1 };

/**
 * The SEO health score, 0-100: 100 minus the average weight of the findings per page checked.
 * One page with one error scores 90; a site with an error on every page scores 90 too, and
 * one with ten errors a page scores 0.
 */
export function seoScore(issues: { severity: Severity }[], pages: number): number {
  const penalty = issues.reduce((sum, i) => sum + SEVERITY_WEIGHT[i.severity], 0);
  if (penalty === 0) return 100;
  const perPage = penalty / Math.max(1, pages);
  return Math.max(0, Math.floor(100 - perPage));
}
