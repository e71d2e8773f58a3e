import { funnelEventSchema } from "../src/lib/quote/api-contracts";
import { defineFunction, route } from "../src/server/http/define-function";
import { recordEvent } from "../src/server/quote/record-event";

/** POST /api/events: stores a wizard funnel event ('form_step', 'form_submission') for the admin statistics; 204. */
export default defineFunction({
  POST: route({
    body: { schema: funnelEventSchema, maxBytes: 4 * 1024 },
    async handle({ body, store }) {
      await recordEvent((await store()).db, body);
      return new Response(null, { status: 204 });
    },
  }),
});

export const config = { path: "/api/events" };
