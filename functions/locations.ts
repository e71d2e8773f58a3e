import { z } from "zod";
import { formatZodError } from "../src/lib/errors";
import { MAX_SUGGESTIONS } from "../src/lib/quote/location-query";
import { getDatabase } from "../src/server/db/snapshot";
import { searchCityPrefix, searchZipPrefix } from "../src/server/db/locations";
import { json, jsonError, methods } from "../src/server/http/responses";

const querySchema = z.union([
  z.object({ zip: z.string().regex(/^\d{2,5}$/, "zip must be 2 to 5 digits") }).strict(),
  z.object({ city: z.string().trim().min(2, "city must be at least 2 characters").max(60, "city must be at most 60 characters") }).strict(),
], { error: "give either zip (2-5 digits) or city (2+ characters)" });

/**
 * GET /api/locations?zip=902 | ?city=beverly[, CA]: up to 10 suggestions `{ zip, city, state }`,
 * ZIP prefix in ZIP order, or city prefix largest first. Cached briefly by browsers and CDNs.
 */
export default methods({
  GET: (req) => {
    const params = Object.fromEntries(new URL(req.url).searchParams);
    const parsed = querySchema.safeParse(params);
    if (!parsed.success) return jsonError(formatZodError(parsed.error), 400);
    const db = getDatabase();
    let items: unknown[];
    if ("zip" in parsed.data) {
      items = searchZipPrefix(db, parsed.data.zip, MAX_SUGGESTIONS);
    } else {
      const match = parsed.data.city.match(/^(.*?),\s*([A-Za-z]{2})$/);
      items = match ? searchCityPrefix(db, match[1].trim(), match[2].toUpperCase(), MAX_SUGGESTIONS) : searchCityPrefix(db, parsed.data.city, null, MAX_SUGGESTIONS);
    }
    return json(items, { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" } });
  },
});

export const config = { path: "/api/locations" };
