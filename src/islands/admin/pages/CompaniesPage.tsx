import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { withQuery } from "../../../client/api";
import type { AdminCompany, AdminCompanyPage } from "../../../lib/admin/companies-api";
import { type CompanyListQuery, companyListParams, parseCompanyListQuery } from "../../../lib/admin/company-list-query";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage, useAdminQuery } from "../admin-data";
import { CompaniesTable, type CompanyFlag } from "../companies/CompaniesTable";
import { CompanyFilters } from "../companies/CompanyFilters";
import { ConfirmDialog, ErrorPanel, Pager, Panel, Spinner } from "../ui";
import { replaceUrlQuery, useLastDefined, useUrlQuery } from "../url-query";
import { useConfirmedAction } from "../use-admin-action";
import CompanyEditDialog from "./CompanyEditDialog";

/**
 * /admin/companies: search and filter the directory's companies (filters kept in the URL),
 * feature or hide them from lists, edit a company's CSV fields, delete it. Every change is in
 * the database at once and on the static public site after the next rebuild.
 */

const companyPath = (id: number) => fillPath(API_PATHS.adminCompany, { id });
const flagKey = (company: AdminCompany, flag: CompanyFlag) => `${company.id}:${flag}`;

function flagChangeText(name: string, flag: CompanyFlag, value: boolean): string {
  if (flag === "isFeatured") return value ? `${name} is now featured.` : `${name} is no longer featured.`;
  return value ? `${name} is now shown in lists.` : `${name} is now hidden from lists.`;
}

export default function CompaniesPage() {
  const search = useUrlQuery();
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parsed filters change only when the query string does.
  const query = useMemo(() => parseCompanyListQuery(search), [searchKey]);
  const path = withQuery(API_PATHS.adminCompanies, companyListParams(query));
  const { data, error, loading, reload } = useAdminQuery<AdminCompanyPage>(path);
  const shown = useLastDefined(data);
  const filtered = query.q !== "" || query.state !== "" || query.featured !== "" || query.inList !== "";

  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [busyFlags, setBusyFlags] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<AdminCompany | null>(null);

  const setQuery = useCallback((next: CompanyListQuery) => replaceUrlQuery(companyListParams(next)), []);

  // Fresh data from the server replaces the optimistic values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new answer.
  useEffect(() => setOverrides({}), [data]);

  // After a delete emptied the last page, show the new last page.
  useEffect(() => {
    if (!data || data.companies.length > 0 || data.total === 0 || query.page === 1) return;
    setQuery({ ...query, page: Math.max(1, Math.ceil(data.total / data.pageSize)) });
  }, [data, query, setQuery]);

  const toggle = async (company: AdminCompany, flag: CompanyFlag, value: boolean) => {
    const key = flagKey(company, flag);
    setOverrides((o) => ({ ...o, [key]: value }));
    setBusyFlags((b) => new Set(b).add(key));
    try {
      const updated = await adminRequest<AdminCompany>(companyPath(company.id), { method: "PATCH", body: { [flag]: value } });
      setOverrides((o) => ({ ...o, [key]: updated[flag] }));
      showToast({ title: "Company updated", description: flagChangeText(updated.name, flag, updated[flag]) });
    } catch (e) {
      setOverrides((o) => {
        const { [key]: _, ...rest } = o;
        return rest;
      });
      showToast({ title: "Could not update the company", description: errorMessage(e), variant: "destructive" });
    } finally {
      setBusyFlags((b) => {
        const next = new Set(b);
        next.delete(key);
        return next;
      });
    }
  };

  const remove = useConfirmedAction("Could not delete the company", async (target: AdminCompany) => {
    await adminRequest(companyPath(target.id), { method: "DELETE" });
    showToast({ title: "Company deleted", description: `${target.name} was deleted. Its public profile goes away at the next site rebuild.` });
    reload();
  });
  const deleting = remove.item;

  const onSaved = () => {
    setEditing(null);
    reload();
  };

  let results: ReactNode;
  if (error && !loading) results = <ErrorPanel error={error} onRetry={reload} />;
  else if (!shown) results = <Spinner label="Loading companies…" />;
  else if (shown.total === 0 && !loading)
    results = (
      <p className="py-6 text-slate-700">{filtered ? "No companies match these filters." : "There are no companies in the directory yet."}</p>
    );
  else
    results = (
      <div aria-busy={loading || undefined} className={loading ? "opacity-60 transition-opacity" : undefined}>
        <CompaniesTable
          companies={shown.companies}
          flagValue={(c, f) => overrides[flagKey(c, f)] ?? c[f]}
          flagBusy={(c, f) => busyFlags.has(flagKey(c, f))}
          onToggle={toggle}
          onEdit={setEditing}
          onDelete={remove.ask}
        />
        <Pager page={shown.page} pageSize={shown.pageSize} total={shown.total} noun="companies" onPage={(page) => setQuery({ ...query, page })} />
      </div>
    );

  return (
    <div className="space-y-4">
      <Panel>
        <CompanyFilters query={query} onChange={setQuery} />
        <p className="mt-3 text-sm text-slate-600">
          Changes are saved at once; the public site shows them after the next site rebuild, which you can start in the{" "}
          <a href={adminPath("jobs")} className="font-semibold text-brand-700 underline">
            Jobs System
          </a>
          .
        </p>
      </Panel>
      <Panel>{results}</Panel>
      <CompanyEditDialog company={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
      <ConfirmDialog
        title={deleting ? `Delete ${deleting.name}?` : "Delete company?"}
        message={
          <p>
            This deletes <strong>{deleting?.name}</strong> ({deleting ? `${deleting.city.name}, ${deleting.state.abbreviation}` : ""}) from the
            database with its services; leads it was matched with keep their other companies. This cannot be undone. The public profile goes away at
            the next site rebuild.
          </p>
        }
        confirmLabel="Delete company"
        {...remove.dialog}
      />
    </div>
  );
}
