import { addDays } from "../dates";
import { distanceMiles, type LatLng } from "../geo";
import { LEAD_STATUSES, type LeadStatus } from "../leads/pipeline";
import { LOCAL_MOVE_MAX_MILES } from "../quote/matching";
import { MOVE_SIZES, moveSizeLabel } from "../quote/move-sizes";
import {
  type DayCount,
  type DistanceKind,
  FUNNEL_LABELS,
  FUNNEL_STAGES,
  type FunnelStage,
  type FunnelStep,
  type PipelineStage,
  type StateCount,
  type TopStates,
} from "./statistics-api";

/** The arithmetic of the statistics: pure, shared by the use case and its tests. */

/** One decimal of a percentage, or null when the whole is zero (no division by zero). */
export function percent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Every day from `from` to `to` (inclusive), YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Counts per day for every day of the range, zero where `rows` has none; rows outside the range are ignored. */
export function zeroFillDays(from: string, to: string, rows: ReadonlyArray<{ day: string; n: number }>): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.day, r.n]));
  return daysBetween(from, to).map((day) => ({ day, leads: byDay.get(day) ?? 0 }));
}

/**
 * The funnel from the distinct sessions that logged each stage (missing stages count 0). Each
 * stage counts only sessions that logged it: a session seen at step 5 is not assumed to have
 * passed 2-4. Drop-off is against the previous stage, so it can be negative when a stage was
 * logged by more sessions than the one before (for instance a form opened the day before the range).
 */
export function buildFunnel(counts: ReadonlyMap<FunnelStep, number>): FunnelStage[] {
  const first = counts.get(FUNNEL_STAGES[0]) ?? 0;
  return FUNNEL_STAGES.map((step, i) => {
    const sessions = counts.get(step) ?? 0;
    const previous = i === 0 ? null : (counts.get(FUNNEL_STAGES[i - 1]) ?? 0);
    return {
      step,
      label: FUNNEL_LABELS[`${step}`],
      sessions,
      drop_off: previous === null ? null : previous - sessions,
      drop_off_pct: previous === null ? null : percent(previous - sessions, previous),
      of_first_pct: percent(sessions, first),
    };
  });
}

/** The forward path of the pipeline, ranked 0 (new) to 4 (converted). */
const FORWARD: readonly LeadStatus[] = LEAD_STATUSES.filter((s) => s !== "lost");

/** The rank of a status on the forward path; lost (and anything unknown) ranks as new. */
export function forwardRank(status: string): number {
  return Math.max(0, FORWARD.indexOf(status as LeadStatus));
}

/**
 * Pipeline conversion: `furthest` holds, per rank, how many leads got that far and no further
 * (a lost lead counts where it was lost); a lead reached every status up to its furthest. Lost
 * is the leads lost now. Percentages are of all leads.
 */
export function pipelineReach(furthest: ReadonlyArray<{ rank: number; leads: number }>, lost: number): PipelineStage[] {
  const total = furthest.reduce((sum, r) => sum + r.leads, 0);
  const reached = FORWARD.map((status, rank) => {
    const leads = furthest.filter((r) => r.rank >= rank).reduce((sum, r) => sum + r.leads, 0);
    return { status, leads, pct: percent(leads, total) };
  });
  return [...reached, { status: "lost", leads: lost, pct: percent(lost, total) }];
}

/** The `n` states with most leads (ties by state), the rest summed; blanks count as the state "". */
export function topStates(rows: ReadonlyArray<StateCount>, n: number): TopStates {
  const merged = new Map<string, number>();
  for (const r of rows) merged.set(r.state.trim().toUpperCase(), (merged.get(r.state.trim().toUpperCase()) ?? 0) + r.leads);
  const sorted = [...merged].map(([state, leads]) => ({ state, leads })).sort((a, b) => b.leads - a.leads || a.state.localeCompare(b.state));
  return { top: sorted.slice(0, n), other: sorted.slice(n).reduce((sum, r) => sum + r.leads, 0) };
}

/**
 * Local or long distance by the rule the quote matching uses: a move across a state line, or
 * more than LOCAL_MOVE_MAX_MILES between the two ZIP codes, is long distance. Unknown when a
 * state is missing, or when the states agree but a ZIP code could not be located.
 */
export function moveDistanceKind(from: { state: string; point?: LatLng }, to: { state: string; point?: LatLng }): DistanceKind {
  if (!from.state.trim() || !to.state.trim()) return "unknown";
  if (from.state.trim().toUpperCase() !== to.state.trim().toUpperCase()) return "long-distance";
  if (!from.point || !to.point) return "unknown";
  return distanceMiles(from.point, to.point) > LOCAL_MOVE_MAX_MILES ? "long-distance" : "local";
}

/** Leads per move size: every size the wizard offers (zero when none), then any other stored value, blank as "Not given". */
export function moveSizeCounts(
  rows: ReadonlyArray<{ move_size: string; leads: number }>,
): Array<{ move_size: string; label: string; leads: number }> {
  const counts = new Map<string, number>(MOVE_SIZES.map((s) => [s.id, 0]));
  for (const r of rows) counts.set(r.move_size.trim(), (counts.get(r.move_size.trim()) ?? 0) + r.leads);
  return [...counts].map(([move_size, leads]) => ({ move_size, label: move_size === "" ? "Not given" : moveSizeLabel(move_size), leads }));
}
