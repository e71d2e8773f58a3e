import { atom, map } from "nanostores";
import { type LocationItem, placeLabel } from "../lib/quote/location-query";
import type { PlaceResolveQuery } from "../lib/quote/place-resolution";
import type { PlaceResolution } from "../lib/quote/place-text";
import { setLocation } from "./quote";

/**
 * Step 1's places typed by hand (not picked from the suggestions): resolved with the same
 * tables as the suggestions before the wizard moves on, so the match at step 5 gets a real
 * ZIP, city and state. An ambiguous name puts its options here for the visitor to choose from;
 * an unknown one puts a message at its field. The look-ups themselves are in
 * quote-route-resolve.ts, loaded with the wizard's transitions.
 */

export type Side = "from" | "to";
/** Looks a place up; null when the lookup itself failed (offline, server error). */
export type PlaceResolver = (query: PlaceResolveQuery) => Promise<PlaceResolution | null>;

export const TEXT = { from: "movingFrom", to: "movingTo" } as const;
export const ZIP = { from: "fromLocationZip", to: "toLocationZip" } as const;

/** An ambiguous name as typed and the places it may mean, largest first. */
export interface PlaceChoices {
  text: string;
  options: LocationItem[];
}

/**
 * The places the visitor must choose between, per side, from the moment a typed name proves
 * ambiguous until the text is edited again (choosing keeps the group, so arrow keys can move
 * through it).
 */
export const $placeChoices = map<Partial<Record<Side, PlaceChoices>>>({});
/** True while Continue waits for the lookups (a second press must not advance twice). */
export const $resolvingRoute = atom(false);
/** The mover the wizard was opened for ("Get Quote"), by name, for step 1 to mention. */
export const $requestedCompanyName = atom("");

/** Forgets one side's choices (the visitor typed again or chose). */
export function clearPlaceChoices(side: Side): void {
  if ($placeChoices.get()[side] === undefined) return;
  const { [side]: _gone, ...rest } = $placeChoices.get();
  $placeChoices.set(rest);
}

/** The visitor picked one of the ambiguous places: stored as a picked suggestion would be. */
export function choosePlace(side: Side, place: LocationItem): void {
  const label = placeLabel(place);
  setLocation(side, { ...place, label, value: label });
}
