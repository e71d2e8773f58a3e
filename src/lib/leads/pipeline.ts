import { z } from "zod";
import { isRealDay } from "../dates";

/**
 * The lead pipeline (spec: admin leads): new → contacted → scheduled → quoted → converted, one
 * step forward at a time, or to lost from any open status. Converted and lost are final.
 * The one definition of lead statuses; the `leads.status` CHECK constraint lists the same.
 */
export const LEAD_STATUSES = ["new", "contacted", "scheduled", "quoted", "converted", "lost"] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const leadStatusSchema = z.enum(LEAD_STATUSES, { error: `must be one of ${LEAD_STATUSES.join(", ")}` });

/** The forward path, without lost. */
const FORWARD: readonly LeadStatus[] = ["new", "contacted", "scheduled", "quoted", "converted"];

/** Final statuses: nothing follows them. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ["converted", "lost"];

/** True for a status a lead can still move on from. */
export function isOpenStatus(status: LeadStatus): boolean {
  return !CLOSED_STATUSES.includes(status);
}

/**
 * The statuses a lead in `from` may move to, in pipeline order.
 * @example nextStatuses("contacted") // ["scheduled", "lost"]
 */
export function nextStatuses(from: LeadStatus): LeadStatus[] {
  if (!isOpenStatus(from)) return [];
  return [FORWARD[FORWARD.indexOf(from) + 1], "lost"];
}

/**
 * Whether `from → to` is allowed: one step forward, or lost from an open status.
 * @example canTransition("new", "contacted") // true; canTransition("new", "quoted") // false
 */
export function canTransition(from: LeadStatus, to: LeadStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** A calendar day written YYYY-MM-DD that exists (2024-02-30 does not). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date written YYYY-MM-DD", abort: true })
  .refine(isRealDay, "must be a real calendar date");

/**
 * Filters of the admin leads list and its CSV export (query parameters, blanks dropped first):
 * `status`, `from`/`to` days (UTC, inclusive), `state` (two letters, either end of the move).
 */
export const leadFiltersSchema = z
  .object({
    status: leadStatusSchema.optional(),
    from: day.optional(),
    to: day.optional(),
    state: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state abbreviation")
      .transform((s) => s.toUpperCase())
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "must not be before from" });

export type LeadFilters = z.output<typeof leadFiltersSchema>;
