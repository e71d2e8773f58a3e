import { useId } from "react";
import { statusLabel } from "../../../lib/admin/lead-format";
import type { LeadListQuery } from "../../../lib/admin/lead-list-query";
import { LEAD_STATUSES, type LeadStatus } from "../../../lib/leads/pipeline";
import { DateRangeFields, FilterBar, SelectField, StateFilter } from "../ui";

/**
 * The leads list's filters: status, received from/to (native date inputs) and the state the
 * move starts or ends in. Each change applies at once and goes back to page 1.
 */
export function LeadFilters({ query, rangeError, onChange }: { query: LeadListQuery; rangeError?: string; onChange: (next: LeadListQuery) => void }) {
  const id = useId();
  const set = (patch: Partial<LeadListQuery>) => onChange({ ...query, ...patch, page: 1 });
  return (
    <FilterBar
      label="Filter leads"
      layout="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.5fr_auto] lg:items-start"
      filtered={query.status !== "" || query.from !== "" || query.to !== "" || query.state !== ""}
      onClear={() => onChange({ status: "", from: "", to: "", state: "", page: 1 })}
      clearClassName="lg:mt-6"
    >
      <SelectField
        id={`${id}-status`}
        label="Status"
        value={query.status}
        onChange={(status) => set({ status: status as LeadStatus | "" })}
        all="All statuses"
        options={LEAD_STATUSES}
        optionLabel={(s) => statusLabel(s as LeadStatus)}
      />
      <DateRangeFields
        id={id}
        labels={["Received from", "Received to"]}
        from={query.from}
        to={query.to}
        toError={rangeError}
        onChange={(end, value) => set({ [end]: value })}
      />
      <StateFilter id={`${id}-state`} label="State (from or to)" value={query.state} onChange={(state) => set({ state })} />
    </FilterBar>
  );
}
