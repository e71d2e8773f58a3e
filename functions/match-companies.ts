import { QA_RUN_HEADER } from "../src/lib/admin/qa-api";
import { type MatchResponse, matchRequestSchema } from "../src/lib/quote/quote-api";
import { config as appConfig } from "../src/server/config";
import { getSnapshot } from "../src/server/db/snapshot/snapshot";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { matchCompanies } from "../src/server/quote/match-companies";

/**
 * POST /api/proxy/match_companies: `{ companies, ping_id }` for a quote request.
 * An empty list tells the wizard to show its fallback companies; 429 with Retry-After when the
 * caller's network (or everyone together) asked too often.
 */
export default defineFunction({
  POST: route({
    body: { schema: matchRequestSchema, maxBytes: 8 * 1024 },
    async handle({ req, body, context, store, fail }) {
      const outcome = await matchCompanies(
        { snapshot: getSnapshot(), store: await store() },
        body,
        appConfig().MATCH_LIMIT,
        context.ip ?? null,
        req.headers.get(QA_RUN_HEADER),
      );
      if (!outcome.ok) return fail(outcome.message, outcome.status, { "Retry-After": String(outcome.retryAfterSeconds) });
      return json({ companies: outcome.companies, ping_id: outcome.ping_id } satisfies MatchResponse);
    },
  }),
});

export const config = { path: "/api/proxy/match_companies" };
