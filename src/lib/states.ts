/**
 * The 50 US states plus the District of Columbia: the one list the whole product uses.
 * `fips` is the Census code (the feature id in us-atlas); `region` is the Census region,
 * used by the home page's browse-by-state section.
 */
export type Region = "Northeast" | "Midwest" | "South" | "West";

export interface UsState {
  name: string;
  abbreviation: string;
  slug: string;
  fips: string;
  region: Region;
}

const rows: Array<[string, string, string, Region]> = [
  ["Alabama", "AL", "01", "South"],
  ["Alaska", "AK", "02", "West"],
  ["Arizona", "AZ", "04", "West"],
  ["Arkansas", "AR", "05", "South"],
  ["California", "CA", "06", "West"],
  ["Colorado", "CO", "08", "West"],
  ["Connecticut", "CT", "09", "Northeast"],
  ["Delaware", "DE", "10", "South"],
  ["District of Columbia", "DC", "11", "South"],
  ["Florida", "FL", "12", "South"],
  ["Georgia", "GA", "13", "South"],
  ["Hawaii", "HI", "15", "West"],
  ["Idaho", "ID", "16", "West"],
  ["Illinois", "IL", "17", "Midwest"],
  ["Indiana", "IN", "18", "Midwest"],
  ["Iowa", "IA", "19", "Midwest"],
  ["Kansas", "KS", "20", "Midwest"],
  ["Kentucky", "KY", "21", "South"],
  ["Louisiana", "LA", "22", "South"],
  ["Maine", "ME", "23", "Northeast"],
  ["Maryland", "MD", "24", "South"],
  ["Massachusetts", "MA", "25", "Northeast"],
  ["Michigan", "MI", "26", "Midwest"],
  ["Minnesota", "MN", "27", "Midwest"],
  ["Mississippi", "MS", "28", "South"],
  ["Missouri", "MO", "29", "Midwest"],
  ["Montana", "MT", "30", "West"],
  ["Nebraska", "NE", "31", "Midwest"],
  ["Nevada", "NV", "32", "West"],
  ["New Hampshire", "NH", "33", "Northeast"],
  ["New Jersey", "NJ", "34", "Northeast"],
  ["New Mexico", "NM", "35", "West"],
  ["New York", "NY", "36", "Northeast"],
  ["North Carolina", "NC", "37", "South"],
  ["North Dakota", "ND", "38", "Midwest"],
  ["Ohio", "OH", "39", "Midwest"],
  ["Oklahoma", "OK", "40", "South"],
  ["Oregon", "OR", "41", "West"],
  ["Pennsylvania", "PA", "42", "Northeast"],
  ["Rhode Island", "RI", "44", "Northeast"],
  ["South Carolina", "SC", "45", "South"],
  ["South Dakota", "SD", "46", "Midwest"],
  ["Tennessee", "TN", "47", "South"],
  ["Texas", "TX", "48", "South"],
  ["Utah", "UT", "49", "West"],
  ["Vermont", "VT", "50", "Northeast"],
  ["Virginia", "VA", "51", "South"],
  ["Washington", "WA", "53", "West"],
  ["West Virginia", "WV", "54", "South"],
  ["Wisconsin", "WI", "55", "Midwest"],
  ["Wyoming", "WY", "56", "West"],
];

/** All 51 entries, sorted by name. */
export const US_STATES: readonly UsState[] = rows.map(([name, abbreviation, fips, region]) => ({
  name,
  abbreviation,
  slug: name.toLowerCase().replace(/\s+/g, "-"),
  fips,
  region,
}));

/** The abbreviations as a tuple, for `z.enum`. */
export const STATE_ABBREVIATIONS = US_STATES.map((s) => s.abbreviation) as [string, ...string[]];

const byAbbreviation = new Map(US_STATES.map((s) => [s.abbreviation, s]));
const bySlug = new Map(US_STATES.map((s) => [s.slug, s]));

/** Looks a state up by its two-letter code, case-insensitively. `stateByAbbreviation("tx")?.name === "Texas"`. */
export function stateByAbbreviation(abbreviation: string): UsState | undefined {
  return byAbbreviation.get(abbreviation.trim().toUpperCase());
}

/** Looks a state up by its URL slug, e.g. `stateBySlug("new-york")`. */
export function stateBySlug(slug: string): UsState | undefined {
  return bySlug.get(slug);
}
