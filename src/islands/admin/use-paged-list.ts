import { useAdminQuery } from "./admin-data";
import { useLastDefined } from "./url-query";

/**
 * A paged list's data for `Results`: the page at `url` (none while `url` is null), the last page
 * kept while the next loads, and `onPage`, which moves the list's query to another page.
 */
export function usePagedList<T, Q extends { page: number }>(url: string | null, query: Q, setQuery: (next: Q) => void) {
  const { data, error, loading, reload } = useAdminQuery<T>(url);
  const shown = useLastDefined(data);
  return { shown, loading, error, reload, onPage: (page: number) => setQuery({ ...query, page }) };
}
