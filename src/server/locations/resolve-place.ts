import { decidePlace, MAX_PLACE_OPTIONS, type PlaceResolution, readPlaceText } from "../../lib/quote/place-text";
import { getCompanyBySlug } from "../db/snapshot/companies";
import { findCitiesNamed, findZipPlace } from "../db/snapshot/locations";
import type { Db } from "../db/snapshot/snapshot";

/**
 * Resolves a place typed by hand in the quote form: each reading of the text in turn (see
 * `readPlaceText`), looked up exactly in the snapshot; the first reading that finds anything
 * decides. Text that names no place is "unknown".
 */
export function resolvePlace(db: Db, text: string): PlaceResolution {
  for (const reading of readPlaceText(text)) {
    const found =
      reading.by === "zip"
        ? [findZipPlace(db, reading.zip)].filter((p) => p !== undefined)
        : findCitiesNamed(db, reading.city, reading.state, MAX_PLACE_OPTIONS + 1);
    if (found.length > 0) return decidePlace(found);
  }
  return { status: "unknown" };
}

/**
 * The city of a mover, for a quote asked from its profile ("Get Quote"): its own ZIP code with
 * its city and state, plus its name for the wizard to mention. Unknown slug → "unknown".
 */
export function resolveCompanyPlace(db: Db, slug: string): PlaceResolution {
  const company = getCompanyBySlug(db, slug);
  if (!company) return { status: "unknown" };
  const zip = findZipPlace(db, company.zipCode)
    ? company.zipCode
    : (findCitiesNamed(db, company.city.name, company.state.abbreviation, 1)[0]?.zip ?? "");
  if (!zip) return { status: "unknown" };
  return {
    status: "resolved",
    place: { zip, city: company.city.name, state: company.state.abbreviation },
    company: { slug: company.slug, name: company.name },
  };
}
