import { useStore } from "@nanostores/react";
import { useCallback, useMemo, useRef } from "react";
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

/**
 * A list's filters kept in the URL: `parse` reads them from the query string (re-parsed only
 * when it changes), the setter writes `toParams(next)` back (replacing the history entry).
 */
export function useUrlListQuery<Q>(
  parse: (search: Record<string, string>) => Q,
  toParams: (query: Q) => Record<string, string | undefined>,
): [Q, (next: Q) => void] {
  const search = useUrlQuery();
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parsed filters change only when the query string does.
  const query = useMemo(() => parse(search), [searchKey]);
  const setQuery = useCallback((next: Q) => replaceUrlQuery(toParams(next)), [toParams]);
  return [query, setQuery];
}
