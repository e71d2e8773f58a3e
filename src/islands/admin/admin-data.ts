import { type FetcherValue, nanoquery } from "@nanostores/query";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ApiError, type ApiRequestOptions, apiRequest } from "../../client/api";

/**
 * Data access of the admin island: `adminRequest` for calls and `useAdminQuery` (on
 * @nanostores/query) for reads. A 401 means the session ended (expired or logged out in another
 * tab): the browser goes to /login instead of showing a broken page.
 */

/** Where the browser goes when the session is gone; `loggingOut` stops it while logout leads home. */
export const loginRedirect = {
  loggingOut: false,
  go() {
    if (!this.loggingOut) window.location.replace("/login");
  },
  /** This browser's own session was just ended on purpose (its account removed, the session revoked): to /login at once. */
  leave() {
    this.loggingOut = true;
    window.location.replace("/login");
  },
};

/** `apiRequest` for admin endpoints: same errors ('API Error: ...'), plus the 401 redirect. */
export async function adminRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) loginRedirect.go();
    throw error;
  }
}

/** The admin query context: always revalidated on mount and focus; failures logged. */
export const [createAdminFetcher, , adminCache] = nanoquery({
  fetcher: (...parts) => adminRequest(parts.join("")),
  dedupeTime: 0,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  onError: (error) => console.error("Admin query failed:", error),
});

export interface AdminQuery<T> extends FetcherValue<T> {
  /** Fetches the current path again (after a change). */
  reload(): void;
}

/**
 * GETs `path` (null: nothing yet) and keeps it current; changes of `path` refetch.
 * @example const { data, loading, error, reload } = useAdminQuery<Page>(`/api/admin/leads?page=${n}`);
 */
export function useAdminQuery<T>(path: string | null): AdminQuery<T> {
  const [$path] = useState(() => atom<string | null>(path));
  useEffect(() => $path.set(path), [$path, path]);
  const store = useMemo(() => createAdminFetcher<T>([$path]), [$path]);
  const value = useStore(store);
  const reload = useCallback(() => {
    if (path !== null) adminCache.invalidateKeys(path);
  }, [path]);
  return { ...value, reload };
}

/** The message of a caught error, for toasts and inline errors. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Calls `reload` every `ms` while `active` is true (progress of running jobs). */
export function usePolling(active: boolean, reload: () => void, ms = 1500): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, ms);
    return () => clearInterval(timer);
  }, [active, reload, ms]);
}
