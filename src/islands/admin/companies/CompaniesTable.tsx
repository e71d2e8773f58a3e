import type { AdminCompany } from "../../../lib/admin/companies-api";
import { companyProfilePath } from "../../../lib/routes";
import { BUTTON } from "../ui";

/** A list toggle: which flag of which company. */
export type CompanyFlag = "isFeatured" | "isInList";

export interface CompaniesTableProps {
  companies: AdminCompany[];
  /** Shown value of a flag (an optimistic change wins over the loaded value). */
  flagValue: (company: AdminCompany, flag: CompanyFlag) => boolean;
  /** Whether a change of this flag is on its way to the server. */
  flagBusy: (company: AdminCompany, flag: CompanyFlag) => boolean;
  onToggle: (company: AdminCompany, flag: CompanyFlag, value: boolean) => void;
  onEdit: (company: AdminCompany) => void;
  onDelete: (company: AdminCompany) => void;
}

const TH = "px-3 py-2 text-left font-semibold text-slate-800";
const TD = "px-3 py-2 align-top";
const CHECKBOX =
  "h-5 w-5 cursor-pointer accent-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-wait";

function FlagToggle({ company, flag, label, props }: { company: AdminCompany; flag: CompanyFlag; label: string; props: CompaniesTableProps }) {
  const busy = props.flagBusy(company, flag);
  return (
    <label className="inline-flex items-center p-1">
      <input
        type="checkbox"
        className={CHECKBOX}
        checked={props.flagValue(company, flag)}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(e) => props.onToggle(company, flag, e.target.checked)}
      />
      <span className="sr-only">
        {label}: {company.name}
      </span>
    </label>
  );
}

function ratingText(company: AdminCompany): string {
  if (company.rating === null) return "No rating";
  return company.rating.toFixed(1);
}

/**
 * The companies of one page: name (public profile in a new tab), place, rating, the featured and
 * in-list toggles, and Edit / Delete. Scrolls sideways on narrow screens.
 */
export function CompaniesTable(props: CompaniesTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[52rem] divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Companies matching the filters, by name</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              Company
            </th>
            <th scope="col" className={TH}>
              Location
            </th>
            <th scope="col" className={TH}>
              Rating
            </th>
            <th scope="col" className={`${TH} text-center`}>
              Featured
            </th>
            <th scope="col" className={`${TH} text-center`}>
              In lists
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {props.companies.map((company) => (
            <tr key={company.id}>
              <th scope="row" className={`${TD} text-left font-normal`}>
                <a
                  href={companyProfilePath(company.slug)}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  {company.name}
                  <span className="sr-only"> (public profile, opens in a new tab)</span>
                </a>
                <div className="text-xs text-slate-600">{company.slug}</div>
              </th>
              <td className={`${TD} whitespace-nowrap text-slate-800`}>
                {company.city.name}, {company.state.abbreviation}
                <div className="text-xs text-slate-600">{company.zipCode}</div>
              </td>
              <td className={`${TD} whitespace-nowrap text-slate-800`}>
                {ratingText(company)}
                <div className="text-xs text-slate-600">
                  {company.reviewCount.toLocaleString("en-US")} {company.reviewCount === 1 ? "review" : "reviews"}
                </div>
              </td>
              <td className={`${TD} text-center`}>
                <FlagToggle company={company} flag="isFeatured" label="Featured" props={props} />
              </td>
              <td className={`${TD} text-center`}>
                <FlagToggle company={company} flag="isInList" label="Shown in lists" props={props} />
              </td>
              <td className={`${TD} whitespace-nowrap text-right`}>
                <div className="flex justify-end gap-2">
                  <button type="button" className={BUTTON.secondary} onClick={() => props.onEdit(company)}>
                    Edit<span className="sr-only"> {company.name}</span>
                  </button>
                  <button type="button" className={BUTTON.danger} onClick={() => props.onDelete(company)}>
                    Delete<span className="sr-only"> {company.name}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
