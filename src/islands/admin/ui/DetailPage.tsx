import type { ReactNode } from "react";
import { ApiError } from "../../../client/api";
import { Panel } from "./Panel";
import { Loaded } from "./Results";
import { LINK } from "./styles";

/** "← Back to leads": the way from a detail page to its list (the arrow is not read out). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={`${LINK} inline-block`}>
      <span aria-hidden="true">← </span>
      {children}
    </a>
  );
}

/** A record's load as the hooks report it (`useAdminQuery`, `useFollowedJob`). */
export interface RecordLoad<T> {
  data?: T;
  error?: unknown;
  reload: () => void;
}

/**
 * The states of a page about one record: an id that cannot exist or a 404 shows `notFound`
 * (with its way back), a failed first load an error with retry, then a spinner until the record
 * is there; `children` draws the record. A failed reload keeps the record on screen.
 */
export function DetailPage<T>({
  valid,
  load,
  notFound,
  loadingLabel,
  children,
}: {
  valid: boolean;
  load: RecordLoad<T>;
  notFound: { title: string; message: string; back: ReactNode };
  loadingLabel: string;
  children: (record: T) => ReactNode;
}) {
  const { data, error, reload } = load;
  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <Panel title={notFound.title}>
        <p className="text-slate-700">{notFound.message}</p>
        <div className="mt-3">{notFound.back}</div>
      </Panel>
    );
  }
  return (
    <Loaded data={data} error={error} reload={reload} loadingLabel={loadingLabel}>
      {children}
    </Loaded>
  );
}

/** `/^\d{1,12}$/`: whether a URL segment can be a record's numeric id (nothing is requested otherwise). */
export function isRecordId(id: string): boolean {
  return /^\d{1,12}$/.test(id);
}
