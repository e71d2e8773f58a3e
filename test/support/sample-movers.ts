import { csvText } from "./test-database";

/**
 * Test support: the movers the quote and admin tests seed, around the sample quote's route
 * (Beverly Hills, CA → Austin, TX): two in Beverly Hills (one local only, one also long-distance),
 * two long-distance movers elsewhere in California, a local mover at the route's end and one in Dallas.
 */
const HEADER = ["slug", "name", "city", "state", "zip", "services", "rating", "review_count", "is_featured"];
/** Each mover's CSV cells after its slug, up to the review count. */
const MOVERS = {
  "bh-local": ["Beverly Local Movers", "Beverly Hills", "CA", "90210", "local-moving", "4.9", "300"],
  "bh-long": ["Beverly Long Haul", "Beverly Hills", "CA", "90210", "local-moving|long-distance-moving", "4.6", "120"],
  "la-long": ["LA Cross Country", "Los Angeles", "CA", "90012", "long-distance-moving", "4.2", "40"],
  "sd-long": ["San Diego Van Lines", "San Diego", "CA", "92101", "long-distance-moving", "4.8", "500"],
  "austin-movers": ["Austin Movers", "Austin", "TX", "78701", "local-moving", "4.5", "80"],
  "dallas-van": ["Dallas Van Lines", "Dallas", "TX", "75201", "local-moving", "4.1", "20"],
} as const;
export type SampleMoverSlug = keyof typeof MOVERS;

/** The named sample movers as CSV for `TestDatabase.seedCompanies`, in the order given; those in `featured` are featured listings. */
export function sampleMoversCsv(slugs: readonly SampleMoverSlug[], featured: readonly SampleMoverSlug[] = []): string {
  return csvText(
    HEADER,
    slugs.map((slug) => [slug, ...MOVERS[slug], featured.includes(slug) ? "true" : ""]),
  );
}
