import { type ReactNode, useCallback, useMemo } from "react";
import { withQuery } from "../../../client/api";
import { AUDIT_PATH, type AuditListQuery, type AuditPage as AuditPageData, auditListParams, parseAuditListQuery } from "../../../lib/admin/audit";
import { useAdminQuery } from "../admin-data";
import { AuditFilters } from "../settings/AuditFilters";
import { AuditList } from "../settings/AuditList";
import { ErrorPanel, Pager, Panel, Spinner } from "../ui";
import { replaceUrlQuery, useLastDefined, useUrlQuery } from "../url-query";

/**
 * /admin/audit: who changed what and when, newest first, filtered by who, action, target and
 * days (kept in the URL, so a reload or a shared link shows the same list).
 */
export default function AuditPage() {
  const search = useUrlQuery();
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parsed filters change only when the query string does.
  const query = useMemo(() => parseAuditListQuery(search), [searchKey]);
  const { data, error, loading, reload } = useAdminQuery<AuditPageData>(withQuery(AUDIT_PATH, auditListParams(query)));
  const shown = useLastDefined(data);
  const setQuery = useCallback((next: AuditListQuery) => replaceUrlQuery(auditListParams(next)), []);

  let results: ReactNode;
  if (error && !loading) results = <ErrorPanel error={error} onRetry={reload} />;
  else if (!shown) results = <Spinner label="Loading the audit log…" />;
  else if (shown.total === 0 && !loading) results = <p className="py-6 text-slate-700">No entries match these filters.</p>;
  else
    results = (
      <div aria-busy={loading || undefined} className={loading ? "opacity-60 transition-opacity" : undefined}>
        <AuditList entries={shown.entries} />
        <Pager page={shown.page} pageSize={shown.pageSize} total={shown.total} noun="entries" onPage={(page) => setQuery({ ...query, page })} />
      </div>
    );

  return (
    <div className="space-y-4">
      <Panel>
        <AuditFilters query={query} options={shown?.options} onChange={setQuery} />
      </Panel>
      <Panel title="Audit log">
        <p className="-mt-2 mb-3 text-sm text-slate-700">Every change an admin made: sign-ins, edits, imports, accounts and settings. Times in your time zone.</p>
        {results}
      </Panel>
    </div>
  );
}
