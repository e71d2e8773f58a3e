import { z } from "zod";
import { MAX_SUGGESTIONS } from "../src/lib/quote/location-query";
import { searchCityPrefix, searchZipPrefix } from "../src/server/db/locations";
import { getSnapshot } from "../src/server/db/snapshot";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

const querySchema = z.union(
  [
    z.object({ zip: z.string().regex(/^\d{2,5}$/, "zip must be 2 to 5 digits") }).strict(),
    z.object({ city: z.string().trim().min(2, "city must be at least 2 characters").max(60, "city must be at most 60 characters") }).strict(),
  ],
  { error: "give either zip (2-5 digits) or city (2+ characters)" },
);

/**
 * GET /api/locations?zip=902 | ?city=beverly[, CA]: up to 10 suggestions `{ zip, city, state }`,
 * ZIP prefix in ZIP order, or city prefix largest first. Cached briefly by browsers and CDNs.
 */
export default defineFunction({
  GET: route({
    query: querySchema,
    handle({ query }) {
      const db = getSnapshot();
      let items: unknown[];
      if ("zip" in query) {
        items = searchZipPrefix(db, query.zip, MAX_SUGGESTIONS);
      } else {
        const inState = query.city.match(/^(.*?),\s*([A-Za-z]{2})$/);
        items = inState
          ? searchCityPrefix(db, inState[1].trim(), inState[2].toUpperCase(), MAX_SUGGESTIONS)
          : searchCityPrefix(db, query.city, null, MAX_SUGGESTIONS);
      }
      return json(items, { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" } });
    },
  }),
});

export const config = { path: "/api/locations" };
