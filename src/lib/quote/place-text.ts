import { stateByAbbreviation, US_STATES } from "../states";
import type { LocationItem } from "./location-query";

export { placeLabel } from "./location-query";

/**
 * How a place typed by hand (not picked from the suggestions) is read: a ZIP code wins when
 * there is one; otherwise a city, with its state when the text ends in a state code or name.
 * The server looks each reading up with exact matches in the snapshot's ZIP and city tables
 * (the tables the suggestions come from) and decides with `decidePlace`.
 */

/** One way to read the text: by ZIP, or by city name (exact, any case) with an optional state. */
export type PlaceReading = { by: "zip"; zip: string } | { by: "city"; city: string; state: string | null };

/** What a typed place resolves to (the body of GET /api/locations/resolve, `placeResolutionSchema`). */
export type PlaceResolution =
  | { status: "resolved"; place: LocationItem; company?: { slug: string; name: string } }
  | { status: "ambiguous"; options: LocationItem[] }
  | { status: "unknown" };

/** At most this many places are offered when a name is ambiguous. */
export const MAX_PLACE_OPTIONS = 10;
/** Longer text is no place name (the suggestions' city search stops at 60 characters too). */
export const MAX_PLACE_TEXT = 80;

const stateNames = US_STATES.map((s) => ({ name: s.name.toLowerCase(), abbreviation: s.abbreviation })).sort((a, b) => b.name.length - a.name.length);

/** Trims, collapses runs of spaces and drops stray punctuation at either end. */
export function normalizePlaceText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[\s,.;]+|[\s,.;]+$/g, "");
}

/**
 * The readings of a typed place, most likely first; [] when the text cannot name a place.
 * "60601" → ZIP; "Austin, TX 78701" or "78701 (Austin, TX)" (the suggestion labels) → the ZIP;
 * "Austin, TX", "austin tx", "Austin, Texas" → city in state; "Austin" → city anywhere.
 * "City ST" without a comma is also read as one longer city name, second, because a few towns
 * end in a word that is a state code.
 */
export function readPlaceText(text: string): PlaceReading[] {
  const value = normalizePlaceText(text);
  if (value === "" || value.length > MAX_PLACE_TEXT) return [];
  const zip = value.match(/^(\d{5})(?:-\d{4})?(?:\s*\(.*\))?$/) ?? value.match(/(?:^|[\s,])(\d{5})(?:-\d{4})?$/);
  if (zip) return [{ by: "zip", zip: zip[1] }];
  if (!/[a-z]/i.test(value) || /\d/.test(value)) return [];

  const comma = value.lastIndexOf(",");
  if (comma > 0) {
    const city = normalizePlaceText(value.slice(0, comma));
    const state = stateCode(value.slice(comma + 1).trim());
    if (city && state) return [{ by: "city", city, state }];
    return city ? [{ by: "city", city, state: null }] : [];
  }
  const suffix = trailingState(value);
  if (suffix)
    return [
      { by: "city", city: suffix.city, state: suffix.state },
      { by: "city", city: value, state: null },
    ];
  return [{ by: "city", city: value, state: null }];
}

/** A state code for "TX", "tx" or "Texas"; null for anything else. */
function stateCode(text: string): string | null {
  if (/^[a-z]{2}$/i.test(text)) return stateByAbbreviation(text)?.abbreviation ?? null;
  const lower = text.toLowerCase();
  return stateNames.find((s) => s.name === lower)?.abbreviation ?? null;
}

/** "Austin TX" → Austin in TX; "Kansas City Missouri" → Kansas City in MO; otherwise null. */
function trailingState(value: string): { city: string; state: string } | null {
  const code = value.match(/^(.+) ([a-z]{2})$/i);
  if (code) {
    const state = stateByAbbreviation(code[2]);
    if (state) return { city: code[1], state: state.abbreviation };
  }
  const lower = value.toLowerCase();
  for (const s of stateNames) {
    if (lower.endsWith(` ${s.name}`)) return { city: value.slice(0, value.length - s.name.length - 1), state: s.abbreviation };
  }
  return null;
}

/**
 * The rule once a reading has been looked up: one place → resolved; several different cities
 * (same name, other states) → ambiguous, largest first as found; none → unknown.
 */
export function decidePlace(found: readonly LocationItem[]): PlaceResolution {
  const seen = new Set<string>();
  const options: LocationItem[] = [];
  for (const item of found) {
    const key = `${item.city.toLowerCase()}|${item.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    options.push(item);
  }
  if (options.length === 0) return { status: "unknown" };
  if (options.length === 1) return { status: "resolved", place: options[0] };
  return { status: "ambiguous", options: options.slice(0, MAX_PLACE_OPTIONS) };
}

/** The message at the field when the text names no place we know. */
export function unknownPlaceMessage(text: string): string {
  return `We couldn't find “${normalizePlaceText(text)}”. Try a ZIP code or “City, ST”.`;
}

/** The message at the field when several places share the name. */
export function ambiguousPlaceMessage(text: string): string {
  return `More than one place is called “${normalizePlaceText(text)}”. Choose the one you mean.`;
}
