import { ambiguousPlaceMessage, placeLabel, unknownPlaceMessage } from "../lib/quote/place-text";
import { $fieldErrors, $quoteForm, editLocation, setField, setLocation } from "./quote";
import { $placeChoices, $requestedCompanyName, $resolvingRoute, clearPlaceChoices, type PlaceResolver, type Side, TEXT, ZIP } from "./quote-route";

/** Step 1's look-ups of places typed by hand, and the route a link or a mover's "Get Quote" prefills. */

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
  await Promise.all((["from", "to"] as const).filter((side) => holdsLinkPlace(side, params)).map((side) => resolveSide(side, resolve)));
}

/**
 * The side still shows the place the link gave (`?from=`/`?to=`, or the mover's city): only that is
 * looked up ahead of Continue. Text the visitor is typing is looked up when they press Continue,
 * never half-typed as it stands when this code arrives.
 */
function holdsLinkPlace(side: Side, params: URLSearchParams): boolean {
  const form = $quoteForm.get();
  const text = form[TEXT[side]].trim();
  if (text === "" || form[ZIP[side]] !== "") return false;
  return text === params.get(side)?.trim().slice(0, 200);
}
