import { funnelEventSchema } from "../src/lib/quote/quote-api";
import { defineFunction } from "../src/server/http/define-function";
import { quoteWriteRoute } from "../src/server/quote/admission";
import { recordEvent } from "../src/server/quote/record-event";

/**
 * POST /api/events: stores a wizard funnel event ('form_step', 'form_submission') for the admin
 * statistics; 204 when stored, 202 when accepted but not stored (the quote already has the most
 * events one may keep), 429 with Retry-After when the caller's network sent too many.
 */
export default defineFunction({
  POST: quoteWriteRoute({
    schema: funnelEventSchema,
    maxBytes: 4 * 1024,
    write: recordEvent,
    answer: (outcome) => new Response(null, { status: outcome.stored ? 204 : 202 }),
  }),
});

export const config = { path: "/api/events" };
