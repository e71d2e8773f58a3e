import { z } from "zod";

/**
 * The public location APIs: `GET /api/locations` (autocomplete suggestions),
 * `GET /api/zip-coordinates` (a ZIP code's centre) and the `/states/{state}/{city}/{company}`
 * alias. Request, path and response schemas and cache lifetimes, shared by the functions and
 * their tests; the browser side lives in src/client and imports the types only.
 */

export const MAX_CITY_QUERY = 60;

/** "beverly, ca" → the city prefix and an upper-case state; without ", XX" the state is null. */
function cityInState(text: string): { city: string; state: string | null } {
  const inState = text.match(/^(.*?),\s*([A-Za-z]{2})$/);
  return inState ? { city: inState[1].trim(), state: inState[2].toUpperCase() } : { city: text, state: null };
}

/** `?zip=902` (2-5 digits, a prefix) or `?city=beverly[, CA]` (2+ characters), never both. */
export const locationsQuerySchema = z.union(
  [
    z.object({ zip: z.string().regex(/^\d{2,5}$/, "zip must be 2 to 5 digits") }).strict(),
    z
      .object({
        city: z
          .string()
          .trim()
          .min(2, "city must be at least 2 characters")
          .max(MAX_CITY_QUERY, `city must be at most ${MAX_CITY_QUERY} characters`)
          .transform(cityInState),
      })
      .strict(),
  ],
  { error: "give either zip (2-5 digits) or city (2+ characters)" },
);

export type LocationsQuery = z.output<typeof locationsQuerySchema>;

/**
 * GET /states/{state}/{city}/{company}: the three segments as given; whether they name a company
 * is the use case's question (an unknown one is the HTML 404 page, never a JSON refusal).
 */
export const companyAliasParamsSchema = z.object({ state: z.string().default(""), city: z.string().default(""), company: z.string().default("") });
export type CompanyAliasParams = z.infer<typeof companyAliasParamsSchema>;

/** One suggestion of `GET /api/locations`: a ZIP code with its city and state. */
export const locationItemSchema = z.object({ zip: z.string().regex(/^\d{5}$/), city: z.string().min(1), state: z.string().regex(/^[A-Z]{2}$/) });
export type LocationItem = z.infer<typeof locationItemSchema>;

/** `GET /api/locations`: at most MAX_SUGGESTIONS items. */
export const locationsResponseSchema = z.array(locationItemSchema);
export type LocationsResponse = z.infer<typeof locationsResponseSchema>;

/** `GET /api/zip-coordinates`: the centre of one ZIP code with its city, for the cost calculator's distance. */
export const zipCoordinatesResponseSchema = locationItemSchema.extend({ lat: z.number(), lng: z.number() });
export type ZipCoordinatesResponse = z.infer<typeof zipCoordinatesResponseSchema>;

/** Suggestions change only with a new reference data set. */
export const LOCATIONS_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";

/** `?zip=78701`: exactly 5 digits. */
export const zipCoordinatesQuerySchema = z.object({ zip: z.string({ error: "zip is required" }).regex(/^\d{5}$/, "zip must be 5 digits") }).strict();

/** ZIP centres change rarely: a day, and a week more while revalidating; an unknown ZIP only briefly. */
export const ZIP_COORDINATES_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";
export const ZIP_NOT_FOUND_CACHE_CONTROL = "public, max-age=300";
