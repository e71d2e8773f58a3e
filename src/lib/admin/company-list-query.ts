import { STATE_ABBREVIATIONS } from "../states";
import { MAX_COMPANY_SEARCH } from "./companies-api";

/**
 * The admin companies list's filters as they sit in the page URL and in the API query
 * (`?q=&state=&featured=&inList=&page=`): read leniently from a URL (an unknown value counts as
 * "all"), written without defaults so links stay short.
 */

/** "" means all; otherwise only featured ("true") or only not featured ("false"), and so on. */
export type FlagFilter = "" | "true" | "false";

export interface CompanyListQuery {
  /** Name or city text, trimmed ("" = no search). */
  q: string;
  /** Two-letter state ("" = all states). */
  state: string;
  featured: FlagFilter;
  inList: FlagFilter;
  page: number;
}

export const EMPTY_COMPANY_QUERY: CompanyListQuery = { q: "", state: "", featured: "", inList: "", page: 1 };

const flag = (value: string | undefined): FlagFilter => (value === "true" || value === "false" ? value : "");

/** A page number from a URL: a whole number from 1, anything else is page 1. */
export function parsePage(value: string | undefined): number {
  return value !== undefined && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/**
 * The filters of a URL's query (`$adminRouter`'s `search` or `URLSearchParams` entries).
 * @example parseCompanyListQuery({ state: "tx", featured: "yes" }) // state "TX", featured ""
 */
export function parseCompanyListQuery(search: Record<string, string | undefined>): CompanyListQuery {
  const state = (search.state ?? "").trim().toUpperCase();
  return {
    q: (search.q ?? "").trim().slice(0, MAX_COMPANY_SEARCH),
    state: (STATE_ABBREVIATIONS as readonly string[]).includes(state) ? state : "",
    featured: flag(search.featured),
    inList: flag(search.inList),
    page: parsePage(search.page),
  };
}

/**
 * The query parameters of the filters, without blanks and without page 1, for `withQuery`
 * (the API call and the page URL use the same names).
 */
export function companyListParams(query: CompanyListQuery): Record<string, string | undefined> {
  return {
    q: query.q.trim() || undefined,
    state: query.state || undefined,
    featured: query.featured || undefined,
    inList: query.inList || undefined,
    page: query.page > 1 ? String(query.page) : undefined,
  };
}
