import { useStore } from "@nanostores/react";
import { useRef } from "react";
import { withQuery } from "../../client/api";
import { $adminRouter, navigate } from "./router";

/**
 * List filters kept in the page URL (`/admin/leads?status=new&page=2`), so a reload, the Back
 * button or a shared link shows the same list. The router parses the query string on load and
 * on every navigation; writing replaces the history entry (filters are not pages of their own).
 */

const EMPTY: Record<string, string> = {};

/** The current admin URL's query parameters; re-renders when they change. */
export function useUrlQuery(): Record<string, string> {
  return useStore($adminRouter)?.search ?? EMPTY;
}

/** Replaces the current URL's query with `params` (undefined values left out), without a reload. */
export function replaceUrlQuery(params: Record<string, string | undefined>): void {
  navigate(withQuery(window.location.pathname, params), true);
}

/**
 * The last defined value seen: lets a list keep showing its previous page (dimmed) while the
 * next one loads, instead of jumping to a spinner.
 */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const last = useRef(value);
  if (value !== undefined) last.current = value;
  return last.current;
}
