import type { ReactNode } from "react";
import type { PageInfo } from "../../../lib/paging";
import { Pager } from "./Pager";
import { ErrorPanel } from "./Panel";
import { Spinner } from "./Spinner";

/**
 * The result area of a paged list: an error with retry, a spinner before the first page, `empty`
 * when nothing matches, else `children` and the pager (the previous page stays, dimmed, while
 * the next loads).
 */
export function Results<T extends PageInfo>({
  load: { shown, loading, error, reload, onPage },
  noun,
  loadingLabel,
  empty,
  blocked,
  children,
}: {
  /** `shown`: the last page received (kept while the next one loads); `onPage` moves to another page. */
  load: { shown: T | undefined; loading: boolean; error?: unknown; reload: () => void; onPage: (page: number) => void };
  noun: string;
  loadingLabel: string;
  empty: ReactNode;
  /** Shown instead of any result when the filters cannot be sent (a reversed date range). */
  blocked?: ReactNode;
  children: (page: T) => ReactNode;
}) {
  if (blocked) return <p className="py-6 text-slate-700">{blocked}</p>;
  if (error && !loading) return <ErrorPanel error={error} onRetry={reload} />;
  if (!shown) return <Spinner label={loadingLabel} />;
  if (shown.total === 0 && !loading) return <p className="py-6 text-slate-700">{empty}</p>;
  return (
    <div aria-busy={loading || undefined} className={loading ? "opacity-60 transition-opacity" : undefined}>
      {children(shown)}
      <Pager page={shown.page} pageSize={shown.pageSize} total={shown.total} noun={noun} onPage={onPage} />
    </div>
  );
}

/**
 * A panel body that loads once: an error with retry until there is data, a spinner before it,
 * then `children`. Used by settings sections and summary panels.
 */
export function Loaded<T>({
  data,
  error,
  reload,
  loadingLabel,
  children,
}: {
  data: T | undefined;
  error: unknown;
  reload: () => void;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (error && !data) return <ErrorPanel error={error} onRetry={reload} />;
  if (!data) return <Spinner label={loadingLabel} />;
  return <>{children(data)}</>;
}
