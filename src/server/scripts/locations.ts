import type { ZipRecord } from "../../lib/cities";
import { distanceMiles } from "../../lib/geo";
import { slugify } from "../../lib/slug";
import type { CompanyCheckRow, LocationFix } from "../db/store/repositories/maintenance";

/**
 * Location checks of one company against the US ZIP reference data: a ZIP that does not exist
 * or lies in another state, coordinates far from the ZIP's centre, a city that is not the ZIP's.
 * Only two are fixed, and only when the ZIP is in the company's own state: far-off coordinates
 * move to the ZIP's centre, and a city the state does not have at all (the site cannot list the
 * company) becomes the ZIP's city. A city that exists but differs from the ZIP's, or a ZIP of
 * another state, needs a person to decide and is only reported.
 */

export type LocationIssue = "zip-unknown" | "zip-state" | "far" | "city";

export interface LocationProblem {
  id: number;
  name: string;
  city: string;
  state: string;
  zip: string;
  issue: LocationIssue;
  detail: string;
  /** What the fix changes (set when the problem is safely fixable), else null. */
  fix: string | null;
}

/** The ZIP reference as the checks read it: ZIP → record, and the cities of each state. */
export interface ZipReference {
  byZip: Map<string, ZipRecord>;
  cities: Set<string>;
}

export function zipReference(records: Iterable<ZipRecord>): ZipReference {
  const byZip = new Map<string, ZipRecord>();
  const cities = new Set<string>();
  for (const r of records) {
    byZip.set(r.zip, r);
    cities.add(`${r.state}|${slugify(r.city)}`);
  }
  return { byZip, cities };
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/** The problems of one company and, for the fixable ones, the correction to apply. */
export function checkCompanyLocation(
  c: CompanyCheckRow,
  ref: ZipReference,
  maxMiles: number,
): { problems: LocationProblem[]; fix: LocationFix | null } {
  const base = { id: c.id, name: c.name, city: c.city, state: c.state, zip: c.zip };
  const zip = ref.byZip.get(c.zip.trim());
  if (!zip) return { problems: [{ ...base, issue: "zip-unknown", detail: `ZIP ${c.zip} is not a known US ZIP code`, fix: null }], fix: null };
  if (zip.state !== c.state.toUpperCase()) {
    return {
      problems: [{ ...base, issue: "zip-state", detail: `ZIP ${c.zip} is in ${zip.state} (${zip.city}), not ${c.state}`, fix: null }],
      fix: null,
    };
  }
  const problems: LocationProblem[] = [];
  const fix: LocationFix = { id: c.id };
  const miles = distanceMiles({ lat: c.lat, lng: c.lng }, zip);
  if (!Number.isFinite(miles) || miles > maxMiles) {
    fix.lat = round(zip.lat);
    fix.lng = round(zip.lng);
    problems.push({
      ...base,
      issue: "far",
      detail: `Coordinates ${c.lat}, ${c.lng} are ${Math.round(miles)} miles from ZIP ${c.zip}'s centre`,
      fix: `coordinates → ${fix.lat}, ${fix.lng}`,
    });
  }
  if (slugify(c.city) !== slugify(zip.city)) {
    const known = ref.cities.has(`${zip.state}|${slugify(c.city)}`);
    if (!known) fix.city = zip.city;
    problems.push({
      ...base,
      issue: "city",
      detail: known
        ? `ZIP ${c.zip} belongs to ${zip.city}, not ${c.city}`
        : `${c.city} is not a city of ${c.state}; ZIP ${c.zip} belongs to ${zip.city}`,
      fix: known ? null : `city → ${zip.city}`,
    });
  }
  return { problems, fix: Object.keys(fix).length > 1 ? fix : null };
}
