import { useId } from "react";
import { EMPTY_INQUIRY_QUERY, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryListQuery, type InquiryStatus } from "../../../lib/admin/inquiries";
import { INQUIRY_TOPIC_LABELS, INQUIRY_TOPICS, type InquiryTopic } from "../../../lib/inquiries";
import { BUTTON, INPUT, LABEL } from "../ui";

/** The inquiries list's filters: topic and status. Each change applies at once and goes back to page 1. */
export function InquiryFilters({ query, onChange }: { query: InquiryListQuery; onChange: (next: InquiryListQuery) => void }) {
  const id = useId();
  const set = (patch: Partial<InquiryListQuery>) => onChange({ ...query, ...patch, page: 1 });
  const filtered = query.topic !== "" || query.status !== "";
  return (
    <search aria-label="Filter inquiries" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor={`${id}-topic`} className={LABEL}>
          Topic
        </label>
        <select id={`${id}-topic`} className={`${INPUT} mt-1`} value={query.topic} onChange={(e) => set({ topic: e.target.value as InquiryTopic | "" })}>
          <option value="">All topics</option>
          {INQUIRY_TOPICS.map((t) => (
            <option key={t} value={t}>
              {INQUIRY_TOPIC_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={LABEL}>
          Status
        </label>
        <select id={`${id}-status`} className={`${INPUT} mt-1`} value={query.status} onChange={(e) => set({ status: e.target.value as InquiryStatus | "" })}>
          <option value="">All statuses</option>
          {INQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {INQUIRY_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={BUTTON.secondary} disabled={!filtered} onClick={() => onChange(EMPTY_INQUIRY_QUERY)}>
        Clear filters
      </button>
    </search>
  );
}
