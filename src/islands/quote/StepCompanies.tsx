import { useStore } from "@nanostores/react";
import type { MatchedCompany } from "../../lib/quote/quote-api";
import { $matched, $quoteForm, toggleCompany } from "../../stores/quote";

/**
 * Step 5: the movers matched for the route, all ticked; the visitor decides who receives the
 * request. With none ticked (or no match) the request still goes to our team.
 */
export function StepCompanies({ idPrefix }: { idPrefix: string }) {
  const matched = useStore($matched);
  const { selectedCompanies } = useStore($quoteForm, { keys: ["selectedCompanies"] });

  if (matched.status !== "ready") {
    return (
      <p role="status" className="text-slate-700">
        Finding movers that serve your route…
      </p>
    );
  }
  if (matched.fallback) {
    return (
      <div className="grid gap-3 text-slate-700">
        <p>We could not match movers to your route automatically. Your request goes to our moving team, who will find licensed movers for you:</p>
        <ul className="grid gap-2">
          {matched.companies.map((c) => (
            <li key={c.id} className="rounded-lg border border-slate-200 p-3">
              <span className="block font-medium text-slate-900">{c.name}</span>
              <span className="block text-sm text-slate-600">{(c.services ?? []).join(" · ")}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const none = selectedCompanies.length === 0;
  return (
    <div className="grid gap-3">
      <p className="text-slate-700">
        These movers serve your route. Untick any you do not want to hear from. If you untick them all, your request still goes to our team, who will
        find movers for you.
      </p>
      <ul className="grid gap-2">
        {matched.companies.map((c) => (
          <CompanyOption key={c.id} company={c} idPrefix={idPrefix} checked={selectedCompanies.includes(c.id)} />
        ))}
      </ul>
      <p role="status" className={`text-sm ${none ? "font-medium text-amber-900" : "text-slate-600"}`}>
        {none
          ? "No movers selected: your request will go to our team only, and we will find movers for you."
          : `${selectedCompanies.length} of ${matched.companies.length} movers selected.`}
      </p>
    </div>
  );
}

function CompanyOption({ company: c, idPrefix, checked }: { company: MatchedCompany; idPrefix: string; checked: boolean }) {
  const id = `${idPrefix}-company-${c.id}`;
  const facts = [
    c.rating !== null && c.rating !== undefined ? `Rated ${c.rating.toFixed(1)} out of 5${c.reviewCount ? ` (${c.reviewCount} reviews)` : ""}` : "",
    c.yearsInBusiness ? `${c.yearsInBusiness} ${c.yearsInBusiness === 1 ? "year" : "years"} in business` : "",
  ].filter(Boolean);
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="checkbox"
        id={id}
        name="selectedCompanies"
        value={c.id}
        checked={checked}
        onChange={(e) => toggleCompany(c.id, e.target.checked)}
        aria-describedby={`${id}-details`}
        className="mt-1 size-4 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">
          {c.name}
        </label>
        <div id={`${id}-details`} className="text-sm text-slate-600">
          {c.requested && <span className="block font-medium text-brand-800">You asked about this mover</span>}
          {(c.services ?? []).length > 0 && <span className="block">{c.services.join(" · ")}</span>}
          {facts.length > 0 && <span className="block">{facts.join(" · ")}</span>}
        </div>
      </div>
    </li>
  );
}
