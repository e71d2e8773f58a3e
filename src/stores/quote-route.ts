import { atom, map } from "nanostores";
import type { LocationItem } from "../lib/quote/location-query";
import type { PlaceResolveQuery } from "../lib/quote/place-resolution";
import { ambiguousPlaceMessage, type PlaceResolution, placeLabel, unknownPlaceMessage } from "../lib/quote/place-text";
import { $fieldErrors, $quoteForm, editLocation, setField, setLocation } from "./quote";

/**
 * Step 1's places typed by hand (not picked from the suggestions): resolved with the same
 * tables as the suggestions before the wizard moves on, so the match at step 5 gets a real
 * ZIP, city and state. An ambiguous name puts its options here for the visitor to choose from;
 * an unknown one puts a message at its field.
 */

export type Side = "from" | "to";
/** Looks a place up; null when the lookup itself failed (offline, server error). */
export type PlaceResolver = (query: PlaceResolveQuery) => Promise<PlaceResolution | null>;

const TEXT = { from: "movingFrom", to: "movingTo" } as const;
const ZIP = { from: "fromLocationZip", to: "toLocationZip" } as const;

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

/**
 * Resolves each side whose text has no stored ZIP yet. True when both sides are now known;
 * false when one is ambiguous, unknown or could not be checked (its field says which) or when
 * the text changed while the lookup ran.
 */
export async function resolveRoute(resolve: PlaceResolver): Promise<boolean> {
  if ($resolvingRoute.get()) return false;
  $resolvingRoute.set(true);
  try {
    const results = await Promise.all((["from", "to"] as const).map((side) => resolveSide(side, resolve)));
    return results.every(Boolean);
  } finally {
    $resolvingRoute.set(false);
  }
}

async function resolveSide(side: Side, resolve: PlaceResolver): Promise<boolean> {
  const form = $quoteForm.get();
  const text = form[TEXT[side]];
  if (form[ZIP[side]] !== "") return true;
  if (text.trim() === "") return false; // the step's own rule ("Enter where…") already says so
  const result = await resolve({ q: text.trim() });
  if ($quoteForm.get()[TEXT[side]] !== text) return false; // typed again meanwhile: that text counts
  if (result === null) {
    setError(side, `We couldn't check “${text.trim()}” just now. Check your connection and press Continue again.`);
    return false;
  }
  if (result.status === "resolved") {
    // The visitor's own words stay in the field (the admin sees what was typed); the place is stored.
    setLocation(side, { ...result.place, label: text, value: text });
    clearPlaceChoices(side);
    return true;
  }
  if (result.status === "ambiguous") {
    $placeChoices.setKey(side, { text: text.trim(), options: result.options });
    setError(side, ambiguousPlaceMessage(text));
    return false;
  }
  clearPlaceChoices(side);
  setError(side, unknownPlaceMessage(text));
  return false;
}

function setError(side: Side, message: string): void {
  $fieldErrors.set({ ...$fieldErrors.get(), [TEXT[side]]: message });
}

/**
 * `?company=<slug>` ("Get Quote" on a mover's profile or card): the mover's city becomes the
 * origin, unless the visitor already has one, and the mover is remembered for matching.
 */
export async function prefillCompany(slug: string, resolve: PlaceResolver): Promise<void> {
  const result = await resolve({ company: slug });
  if (result?.status !== "resolved" || !result.company) return;
  setField("requestedCompany", result.company.slug);
  $requestedCompanyName.set(result.company.name);
  if ($quoteForm.get().movingFrom.trim() !== "") return;
  const label = placeLabel(result.place);
  editLocation("from", label);
  setLocation("from", { ...result.place, label, value: label });
}

/**
 * After the URL prefill (`?from=&to=` from the hero form, the calculator or a city page, and
 * `?company=`): the mover's city first, then every prefilled place is resolved at once, so a
 * link reaches real movers and an ambiguous or unknown place is shown before Continue.
 */
export async function prefillRouteContext(params: URLSearchParams, resolve: PlaceResolver): Promise<void> {
  const company = params.get("company")?.trim().toLowerCase();
  if (company && /^[a-z0-9-]{1,120}$/.test(company)) await prefillCompany(company, resolve);
  const form = $quoteForm.get();
  const typed = (form.movingFrom.trim() !== "" && form.fromLocationZip === "") || (form.movingTo.trim() !== "" && form.toLocationZip === "");
  if (typed) await resolveTypedSides(resolve);
}

/** Like `resolveRoute`, but an empty side is simply left for the visitor to fill in. */
async function resolveTypedSides(resolve: PlaceResolver): Promise<void> {
  await Promise.all((["from", "to"] as const).filter((side) => $quoteForm.get()[TEXT[side]].trim() !== "").map((side) => resolveSide(side, resolve)));
}
