import { useId } from "react";
import {
  EMPTY_INQUIRY_QUERY,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryListQuery,
  type InquiryStatus,
} from "../../../lib/admin/inquiries";
import { INQUIRY_TOPIC_LABELS, INQUIRY_TOPICS, type InquiryTopic } from "../../../lib/inquiries";
import { FilterBar, SelectField } from "../ui";

/** The inquiries list's filters: topic and status. Each change applies at once and goes back to page 1. */
export function InquiryFilters({ query, onChange }: { query: InquiryListQuery; onChange: (next: InquiryListQuery) => void }) {
  const id = useId();
  const set = (patch: Partial<InquiryListQuery>) => onChange({ ...query, ...patch, page: 1 });
  return (
    <FilterBar
      label="Filter inquiries"
      layout="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      filtered={query.topic !== "" || query.status !== ""}
      onClear={() => onChange(EMPTY_INQUIRY_QUERY)}
    >
      <SelectField
        id={`${id}-topic`}
        label="Topic"
        value={query.topic}
        onChange={(topic) => set({ topic: topic as InquiryTopic | "" })}
        all="All topics"
        options={INQUIRY_TOPICS}
        optionLabel={(t) => INQUIRY_TOPIC_LABELS[t as InquiryTopic]}
      />
      <SelectField
        id={`${id}-status`}
        label="Status"
        value={query.status}
        onChange={(status) => set({ status: status as InquiryStatus | "" })}
        all="All statuses"
        options={INQUIRY_STATUSES}
        optionLabel={(s) => INQUIRY_STATUS_LABELS[s as InquiryStatus]}
      />
    </FilterBar>
  );
}
