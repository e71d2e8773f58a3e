import { type ReactNode, useCallback, useMemo } from "react";
import { withQuery } from "../../../client/api";
import { API_PATHS } from "../../../client/endpoints";
import { type AdminInquiryPage, type InquiryListQuery, inquiryListParams, parseInquiryListQuery } from "../../../lib/admin/inquiries";
import { useAdminQuery } from "../admin-data";
import { InquiryFilters } from "../inquiries/InquiryFilters";
import { InquiryList } from "../inquiries/InquiryList";
import { ErrorPanel, Pager, Panel, Spinner } from "../ui";
import { replaceUrlQuery, useLastDefined, useUrlQuery } from "../url-query";

/**
 * /admin/inquiries: requests from moving companies (listing, featured listing, leads,
 * advertising) newest first, filtered by topic and status (kept in the URL, so a reload or a
 * shared link shows the same list).
 */
export default function InquiriesPage() {
  const search = useUrlQuery();
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parsed filters change only when the query string does.
  const query = useMemo(() => parseInquiryListQuery(search), [searchKey]);
  const filtered = query.topic !== "" || query.status !== "";
  const { data, error, loading, reload } = useAdminQuery<AdminInquiryPage>(withQuery(API_PATHS.adminInquiries, inquiryListParams(query)));
  const shown = useLastDefined(data);
  const setQuery = useCallback((next: InquiryListQuery) => replaceUrlQuery(inquiryListParams(next)), []);

  let results: ReactNode;
  if (error && !loading) results = <ErrorPanel error={error} onRetry={reload} />;
  else if (!shown) results = <Spinner label="Loading inquiries…" />;
  else if (shown.total === 0 && !loading)
    results = <p className="py-6 text-slate-700">{filtered ? "No inquiries match these filters." : "No company has sent an inquiry yet."}</p>;
  else
    results = (
      <div aria-busy={loading || undefined} className={loading ? "opacity-60 transition-opacity" : undefined}>
        <InquiryList inquiries={shown.inquiries} />
        <Pager page={shown.page} pageSize={shown.pageSize} total={shown.total} noun="inquiries" onPage={(page) => setQuery({ ...query, page })} />
      </div>
    );

  return (
    <div className="space-y-4">
      {shown && !shown.ownerNotified && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" role="note">
          Set SITE_OWNER_EMAIL to be emailed about new inquiries.
        </p>
      )}
      <Panel>
        <InquiryFilters query={query} onChange={setQuery} />
      </Panel>
      <Panel title="Company inquiries">
        <p className="-mt-2 mb-3 text-sm text-slate-700">From the listing, featured listing, moving leads and advertising pages. Newest first, times in your time zone.</p>
        {results}
      </Panel>
    </div>
  );
}
