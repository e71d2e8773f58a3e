import { type SessionResponse, sessionRequestSchema } from "../src/lib/quote/quote-api";
import { defineFunction } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { quoteWriteRoute } from "../src/server/quote/admission";
import { startSession } from "../src/server/quote/start-session";

/**
 * POST /api/sessions: records a quote-form session with the caller's IP; answers 201
 * `{ session_id }`, the same id again for a uuid already recorded; 429 with Retry-After when the
 * caller's network (or everyone together) sent too many.
 */
export default defineFunction({
  POST: quoteWriteRoute({
    schema: sessionRequestSchema,
    maxBytes: 16 * 1024,
    write: startSession,
    answer: (outcome) => json({ session_id: outcome.sessionId } satisfies SessionResponse, { status: 201 }),
  }),
});

export const config = { path: "/api/sessions" };
