import { withQuery } from "../../../client/api";
import { AUDIT_PATH, type AuditPage as AuditPageData, auditListParams, parseAuditListQuery } from "../../../lib/admin/audit-api";
import { AuditFilters } from "../settings/AuditFilters";
import { AuditList } from "../settings/AuditList";
import { ListPage, Results } from "../ui";
import { useUrlListQuery } from "../url-query";
import { usePagedList } from "../use-paged-list";

/**
 * /admin/audit: who changed what and when, newest first, filtered by who, action, target and
 * days (kept in the URL, so a reload or a shared link shows the same list).
 */
export default function AuditPage() {
  const [query, setQuery] = useUrlListQuery(parseAuditListQuery, auditListParams);
  const list = usePagedList<AuditPageData, typeof query>(withQuery(AUDIT_PATH, auditListParams(query)), query, setQuery);
  const { shown } = list;

  return (
    <ListPage
      filters={<AuditFilters query={query} options={shown?.options} onChange={setQuery} />}
      title="Audit log"
      intro="Every change an admin made: sign-ins, edits, imports, accounts and settings. Times in your time zone."
    >
      <Results load={list} noun="entries" loadingLabel="Loading the audit log…" empty="No entries match these filters.">
        {(page) => <AuditList entries={page.entries} />}
      </Results>
    </ListPage>
  );
}
