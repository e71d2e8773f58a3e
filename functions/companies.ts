import { companiesQuerySchema } from "../src/lib/companies/companies-api";
import { publicCompanyPageJson } from "../src/server/db/snapshot/companies-public";
import { getSnapshot } from "../src/server/db/snapshot/snapshot";
import { cachedJsonText } from "../src/server/http/cache";
import { defineFunction, route } from "../src/server/http/define-function";

/**
 * GET /api/companies?limit=&offset=: a page of companies (the public company shape) in a stable order
 * (by id). `limit` 1-100 (default 12), `offset` 0 or more; anything else is a 400 naming the
 * parameter. Cacheable by a CDN, with an ETag for revalidation.
 */
export default defineFunction({
  GET: route({
    query: companiesQuerySchema,
    handle: ({ req, query }) => cachedJsonText(req, publicCompanyPageJson(getSnapshot(), query)),
  }),
});

export const config = { path: "/api/companies" };
