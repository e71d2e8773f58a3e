import { useId } from "react";
import { EMPTY_INQUIRY_QUERY, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryListQuery } from "../../../lib/admin/inquiries";
import { INQUIRY_TOPIC_LABELS, INQUIRY_TOPICS } from "../../../lib/inquiries";
import { FilterBar, SelectField } from "../ui";

/** The inquiries list's filters: topic and status. Each change applies at once and goes back to page 1. */
export function InquiryFilters({ query, onChange }: { query: InquiryListQuery; onChange: (next: InquiryListQuery) => void }) {
  const id = useId();
  const set = (patch: Partial<InquiryListQuery>) => onChange({ ...query, ...patch, page: 1 });
  const filters = [
    { key: "topic", label: "Topic", all: "All topics", options: INQUIRY_TOPICS, labels: INQUIRY_TOPIC_LABELS },
    { key: "status", label: "Status", all: "All statuses", options: INQUIRY_STATUSES, labels: INQUIRY_STATUS_LABELS },
  ] as const;
  return (
    <FilterBar
      label="Filter inquiries"
      layout="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      filtered={query.topic !== "" || query.status !== ""}
      onClear={() => onChange(EMPTY_INQUIRY_QUERY)}
    >
      {filters.map((filter) => (
        <SelectField
          key={filter.key}
          id={`${id}-${filter.key}`}
          label={filter.label}
          value={query[filter.key]}
          onChange={(value) => set({ [filter.key]: value })}
          all={filter.all}
          options={filter.options}
          optionLabel={(value) => filter.labels[value as keyof typeof filter.labels]}
        />
      ))}
    </FilterBar>
  );
}
