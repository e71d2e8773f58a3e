import { type SubmitEvent, useEffect, useId, useState } from "react";
import { MAX_COMPANY_SEARCH } from "../../../lib/admin/companies-api";
import type { CompanyListQuery, FlagFilter } from "../../../lib/admin/company-list-query";
import { BUTTON, Field, type SelectFilter, SelectFilters, StateFilter } from "../ui";

/** A yes/no filter: All (""), "true" said as `yes`, "false" said as `no`. */
const flagFilter = <K extends string>(key: K, label: string, yes: string, no: string): SelectFilter<K> => ({
  key,
  label,
  all: "All",
  options: ["true", "false"],
  optionLabel: (value) => (value === "true" ? yes : no),
});

const FLAG_FILTERS = [flagFilter("featured", "Featured", "Featured", "Not featured"), flagFilter("inList", "In lists", "Listed", "Hidden")];

/** Milliseconds of quiet typing before the search runs. */
const SEARCH_DELAY_MS = 300;

/**
 * The companies list's filters: a name/city search (runs 300 ms after typing stops, or at once
 * on Enter), state, featured and in-list selects. Every change goes back to page 1.
 */
export function CompanyFilters({ query, onChange }: { query: CompanyListQuery; onChange: (next: CompanyListQuery) => void }) {
  const id = useId();
  const [text, setText] = useState(query.q);

  // The URL can change under the box (Back button, sidebar link): follow it.
  useEffect(() => setText((current) => (current.trim() === query.q ? current : query.q)), [query.q]);

  useEffect(() => {
    if (text.trim() === query.q) return;
    const timer = setTimeout(() => onChange({ ...query, q: text.trim(), page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, onChange]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() !== query.q) onChange({ ...query, q: text.trim(), page: 1 });
  };
  const set = (patch: Partial<CompanyListQuery>) => onChange({ ...query, ...patch, page: 1 });
  const filtered = query.q !== "" || query.state !== "" || query.featured !== "" || query.inList !== "";

  return (
    <search aria-label="Filter companies">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <Field
          id={`${id}-q`}
          label="Search name or city"
          type="search"
          value={text}
          maxLength={MAX_COMPANY_SEARCH}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        <StateFilter id={`${id}-state`} label="State" value={query.state} onChange={(state) => set({ state })} />
        <SelectFilters id={id} filters={FLAG_FILTERS} values={query} onChange={(key, value) => set({ [key]: value as FlagFilter })} />
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={!filtered && text === ""}
          onClick={() => {
            setText("");
            onChange({ q: "", state: "", featured: "", inList: "", page: 1 });
          }}
        >
          Clear filters
        </button>
      </form>
    </search>
  );
}
