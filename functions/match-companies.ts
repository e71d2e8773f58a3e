import { matchRequestSchema } from "../src/lib/quote/api-contracts";
import { config as appConfig } from "../src/server/config";
import { getDatabase } from "../src/server/db/snapshot";
import { json, methods } from "../src/server/http/responses";
import { parseBody } from "../src/server/http/request-body";
import { matchCompanies } from "../src/server/quote/match-companies";

/**
 * POST /api/proxy/match_companies (spec 7.2): `{ companies, ping_id }` for a quote request.
 * An empty list tells the wizard to show its fallback companies.
 */
export default methods({
  POST: async (req) => {
    const parsed = await parseBody(req, matchRequestSchema, 8 * 1024);
    if (!parsed.ok) return parsed.response;
    return json(matchCompanies(getDatabase(), parsed.data, appConfig().MATCH_LIMIT));
  },
});

export const config = { path: "/api/proxy/match_companies" };
