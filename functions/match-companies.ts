import { formatZodError } from "../src/lib/errors";
import { matchRequestSchema } from "../src/lib/quote/api-contracts";
import { config as appConfig } from "../src/server/config";
import { getDatabase } from "../src/server/db/connection";
import { json, jsonError, methods } from "../src/server/http/responses";
import { BodyError, readBody } from "../src/server/http/request-body";
import { matchCompanies } from "../src/server/quote/match-companies";

/**
 * POST /api/proxy/match_companies (spec 7.2): `{ companies, ping_id }` for a quote request.
 * An empty list tells the wizard to show its fallback companies.
 */
export default methods({
  POST: async (req) => {
    let body: Record<string, unknown>;
    try {
      body = await readBody(req, 8 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return jsonError(error.message, error.status);
      throw error;
    }
    const parsed = matchRequestSchema.safeParse(body);
    if (!parsed.success) return jsonError(formatZodError(parsed.error), 400);
    return json(matchCompanies(getDatabase(), parsed.data, appConfig().MATCH_LIMIT));
  },
});

export const config = { path: "/api/proxy/match_companies" };
