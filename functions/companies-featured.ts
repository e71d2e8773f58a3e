import { getSnapshot } from "../src/server/db/snapshot/snapshot";
import { featuredCompanies } from "../src/server/featured";
import { cachedJson } from "../src/server/http/cache";
import { defineFunction, route } from "../src/server/http/define-function";

/**
 * GET /api/companies/featured: the listed, featured companies, best reputation first (the
 * home page's pre-rendered order), at most 12, in the public company shape. Cacheable by a CDN,
 * with an ETag for revalidation.
 */
export default defineFunction({
  GET: route({
    handle: ({ req }) => cachedJson(req, featuredCompanies(getSnapshot())),
  }),
});

export const config = { path: "/api/companies/featured" };
