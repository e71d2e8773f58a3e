import { z } from "zod";
import { getSnapshot } from "../src/server/db/snapshot";
import { getZipCoordinates } from "../src/server/db/zip-coordinates";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

const querySchema = z.object({ zip: z.string({ error: "zip is required" }).regex(/^\d{5}$/, "zip must be 5 digits") }).strict();

/**
 * GET /api/zip-coordinates?zip=78701 → `{ zip, city, state, lat, lng }`: the centre of a ZIP code,
 * for the cost calculator's distance. 400 for a malformed zip, 404 for one we do not know.
 * ZIP centres change rarely, so answers are cached for a day.
 */
export default defineFunction({
  GET: route({
    query: querySchema,
    handle({ query, fail }) {
      const place = getZipCoordinates(getSnapshot(), query.zip);
      if (!place) return fail(`ZIP code ${query.zip} was not found`, 404, { "Cache-Control": "public, max-age=300" });
      return json(place, { headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" } });
    },
  }),
});

export const config = { path: "/api/zip-coordinates" };
