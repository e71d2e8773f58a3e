import { funnelEventSchema } from "../src/lib/quote/api-contracts";
import { defineFunction, route } from "../src/server/http/define-function";
import { QA_RUN_HEADER } from "../src/lib/admin/qa";
import { recordEvent } from "../src/server/quote/record-event";

/**
 * POST /api/events: stores a wizard funnel event ('form_step', 'form_submission') for the admin
 * statistics; 204 when stored, 202 when accepted but not stored (the quote already has the most
 * events one may keep), 429 with Retry-After when the caller's network sent too many.
 */
export default defineFunction({
  POST: route({
    body: { schema: funnelEventSchema, maxBytes: 4 * 1024 },
    async handle({ req, body, context, store, fail }) {
      const outcome = await recordEvent((await store()).db, body, context.ip ?? null, req.headers.get(QA_RUN_HEADER));
      if (!outcome.ok) return fail(outcome.message, outcome.status, { "Retry-After": String(outcome.retryAfterSeconds) });
      return new Response(null, { status: outcome.stored ? 204 : 202 });
    },
  }),
});

export const config = { path: "/api/events" };
