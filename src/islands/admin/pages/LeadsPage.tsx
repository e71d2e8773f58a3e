import { type ReactNode, useCallback, useMemo } from "react";
import { withQuery } from "../../../client/api";
import { API_PATHS } from "../../../client/endpoints";
import { type LeadListQuery, leadFilterParams, leadListParams, leadRangeError, parseLeadListQuery } from "../../../lib/admin/lead-list-query";
import type { AdminLeadListItem } from "../../../server/db/admin-leads";
import { useAdminQuery } from "../admin-data";
import { LeadFilters } from "../leads/LeadFilters";
import { LeadsTable } from "../leads/LeadsTable";
import { BUTTON, ErrorPanel, Pager, Panel, Spinner } from "../ui";
import { replaceUrlQuery, useLastDefined, useUrlQuery } from "../url-query";

/**
 * /admin/leads: quote requests newest first, filtered by status, received dates and state (kept
 * in the URL, so a reload or a shared link shows the same list), with a CSV export of the same
 * filters.
 */

interface LeadsResponse {
  leads: AdminLeadListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export default function LeadsPage() {
  const search = useUrlQuery();
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parsed filters change only when the query string does.
  const query = useMemo(() => parseLeadListQuery(search), [searchKey]);
  const rangeError = leadRangeError(query);
  const filtered = query.status !== "" || query.from !== "" || query.to !== "" || query.state !== "";
  const { data, error, loading, reload } = useAdminQuery<LeadsResponse>(rangeError ? null : withQuery(API_PATHS.adminLeads, leadListParams(query)));
  const shown = useLastDefined(data);
  const setQuery = useCallback((next: LeadListQuery) => replaceUrlQuery(leadListParams(next)), []);
  const exportHref = withQuery(API_PATHS.adminLeadsExport, leadFilterParams(query));

  let results: ReactNode;
  if (rangeError) results = <p className="py-6 text-slate-700">Choose an end date on or after the start date to see leads.</p>;
  else if (error && !loading) results = <ErrorPanel error={error} onRetry={reload} />;
  else if (!shown) results = <Spinner label="Loading leads…" />;
  else if (shown.total === 0 && !loading) results = <p className="py-6 text-slate-700">{filtered ? "No leads match these filters." : "No quote requests have come in yet."}</p>;
  else
    results = (
      <div aria-busy={loading || undefined} className={loading ? "opacity-60 transition-opacity" : undefined}>
        <LeadsTable leads={shown.leads} />
        <Pager page={shown.page} pageSize={shown.pageSize} total={shown.total} noun="leads" onPage={(page) => setQuery({ ...query, page })} />
      </div>
    );

  return (
    <div className="space-y-4">
      <Panel>
        <LeadFilters query={query} rangeError={rangeError} onChange={setQuery} />
      </Panel>
      <Panel
        title="Quote requests"
        actions={
          !rangeError && (
            <a href={exportHref} download className={BUTTON.secondary}>
              Export CSV
            </a>
          )
        }
      >
        <p className="-mt-2 mb-3 text-sm text-slate-600">Newest first. Dates and times are in your time zone; the date filters use UTC days. The export holds every lead matching the filters.</p>
        {results}
      </Panel>
    </div>
  );
}
