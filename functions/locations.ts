import { LOCATIONS_CACHE_CONTROL, type LocationsResponse, locationsQuerySchema } from "../src/lib/locations/locations-api";
import { MAX_SUGGESTIONS } from "../src/lib/quote/location-query";
import { searchCityPrefix, searchZipPrefix } from "../src/server/db/snapshot/locations";
import { getSnapshot } from "../src/server/db/snapshot/snapshot";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/locations?zip=902 | ?city=beverly[, CA]: up to 10 suggestions `{ zip, city, state }`,
 * ZIP prefix in ZIP order, or city prefix largest first. Cached briefly by browsers and CDNs.
 */
export default defineFunction({
  GET: route({
    query: locationsQuerySchema,
    handle({ query }) {
      const db = getSnapshot();
      const items: LocationsResponse =
        "zip" in query ? searchZipPrefix(db, query.zip, MAX_SUGGESTIONS) : searchCityPrefix(db, query.city.city, query.city.state, MAX_SUGGESTIONS);
      return json(items, { headers: { "Cache-Control": LOCATIONS_CACHE_CONTROL } });
    },
  }),
});

export const config = { path: "/api/locations" };
