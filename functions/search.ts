import { searchParamsSchema } from "../src/lib/search/search-api";
import { getSnapshot } from "../src/server/db/snapshot/snapshot";
import { cachedJsonText } from "../src/server/http/cache";
import { defineFunction, route } from "../src/server/http/define-function";
import { searchDirectoryJson } from "../src/server/search/search-answers";

/**
 * GET /api/search?q=&page=&perPage=: movers by company name, city, state or ZIP (nearest
 * first, with distances), ranked and paged (20 per page, at most 50). `q` is trimmed and must
 * be 1 to 100 characters; a bad `q`, `page` or `perPage` is a 400 naming it. Cacheable for a
 * minute by browsers and CDNs, with an ETag.
 */
export default defineFunction({
  GET: route({
    query: searchParamsSchema,
    handle: ({ req, query }) => cachedJsonText(req, searchDirectoryJson(getSnapshot(), query)),
  }),
});

export const config = { path: "/api/search" };
