import { withHoneypot } from "../src/lib/honeypot";
import { INQUIRY_HONEYPOT, type InquiryResponse, inquirySchema } from "../src/lib/inquiries/inquiries-api";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { submitInquiry } from "../src/server/inquiries/submit-inquiry";

/**
 * POST /api/inquiries: a moving company's request about listing, featured listings, leads or
 * advertising. JSON callers (Accept: application/json) get `{ id }` (201) or `{ error }`; a
 * plain HTML form post gets a 303 to the thank-you page, so the form works without JavaScript.
 * A bot that fills the honeypot is answered the same way and nothing is stored.
 */
export default defineFunction({
  POST: route({
    body: { schema: withHoneypot(INQUIRY_HONEYPOT, inquirySchema), maxBytes: 8 * 1024 },
    async handle({ req, body, context, store, fail }) {
      const answer = (id: number) =>
        (req.headers.get("accept") ?? "").includes("application/json")
          ? json({ id } satisfies InquiryResponse, { status: 201 })
          : new Response(null, { status: 303, headers: { Location: "/inquiry-received" } }); // a path on this site: never built from the Host header
      if (body.bot) return answer(0);
      const outcome = await submitInquiry(await store(), body.data, { ip: context.ip ?? null, waitUntil: (p) => context.waitUntil(p) });
      if (!outcome.ok) return fail(outcome.message, outcome.status, { "Retry-After": String(outcome.retryAfterSeconds) });
      return answer(outcome.id);
    },
  }),
});

export const config = { path: "/api/inquiries" };
