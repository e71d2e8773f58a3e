import { z } from "zod";
import { formatZodError } from "../src/lib/errors";
import { getDatabase } from "../src/server/db/snapshot";
import { getZipCoordinates } from "../src/server/db/zip-coordinates";
import { json, jsonError, methods } from "../src/server/http/responses";

const querySchema = z.object({ zip: z.string({ error: "zip is required" }).regex(/^\d{5}$/, "zip must be 5 digits") }).strict();

/**
 * GET /api/zip-coordinates?zip=78701 → `{ zip, city, state, lat, lng }`: the centre of a ZIP code,
 * for the cost calculator's distance. 400 for a malformed zip, 404 for one we do not know.
 * ZIP centres change rarely, so answers are cached for a day.
 */
export default methods({
  GET: (req) => {
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
    if (!parsed.success) return jsonError(formatZodError(parsed.error), 400);
    const place = getZipCoordinates(getDatabase(), parsed.data.zip);
    if (!place) return jsonError(`ZIP code ${parsed.data.zip} was not found`, 404, { headers: { "Cache-Control": "public, max-age=300" } });
    return json(place, { headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" } });
  },
});

export const config = { path: "/api/zip-coordinates" };
