import { ANALYZE_BODY_MAX_BYTES, analyzeRequestSchema } from "../src/lib/admin/seo-api";
import { config as appConfig } from "../src/server/config";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { AnalyzeFetchError, AnalyzeInputError, analyze } from "../src/server/seo/analyze";

/**
 * POST /api/admin/seo/analyze `{ url }` or `{ html }`: every page check on one page of the site
 * (requested live from the origin this request came to) or on pasted HTML →
 * `{ score, issues: [{ code, severity, message }], facts, source, hops, canonical, links }`.
 */
export default defineFunction({
  POST: route({
    admin: true,
    body: { schema: analyzeRequestSchema, maxBytes: ANALYZE_BODY_MAX_BYTES },
    async handle({ req, body, fail }) {
      try {
        return json(await analyze(body, { siteOrigin: appConfig().SITE_URL, fetchOrigin: new URL(req.url).origin }));
      } catch (error) {
        if (error instanceof AnalyzeInputError) {
          return json({ error: `${error.field}: ${error.message}`, issues: [{ path: error.field, message: error.message }] }, { status: 400 });
        }
        if (error instanceof AnalyzeFetchError) return fail(error.message, 502);
        throw error;
      }
    },
  }),
});

export const config = { path: "/api/admin/seo/analyze" };
