import { toApiCompany } from "../src/lib/companies/api-shape";
import { companiesQuerySchema, searchParamsInput } from "../src/lib/companies/api-query";
import { formatZodError } from "../src/lib/errors";
import { listCompanies } from "../src/server/db/companies";
import { getDatabase } from "../src/server/db/snapshot";
import { cachedJson } from "../src/server/http/cache";
import { jsonError, methods } from "../src/server/http/responses";

/**
 * GET /api/companies?limit=&offset=: a page of companies (spec 3.3 shape) in a stable order
 * (by id). `limit` 1-100 (default 12), `offset` 0 or more; anything else is a 400 naming the
 * parameter. Cacheable by a CDN, with an ETag for revalidation.
 */
export default methods({
  GET: (req) => {
    const parsed = companiesQuerySchema.safeParse(searchParamsInput(new URL(req.url)));
    if (!parsed.success) return jsonError(formatZodError(parsed.error), 400);
    return cachedJson(req, listCompanies(getDatabase(), parsed.data).map(toApiCompany));
  },
});

export const config = { path: "/api/companies" };
