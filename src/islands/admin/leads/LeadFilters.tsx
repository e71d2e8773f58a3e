import { useId } from "react";
import { statusLabel } from "../../../lib/admin/lead-format";
import type { LeadListQuery } from "../../../lib/admin/lead-list-query";
import { LEAD_STATUSES, type LeadStatus } from "../../../lib/leads/pipeline";
import { BUTTON, INPUT, LABEL, StateFilter } from "../ui";


/**
 * The leads list's filters: status, received from/to (native date inputs) and the state the
 * move starts or ends in. Each change applies at once and goes back to page 1.
 */
export function LeadFilters({ query, rangeError, onChange }: { query: LeadListQuery; rangeError?: string; onChange: (next: LeadListQuery) => void }) {
  const id = useId();
  const set = (patch: Partial<LeadListQuery>) => onChange({ ...query, ...patch, page: 1 });
  const filtered = query.status !== "" || query.from !== "" || query.to !== "" || query.state !== "";
  return (
    <search aria-label="Filter leads" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.5fr_auto] lg:items-start">
      <div>
        <label htmlFor={`${id}-status`} className={LABEL}>
          Status
        </label>
        <select id={`${id}-status`} className={`${INPUT} mt-1`} value={query.status} onChange={(e) => set({ status: e.target.value as LeadStatus | "" })}>
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={LABEL}>
          Received from
        </label>
        <input id={`${id}-from`} type="date" className={`${INPUT} mt-1`} value={query.from} max={query.to || undefined} onChange={(e) => set({ from: e.target.value })} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={LABEL}>
          Received to
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={`${INPUT} mt-1`}
          value={query.to}
          min={query.from || undefined}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? `${id}-range` : undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
        {rangeError && (
          <p id={`${id}-range`} className="mt-1 text-sm font-medium text-red-800">
            {rangeError}
          </p>
        )}
      </div>
      <StateFilter id={`${id}-state`} label="State (from or to)" value={query.state} onChange={(state) => set({ state })} />
      <button type="button" className={`${BUTTON.secondary} lg:mt-6`} disabled={!filtered} onClick={() => onChange({ status: "", from: "", to: "", state: "", page: 1 })}>
        Clear filters
      </button>
    </search>
  );
}
