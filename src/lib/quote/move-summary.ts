import { isRealDay } from "../dates";
import type { QuoteFormState } from "./form-state";
import { moveSizeLabel } from "./move-sizes";

/** The move as the success step repeats it: places, date and size, already in words. */
export interface MoveSummary {
  from: string;
  to: string;
  /** "Tuesday, December 22, 2026", or "" when no date was given. */
  date: string;
  /** The move size's label ("2-3 Bedrooms"). */
  size: string;
}

/** "Austin, TX 78701" from the resolved place, else what the visitor typed. */
function placeLabel(city: string, state: string, zip: string, typed: string): string {
  if (city && state) return `${city}, ${state}${zip ? ` ${zip}` : ""}`;
  return typed.trim();
}

/**
 * A YYYY-MM-DD date in words, read as a calendar day (no time zone shifts it):
 * `moveDateInWords("2026-12-22") === "Tuesday, December 22, 2026"`; anything else is returned as is.
 */
export function moveDateInWords(iso: string): string {
  if (!isRealDay(iso)) return iso;
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The summary of the move a quote form describes. */
export function moveSummary(form: QuoteFormState): MoveSummary {
  return {
    from: placeLabel(form.fromLocationCity, form.fromLocationState, form.fromLocationZip, form.movingFrom),
    to: placeLabel(form.toLocationCity, form.toLocationState, form.toLocationZip, form.movingTo),
    date: moveDateInWords(form.movingDate),
    size: moveSizeLabel(form.moveSize),
  };
}
