import { withQuery } from "../../../client/api";
import { leadFilterParams, leadListParams, leadRangeError, parseLeadListQuery } from "../../../lib/admin/lead-list-query";
import type { AdminLeadsPage } from "../../../lib/admin/leads-api";
import { API_PATHS } from "../../../lib/endpoints";
import { LeadFilters } from "../leads/LeadFilters";
import { LeadsTable } from "../leads/LeadsTable";
import { BUTTON, ListPage, Results } from "../ui";
import { useUrlListQuery } from "../url-query";
import { usePagedList } from "../use-paged-list";

/**
 * /admin/leads: quote requests newest first, filtered by status, received dates and state (kept
 * in the URL, so a reload or a shared link shows the same list), with a CSV export of the same
 * filters.
 */

type LeadsResponse = AdminLeadsPage;

export default function LeadsPage() {
  const [query, setQuery] = useUrlListQuery(parseLeadListQuery, leadListParams);
  const rangeError = leadRangeError(query);
  const filtered = query.status !== "" || query.from !== "" || query.to !== "" || query.state !== "";
  const list = usePagedList<LeadsResponse, typeof query>(rangeError ? null : withQuery(API_PATHS.adminLeads, leadListParams(query)), query, setQuery);
  const exportHref = withQuery(API_PATHS.adminLeadsExport, leadFilterParams(query));

  return (
    <ListPage
      filters={<LeadFilters query={query} rangeError={rangeError} onChange={setQuery} />}
      title="Quote requests"
      actions={
        !rangeError && (
          <a href={exportHref} download className={BUTTON.secondary}>
            Export CSV
          </a>
        )
      }
      intro="Newest first. Dates and times are in your time zone; the date filters use UTC days. The export holds every lead matching the filters."
    >
      <Results
        load={list}
        noun="leads"
        loadingLabel="Loading leads…"
        blocked={rangeError && "Choose an end date on or after the start date to see leads."}
        empty={filtered ? "No leads match these filters." : "No quote requests have come in yet."}
      >
        {(page) => <LeadsTable leads={page.leads} />}
      </Results>
    </ListPage>
  );
}
