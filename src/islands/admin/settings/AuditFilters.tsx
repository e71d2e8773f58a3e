import { useId } from "react";
import { type AuditListQuery, type AuditPage, auditActionLabel, EMPTY_AUDIT_QUERY } from "../../../lib/admin/audit";
import { BUTTON, INPUT, LABEL } from "../ui";

/** The audit log's filters: who, what, on what, and a range of days. Each change goes back to page 1. */
export function AuditFilters({ query, options, onChange }: { query: AuditListQuery; options: AuditPage["options"] | undefined; onChange: (next: AuditListQuery) => void }) {
  const id = useId();
  const set = (patch: Partial<AuditListQuery>) => onChange({ ...query, ...patch, page: 1 });
  const filtered = JSON.stringify({ ...query, page: 1 }) !== JSON.stringify(EMPTY_AUDIT_QUERY);
  const select = (key: "actor" | "action" | "targetType", label: string, all: string, values: string[], show: (v: string) => string = (v) => v) => {
    const list = values.includes(query[key]) || query[key] === "" ? values : [query[key], ...values];
    return (
      <div>
        <label htmlFor={`${id}-${key}`} className={LABEL}>
          {label}
        </label>
        <select id={`${id}-${key}`} className={`${INPUT} mt-1`} value={query[key]} onChange={(e) => set({ [key]: e.target.value })}>
          <option value="">{all}</option>
          {list.map((v) => (
            <option key={v} value={v}>
              {show(v)}
            </option>
          ))}
        </select>
      </div>
    );
  };
  return (
    <search aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto_auto] lg:items-end">
      {select("actor", "Who", "Everyone", options?.actors ?? [])}
      {select("action", "Action", "All actions", options?.actions ?? [], auditActionLabel)}
      {select("targetType", "Target", "All targets", options?.targetTypes ?? [])}
      <div>
        <label htmlFor={`${id}-from`} className={LABEL}>
          From (UTC day)
        </label>
        <input id={`${id}-from`} type="date" className={`${INPUT} mt-1`} value={query.from} onChange={(e) => set({ from: e.target.value })} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={LABEL}>
          To (UTC day)
        </label>
        <input id={`${id}-to`} type="date" className={`${INPUT} mt-1`} value={query.to} onChange={(e) => set({ to: e.target.value })} />
      </div>
      <button type="button" className={BUTTON.secondary} disabled={!filtered} onClick={() => onChange(EMPTY_AUDIT_QUERY)}>
        Clear filters
      </button>
    </search>
  );
}
