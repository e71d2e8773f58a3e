import { withQuery } from "../../../client/api";
import { AUDIT_PATH, type AuditPage as AuditPageData, auditListParams, parseAuditListQuery } from "../../../lib/admin/audit";
import { useAdminQuery } from "../admin-data";
import { AuditFilters } from "../settings/AuditFilters";
import { AuditList } from "../settings/AuditList";
import { ListPage, Results } from "../ui";
import { useLastDefined, useUrlListQuery } from "../url-query";

/**
 * /admin/audit: who changed what and when, newest first, filtered by who, action, target and
 * days (kept in the URL, so a reload or a shared link shows the same list).
 */
export default function AuditPage() {
  const [query, setQuery] = useUrlListQuery(parseAuditListQuery, auditListParams);
  const { data, error, loading, reload } = useAdminQuery<AuditPageData>(withQuery(AUDIT_PATH, auditListParams(query)));
  const shown = useLastDefined(data);

  return (
    <ListPage
      filters={<AuditFilters query={query} options={shown?.options} onChange={setQuery} />}
      title="Audit log"
      intro="Every change an admin made: sign-ins, edits, imports, accounts and settings. Times in your time zone."
    >
      <Results
        load={{ shown, loading, error, reload }}
        noun="entries"
        onPage={(n) => setQuery({ ...query, page: n })}
        loadingLabel="Loading the audit log…"
        empty="No entries match these filters."
      >
        {(page) => <AuditList entries={page.entries} />}
      </Results>
    </ListPage>
  );
}
