import { type SubmitEvent, useEffect, useId, useState } from "react";
import { MAX_COMPANY_SEARCH } from "../../../lib/admin/companies-api";
import type { CompanyListQuery, FlagFilter } from "../../../lib/admin/company-list-query";
import { BUTTON, INPUT, LABEL, StateFilter } from "../ui";

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
        <div>
          <label htmlFor={`${id}-q`} className={LABEL}>
            Search name or city
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={`${INPUT} mt-1`}
            value={text}
            maxLength={MAX_COMPANY_SEARCH}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <StateFilter id={`${id}-state`} label="State" value={query.state} onChange={(state) => set({ state })} />
        <div>
          <label htmlFor={`${id}-featured`} className={LABEL}>
            Featured
          </label>
          <select
            id={`${id}-featured`}
            className={`${INPUT} mt-1`}
            value={query.featured}
            onChange={(e) => set({ featured: e.target.value as FlagFilter })}
          >
            <option value="">All</option>
            <option value="true">Featured</option>
            <option value="false">Not featured</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-in-list`} className={LABEL}>
            In lists
          </label>
          <select
            id={`${id}-in-list`}
            className={`${INPUT} mt-1`}
            value={query.inList}
            onChange={(e) => set({ inList: e.target.value as FlagFilter })}
          >
            <option value="">All</option>
            <option value="true">Listed</option>
            <option value="false">Hidden</option>
          </select>
        </div>
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
