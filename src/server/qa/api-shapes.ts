import { z } from "zod";

/**
 * The public APIs' answers as zod schemas, so the QA suite validates what the live site really
 * sends. Each comes from its group's contract module in src/lib, where the response type is
 * inferred from the same schema.
 */

/** The contract modules' schemas, under the names the QA suites use. */
export { authStatusResponseSchema as authStatusSchema } from "../../lib/auth/auth-api";
export { companiesResponseSchema as apiCompaniesSchema } from "../../lib/companies/companies-api";
export { locationsResponseSchema as locationSuggestionsSchema } from "../../lib/locations/locations-api";
export { matchResponseSchema, sessionResponseSchema as sessionAnswerSchema } from "../../lib/quote/quote-api";
export { searchResponseSchema } from "../../lib/search/search-api";

export const errorAnswerSchema = z.object({ error: z.string(), issues: z.array(z.object({ path: z.string(), message: z.string() })).optional() });
