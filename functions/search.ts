import { formatZodError } from "../src/lib/errors";
import { searchParamsSchema } from "../src/lib/search/query";
import { getDatabase } from "../src/server/db/snapshot";
import { cachedJson } from "../src/server/http/cache";
import { jsonError, methods } from "../src/server/http/responses";
import { searchDirectory } from "../src/server/search";

/**
 * GET /api/search?q=&page=&perPage=: movers by company name, city, state or ZIP (nearest
 * first, with distances), ranked and paged (20 per page, at most 50). `q` is trimmed and must
 * be 1 to 100 characters; a bad `q`, `page` or `perPage` is a 400 naming it. Cacheable for a
 * minute by browsers and CDNs, with an ETag.
 */
export default methods({
  GET: (req) => {
    const parsed = searchParamsSchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    if (!parsed.success) return jsonError(formatZodError(parsed.error), 400);
    return cachedJson(req, searchDirectory(getDatabase(), parsed.data));
  },
});

export const config = { path: "/api/search" };
