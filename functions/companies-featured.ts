import { toApiCompany } from "../src/lib/companies/api-shape";
import { listFeaturedCompanies } from "../src/server/db/companies";
import { getSnapshot } from "../src/server/db/snapshot";
import { cachedJson } from "../src/server/http/cache";
import { defineFunction, route } from "../src/server/http/define-function";

/** How many featured companies the home page's section asks for at most. */
const FEATURED_LIMIT = 12;

/**
 * GET /api/companies/featured: the listed, featured companies, best reputation first (the
 * home page's pre-rendered order), at most 12, in the spec 3.3 shape. Cacheable by a CDN,
 * with an ETag for revalidation.
 */
export default defineFunction({
  GET: route({
    handle: ({ req }) => cachedJson(req, listFeaturedCompanies(getSnapshot(), FEATURED_LIMIT).map(toApiCompany)),
  }),
});

export const config = { path: "/api/companies/featured" };
