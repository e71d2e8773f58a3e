import { slugify } from "./slug";
import { stateByAbbreviation } from "./states";

/**
 * Major cities, in the order the home page shows them: the hero links the first
 * five. Slugs follow the city table's rule, so links match the pre-rendered city pages.
 */
export interface MajorCity {
  name: string;
  stateAbbreviation: string;
  stateSlug: string;
  citySlug: string;
}

const list: Array<[string, string]> = [
  ["New York", "NY"],
  ["Los Angeles", "CA"],
  ["Chicago", "IL"],
  ["Houston", "TX"],
  ["Phoenix", "AZ"],
  ["Philadelphia", "PA"],
  ["San Antonio", "TX"],
  ["San Diego", "CA"],
  ["Dallas", "TX"],
  ["Austin", "TX"],
  ["Jacksonville", "FL"],
  ["Columbus", "OH"],
  ["Charlotte", "NC"],
  ["Seattle", "WA"],
  ["Denver", "CO"],
  ["Boston", "MA"],
];

export const MAJOR_CITIES: readonly MajorCity[] = list.map(([name, abbreviation]) => {
  const state = stateByAbbreviation(abbreviation);
  if (!state) throw new Error(`Unknown state ${abbreviation}`);
  return { name, stateAbbreviation: abbreviation, stateSlug: state.slug, citySlug: slugify(name) };
});

/** How many major cities the hero links: the first 5. */
export const HERO_CITY_COUNT = 5;
