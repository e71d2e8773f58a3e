// A type-only import: this module ships in the wizard, which must not pull in zod.
import type { LocationItem } from "../locations/locations-api";

/** Autocomplete rules: when to search, by what, and how suggestions are labelled. */

export const AUTOCOMPLETE_DEBOUNCE_MS = 200;
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_BLUR_HIDE_MS = 100;
export const AUTOCOMPLETE_MAX_HEIGHT_PX = 250;
export const MAX_SUGGESTIONS = 10;

export type LocationQuery = { by: "zip"; value: string } | { by: "city"; value: string };

/**
 * What to search for: digits only with at least 2 digits → by ZIP; otherwise at least 2
 * letters or spaces → by city; anything shorter → null (the dropdown hides).
 */
export function classifyLocationQuery(text: string): LocationQuery | null {
  const value = text.trim();
  if (/^\d+$/.test(value)) return value.length >= AUTOCOMPLETE_MIN_CHARS ? { by: "zip", value: value.slice(0, 5) } : null;
  const letters = (value.match(/[a-z\s]/gi) ?? []).length;
  return letters >= AUTOCOMPLETE_MIN_CHARS ? { by: "city", value } : null;
}

/** A suggestion as `GET /api/locations` answers it. */
export type { LocationItem };

export interface LocationSuggestion extends LocationItem {
  label: string;
  value: string;
}

/**
 * Suggestions for a response: labelled '{zip} ({city}, {state})' for ZIP searches and
 * '{city}, {state} {zip}' for city searches, de-duplicated by value.
 */
export function toSuggestions(items: readonly LocationItem[], by: LocationQuery["by"]): LocationSuggestion[] {
  const seen = new Set<string>();
  const out: LocationSuggestion[] = [];
  for (const item of items) {
    const label = by === "zip" ? `${item.zip} (${item.city}, ${item.state})` : `${item.city}, ${item.state} ${item.zip}`;
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({ ...item, label, value: label });
  }
  return out;
}

/** The suggestions one search answered, with the query they answer. */
export interface LocationAnswer {
  query: LocationQuery;
  suggestions: LocationSuggestion[];
}

/**
 * The suggestions that may be offered for what is typed now. An answer to the current query is
 * offered whole. While a newer query's answer is on its way, an answer to an earlier, shorter
 * prefix keeps only the places that still start with the current text (so "902" never offers
 * 90001); an answer to any other query offers nothing.
 */
export function suggestionsFor(answer: LocationAnswer | null, query: LocationQuery | null): LocationSuggestion[] {
  if (!answer || !query || answer.query.by !== query.by) return [];
  if (answer.query.value === query.value) return answer.suggestions;
  const typed = query.value.toLowerCase();
  if (!typed.startsWith(answer.query.value.toLowerCase())) return [];
  return answer.suggestions.filter((s) => (query.by === "zip" ? s.zip : s.city).toLowerCase().startsWith(typed));
}

/** Whether `answer` is the answer to `query` itself, not to an earlier text. */
export function answers(answer: LocationAnswer | null, query: LocationQuery | null): boolean {
  return answer !== null && query !== null && answer.query.by === query.by && answer.query.value === query.value;
}

/** "Springfield, IL": how a resolved place is written back into the field. */
export function placeLabel(place: LocationItem): string {
  return `${place.city}, ${place.state}`;
}
