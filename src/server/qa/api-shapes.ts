import { z } from "zod";
import { apiCompanySchema } from "../../lib/companies/companies-api";
import type { SearchResponse } from "../../lib/search/query";

/**
 * The public APIs' answers as zod schemas, each checked against its contract type in src/lib
 * (a change to the contract that these no longer describe fails type checking), so the QA suite
 * validates what the live site really sends.
 */

export const locationSuggestionsSchema = z.array(
  z.object({ zip: z.string().regex(/^\d{5}$/), city: z.string().min(1), state: z.string().regex(/^[A-Z]{2}$/) }),
);

/** The contract modules' schemas, under the names the QA suites use. */
export { companiesResponseSchema as apiCompaniesSchema } from "../../lib/companies/companies-api";
export { matchResponseSchema, sessionResponseSchema as sessionAnswerSchema } from "../../lib/quote/quote-api";

const place = z.object({ kind: z.enum(["zip", "city", "state"]), label: z.string(), path: z.string().nullable() });

export const searchResponseSchema = z.object({
  query: z.string(),
  kind: z.enum(["zip", "state", "city", "name", "service"]),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  results: z.array(z.object({ company: apiCompanySchema, distanceMiles: z.number().optional() })),
  place: place.optional(),
  alsoPlace: place.optional(),
  service: z.object({ slug: z.string(), name: z.string() }).optional(),
}) satisfies z.ZodType<SearchResponse>;

export const authStatusSchema = z.object({ isAuthenticated: z.boolean() });

export const errorAnswerSchema = z.object({ error: z.string(), issues: z.array(z.object({ path: z.string(), message: z.string() })).optional() });
