import { parseDay } from "../dates";
import { LEAD_STATUSES, type LeadStatus } from "../leads/pipeline";
import { STATE_ABBREVIATIONS } from "../states";
import { parsePage } from "./company-list-query";

/**
 * The admin leads list's filters as they sit in the page URL, the API query and the CSV export
 * link (`?status=&from=&to=&state=&page=`): read leniently from a URL (an unknown value counts
 * as "all"), written without defaults.
 */

export interface LeadListQuery {
  /** "" = every status. */
  status: LeadStatus | "";
  /** First day received, YYYY-MM-DD ("" = no limit). */
  from: string;
  /** Last day received, YYYY-MM-DD, inclusive ("" = no limit). */
  to: string;
  /** Two-letter state the move starts or ends in ("" = all). */
  state: string;
  page: number;
}

export const EMPTY_LEAD_QUERY: LeadListQuery = { status: "", from: "", to: "", state: "", page: 1 };

/**
 * The filters of a URL's query (`$adminRouter`'s `search`).
 * @example parseLeadListQuery({ status: "new", page: "2" }) // { status: "new", page: 2, ... }
 */
export function parseLeadListQuery(search: Record<string, string | undefined>): LeadListQuery {
  const state = (search.state ?? "").trim().toUpperCase();
  const status = (LEAD_STATUSES as readonly string[]).includes(search.status ?? "") ? (search.status as LeadStatus) : "";
  return {
    status,
    from: parseDay(search.from),
    to: parseDay(search.to),
    state: (STATE_ABBREVIATIONS as readonly string[]).includes(state) ? state : "",
    page: parsePage(search.page),
  };
}

/** The filter parameters without the page (the CSV export takes these). */
export function leadFilterParams(query: LeadListQuery): Record<string, string | undefined> {
  const { page: _page, ...filters } = query;
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value || undefined]));
}

/** The filter parameters plus the page when it is not 1 (the list API and the page URL). */
export function leadListParams(query: LeadListQuery): Record<string, string | undefined> {
  return { ...leadFilterParams(query), page: query.page > 1 ? String(query.page) : undefined };
}

/** Why the date range cannot be searched ("to" before "from"), or undefined when it can. */
export function leadRangeError(query: LeadListQuery): string | undefined {
  return query.from && query.to && query.to < query.from ? "The end date is before the start date." : undefined;
}
