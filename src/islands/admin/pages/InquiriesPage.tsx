import { withQuery } from "../../../client/api";
import { type AdminInquiryPage, inquiryListParams, parseInquiryListQuery } from "../../../lib/admin/inquiries-api";
import { API_PATHS } from "../../../lib/endpoints";
import { InquiryFilters } from "../inquiries/InquiryFilters";
import { InquiryList } from "../inquiries/InquiryList";
import { ListPage, Results } from "../ui";
import { useUrlListQuery } from "../url-query";
import { usePagedList } from "../use-paged-list";

/**
 * /admin/inquiries: requests from moving companies (listing, featured listing, leads,
 * advertising) newest first, filtered by topic and status (kept in the URL, so a reload or a
 * shared link shows the same list).
 */
export default function InquiriesPage() {
  const [query, setQuery] = useUrlListQuery(parseInquiryListQuery, inquiryListParams);
  const filtered = query.topic !== "" || query.status !== "";
  const list = usePagedList<AdminInquiryPage, typeof query>(withQuery(API_PATHS.adminInquiries, inquiryListParams(query)), query, setQuery);
  const { shown } = list;

  return (
    <ListPage
      before={
        shown &&
        !shown.ownerNotified && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" role="note">
            Set SITE_OWNER_EMAIL to be emailed about new inquiries.
          </p>
        )
      }
      filters={<InquiryFilters query={query} onChange={setQuery} />}
      title="Company inquiries"
      intro="From the listing, featured listing, moving leads and advertising pages. Newest first, times in your time zone."
    >
      <Results
        load={list}
        noun="inquiries"
        loadingLabel="Loading inquiries…"
        empty={filtered ? "No inquiries match these filters." : "No company has sent an inquiry yet."}
      >
        {(page) => <InquiryList inquiries={page.inquiries} />}
      </Results>
    </ListPage>
  );
}
