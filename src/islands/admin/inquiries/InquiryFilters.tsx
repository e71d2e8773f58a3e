import { useId } from "react";
import {
  EMPTY_INQUIRY_QUERY,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryListQuery,
  type InquiryStatus,
} from "../../../lib/admin/inquiries-api";
import { INQUIRY_TOPIC_LABELS, INQUIRY_TOPICS, type InquiryTopic } from "../../../lib/inquiries/inquiries-api";
import { FilterBar, type SelectFilter, SelectFilters } from "../ui";

/** The inquiries list's filters: topic and status. Each change applies at once and goes back to page 1. */
export function InquiryFilters({ query, onChange }: { query: InquiryListQuery; onChange: (next: InquiryListQuery) => void }) {
  const id = useId();
  const set = (patch: Partial<InquiryListQuery>) => onChange({ ...query, ...patch, page: 1 });
  const filters: readonly SelectFilter<"topic" | "status">[] = [
    { key: "topic", label: "Topic", all: "All topics", options: INQUIRY_TOPICS, optionLabel: (v) => INQUIRY_TOPIC_LABELS[v as InquiryTopic] },
    { key: "status", label: "Status", all: "All statuses", options: INQUIRY_STATUSES, optionLabel: (v) => INQUIRY_STATUS_LABELS[v as InquiryStatus] },
  ];
  return (
    <FilterBar
      label="Filter inquiries"
      layout="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      filtered={query.topic !== "" || query.status !== ""}
      onClear={() => onChange(EMPTY_INQUIRY_QUERY)}
    >
      <SelectFilters id={id} filters={filters} values={query} onChange={(key, value) => set({ [key]: value })} />
    </FilterBar>
  );
}
