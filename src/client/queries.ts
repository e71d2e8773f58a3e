import { type FetcherStore, nanoquery } from "@nanostores/query";
import { computed } from "nanostores";
import { FEATURED_BATCH_LIMITS, type FeaturedView, featuredView } from "../lib/companies/featured";
import { SITE_API_PATHS } from "../lib/site-endpoints";
import { fetchQueryKey, withQuery } from "./api";

/**
 * Data fetching with @nanostores/query and these defaults, in react-query terms:
 * "fresh" is `dedupeTime` (no refetch while fresh), "kept" is `cacheLifetime`, "retry" is the
 * number of extra attempts. Retries run inside the fetcher, so a store only reports an error
 * once every attempt failed (nanoquery's own `onErrorRetry` publishes each failed attempt,
 * which would flash the error panel between attempts). Failures are only logged.
 */

const MINUTE = 60_000;
export const QUERY_DEFAULTS = { retry: 1, freshMs: 5 * MINUTE } as const;
export const FEATURED_QUERY = { retry: 2, freshMs: 5 * MINUTE, keptMs: 30 * MINUTE } as const;
export const BATCH_QUERY = { retry: QUERY_DEFAULTS.retry, freshMs: MINUTE, refetchOnFocus: false } as const;

/** react-query's default back-off: 1 s, 2 s, 4 s ..., at most 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(failures - 1, 0), 30_000);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A nanoquery fetcher that GETs the key's path (`fetchQueryKey`), trying again `retries`
 * times after `retryDelay` before it gives up with the last error.
 */
export function retryingFetcher<T = unknown>(retries: number, delay: (failures: number) => number = retryDelay) {
  return async (...keyParts: Array<string | number | true>): Promise<T> => {
    const key = keyParts.join("");
    for (let failures = 0; ; failures++) {
      try {
        return await fetchQueryKey<T>(key);
      } catch (error) {
        if (failures >= retries) throw error;
        await sleep(delay(failures + 1));
      }
    }
  };
}

/** The app's query context with the general defaults: retry 1, fresh 5 minutes. */
export const [createFetcherStore] = nanoquery({
  fetcher: retryingFetcher(QUERY_DEFAULTS.retry),
  dedupeTime: QUERY_DEFAULTS.freshMs,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  onErrorRetry: false,
  onError: (error) => console.error("Query failed:", error),
});

/** `GET /api/companies/featured`: fresh 5 minutes, kept 30 minutes, retry 2. */
export const $featuredCompanies: FetcherStore<unknown[]> = createFetcherStore<unknown[]>(SITE_API_PATHS.featuredCompanies, {
  fetcher: retryingFetcher(FEATURED_QUERY.retry),
  dedupeTime: FEATURED_QUERY.freshMs,
  cacheLifetime: FEATURED_QUERY.keptMs,
});

/** The four `GET /api/companies?limit=N&offset=0` batches: fresh 60 s, no refetch on focus. */
export const $companyBatches: FetcherStore<unknown[]>[] = FEATURED_BATCH_LIMITS.map((limit) =>
  createFetcherStore<unknown[]>(withQuery(SITE_API_PATHS.companies, { limit, offset: 0 }), {
    fetcher: retryingFetcher(BATCH_QUERY.retry),
    dedupeTime: BATCH_QUERY.freshMs,
    revalidateOnFocus: BATCH_QUERY.refetchOnFocus,
  }),
);

/**
 * What the featured section shows, derived from all five queries. Subscribing starts the
 * fetches, so only the hydrated island may subscribe (never the server render).
 */
export const $featuredSection = computed([$featuredCompanies, ...$companyBatches], (...states): FeaturedView => featuredView(states));
