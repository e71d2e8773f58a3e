import { placeResolveQuerySchema } from "../src/lib/quote/place-resolution";
import { getSnapshot } from "../src/server/db/snapshot/snapshot";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { resolveCompanyPlace, resolvePlace } from "../src/server/locations/resolve-place";

/**
 * GET /api/locations/resolve?q=<typed place> | ?company=<slug>: `{ status: "resolved", place }`,
 * `{ status: "ambiguous", options }` or `{ status: "unknown" }` (always 200: not finding a place
 * is an answer, not an error). Reads the snapshot only, so the answer may be cached briefly.
 */
export default defineFunction({
  GET: route({
    query: placeResolveQuerySchema,
    handle({ query }) {
      const db = getSnapshot();
      const body = "q" in query ? resolvePlace(db, query.q) : resolveCompanyPlace(db, query.company);
      return json(body, { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" } });
    },
  }),
});

export const config = { path: "/api/locations/resolve" };
