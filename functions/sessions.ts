import { sessionRequestSchema } from "../src/lib/quote/api-contracts";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { startSession } from "../src/server/quote/start-session";

/** POST /api/sessions: records a quote-form session (spec 7.1) with the caller's IP; answers 201 `{ session_id }`. */
export default defineFunction({
  POST: route({
    body: { schema: sessionRequestSchema, maxBytes: 16 * 1024 },
    async handle({ body, context, store }) {
      return json(await startSession((await store()).db, body, context.ip ?? null), { status: 201 });
    },
  }),
});

export const config = { path: "/api/sessions" };
