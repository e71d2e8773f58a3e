import { sessionRequestSchema } from "../src/lib/quote/api-contracts";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { QA_RUN_HEADER } from "../src/lib/admin/qa";
import { startSession } from "../src/server/quote/start-session";

/**
 * POST /api/sessions: records a quote-form session (spec 7.1) with the caller's IP; answers 201
 * `{ session_id }`, the same id again for a uuid already recorded; 429 with Retry-After when the
 * caller's network (or everyone together) sent too many.
 */
export default defineFunction({
  POST: route({
    body: { schema: sessionRequestSchema, maxBytes: 16 * 1024 },
    async handle({ req, body, context, store, fail }) {
      const outcome = await startSession((await store()).db, body, context.ip ?? null, req.headers.get(QA_RUN_HEADER));
      if (!outcome.ok) return fail(outcome.message, outcome.status, { "Retry-After": String(outcome.retryAfterSeconds) });
      return json({ session_id: outcome.sessionId }, { status: 201 });
    },
  }),
});

export const config = { path: "/api/sessions" };
