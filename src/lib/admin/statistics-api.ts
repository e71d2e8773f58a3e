import { z } from "zod";
import { addDays, isRealDay, utcToday } from "../dates";
import type { LeadStatus } from "../leads/pipeline";

/**
 * The contract of GET /api/admin/statistics?from=YYYY-MM-DD&to=YYYY-MM-DD: the query (UTC days,
 * inclusive; the last 30 days by default, at most MAX_RANGE_DAYS) and the response, shared by
 * the function, the use case and the admin page. Test traffic (`is_test = 1`) is never counted.
 */

export const STATISTICS_API_PATH = "/api/admin/statistics";

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
/** The range presets of the page, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;
/** How many origin and destination states are listed before the rest is summed up. */
export const TOP_STATES = 10;
/** How many movers the movers table lists. */
export const TOP_MOVERS = 20;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted: 2026-01-01..2026-01-07 is 7. */
export function rangeLength(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `days` days ending today: the presets and the default range. */
export function lastDays(days: number, today: string = utcToday()): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date written YYYY-MM-DD", abort: true })
  .refine(isRealDay, "must be a real calendar date");

/**
 * The query schema, with defaults from `today` (the function passes the clock, tests a fixed
 * day): `to` defaults to today, `from` to 29 days before `to`. Refuses `from` after `to` and
 * ranges longer than MAX_RANGE_DAYS, naming the field.
 */
export function statisticsQuerySchema(today: () => string = () => utcToday()) {
  return z.object({ from: day.optional(), to: day.optional() }).transform((q, ctx) => {
    const to = q.to ?? (q.from && q.from > today() ? q.from : today());
    const from = q.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
    if (from > to) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
      return z.NEVER;
    }
    if (rangeLength(from, to) > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: [q.from ? "to" : "from"], message: `must be within ${MAX_RANGE_DAYS} days of ${q.from ? "from" : "to"}` });
      return z.NEVER;
    }
    return { from, to };
  });
}

export type StatisticsRange = { from: string; to: string };

/** The funnel's stages in the order a visitor meets them: wizard steps 1-6, the stored request, the confirmation (step 7). */
export const FUNNEL_STAGES = [1, 2, 3, 4, 5, 6, "submitted", 7] as const;
export type FunnelStep = (typeof FUNNEL_STAGES)[number];

/**
 * What each stage means, as the wizard shows it. Step 1 has no event of its own: the wizard
 * records a quote session when the form appears, so step 1 counts sessions started.
 */
export const FUNNEL_LABELS: Record<`${FunnelStep}`, string> = {
  "1": "Step 1: Route (form shown)",
  "2": "Step 2: Move size",
  "3": "Step 3: Move date",
  "4": "Step 4: Contact details",
  "5": "Step 5: Choose movers",
  "6": "Step 6: Vehicle shipping",
  submitted: "Request submitted",
  "7": "Step 7: Confirmation shown",
};

export interface FunnelStage {
  step: FunnelStep;
  label: string;
  /** Distinct sessions that logged this stage in the range. */
  sessions: number;
  /** Sessions lost since the previous stage (negative when more logged this one); null for the first stage. */
  drop_off: number | null;
  /** drop_off as a percentage of the previous stage, one decimal; null for the first stage or when the previous stage had none. */
  drop_off_pct: number | null;
  /** This stage as a percentage of the first stage, one decimal; null when the first stage had none. */
  of_first_pct: number | null;
}

export interface DayCount {
  day: string;
  leads: number;
}

export interface StateCount {
  /** Two-letter state, or "" when the lead has none. */
  state: string;
  leads: number;
}

export interface TopStates {
  top: StateCount[];
  /** Leads from (or to) every state not in `top`. */
  other: number;
}

export interface PipelineStage {
  status: LeadStatus;
  /** Leads created in the range that reached this status (lost: that are lost now). */
  leads: number;
  /** Of all leads in the range, one decimal; null when there are none. */
  pct: number | null;
}

export interface MoverCount {
  company_id: number;
  /** The store's company name; "Deleted company #N" once the company is gone. */
  name: string;
  /** Leads in the range whose visitor chose this mover. */
  received: number;
  /** Of those, leads that reached the mover by email or webhook. */
  delivered: number;
}

export type DistanceKind = "local" | "long-distance" | "unknown";

export interface StatisticsResponse {
  range: StatisticsRange & { days: number };
  funnel: FunnelStage[];
  /** Sessions whose submission failed at least once (the wizard reported an error). */
  submission_errors: number;
  leads_total: number;
  leads_by_day: DayCount[];
  leads_by_status: Array<{ status: LeadStatus; leads: number }>;
  origin_states: TopStates;
  destination_states: TopStates;
  distance: Record<DistanceKind, number>;
  move_sizes: Array<{ move_size: string; label: string; leads: number }>;
  pipeline: PipelineStage[];
  movers: MoverCount[];
}
