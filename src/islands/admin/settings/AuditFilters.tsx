import { useId } from "react";
import { type AuditListQuery, type AuditPage, auditActionLabel, EMPTY_AUDIT_QUERY } from "../../../lib/admin/audit-api";
import { Field, FilterBar, SelectField } from "../ui";

/** The audit log's filters: who, what, on what, and a range of days. Each change goes back to page 1. */
export function AuditFilters({
  query,
  options,
  onChange,
}: {
  query: AuditListQuery;
  options: AuditPage["options"] | undefined;
  onChange: (next: AuditListQuery) => void;
}) {
  const id = useId();
  const set = (patch: Partial<AuditListQuery>) => onChange({ ...query, ...patch, page: 1 });
  const select = (key: "actor" | "action" | "targetType", label: string, all: string, values: string[], show?: (v: string) => string) => (
    <SelectField
      id={`${id}-${key}`}
      label={label}
      value={query[key]}
      onChange={(value) => set({ [key]: value })}
      all={all}
      options={values.includes(query[key]) || query[key] === "" ? values : [query[key], ...values]}
      optionLabel={show}
    />
  );
  return (
    <FilterBar
      label="Filter the audit log"
      layout="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto_auto] lg:items-end"
      filtered={JSON.stringify({ ...query, page: 1 }) !== JSON.stringify(EMPTY_AUDIT_QUERY)}
      onClear={() => onChange(EMPTY_AUDIT_QUERY)}
    >
      {select("actor", "Who", "Everyone", options?.actors ?? [])}
      {select("action", "Action", "All actions", options?.actions ?? [], auditActionLabel)}
      {select("targetType", "Target", "All targets", options?.targetTypes ?? [])}
      <Field id={`${id}-from`} label="From (UTC day)" type="date" value={query.from} onChange={(e) => set({ from: e.target.value })} />
      <Field id={`${id}-to`} label="To (UTC day)" type="date" value={query.to} onChange={(e) => set({ to: e.target.value })} />
    </FilterBar>
  );
}
