import {
  ZIP_COORDINATES_CACHE_CONTROL,
  ZIP_NOT_FOUND_CACHE_CONTROL,
  type ZipCoordinatesResponse,
  zipCoordinatesQuerySchema,
} from "../src/lib/locations/locations-api";
import { getSnapshot } from "../src/server/db/snapshot/snapshot";
import { getZipCoordinates } from "../src/server/db/snapshot/zip-coordinates";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/zip-coordinates?zip=78701 → `{ zip, city, state, lat, lng }`: the centre of a ZIP code,
 * for the cost calculator's distance. 400 for a malformed zip, 404 for one we do not know.
 */
export default defineFunction({
  GET: route({
    query: zipCoordinatesQuerySchema,
    handle({ query, fail }) {
      const place: ZipCoordinatesResponse | undefined = getZipCoordinates(getSnapshot(), query.zip);
      if (!place) return fail(`ZIP code ${query.zip} was not found`, 404, { "Cache-Control": ZIP_NOT_FOUND_CACHE_CONTROL });
      return json(place, { headers: { "Cache-Control": ZIP_COORDINATES_CACHE_CONTROL } });
    },
  }),
});

export const config = { path: "/api/zip-coordinates" };
