import { withHoneypot } from "../src/lib/honeypot";
import { LEAD_HONEYPOT, leadSubmissionSchema } from "../src/lib/quote/lead-payload";
import { defineFunction, type ErrorWriter, route } from "../src/server/http/define-function";
import { submitLead } from "../src/server/quote/submit-lead";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** The wizard shows the answer's text as is, so refusals are plain text too. */
const textErrors: ErrorWriter = (message, status, extra) => text(message, status, extra?.headers);

/**
 * POST /api/leads (spec 7.1, form-encoded) → the lead's confirmation id as plain text.
 * Validated with the wizard's rules; idempotent by lead_uuid; limited per IP (429); the
 * warehouse copy is queued with the lead and delivered after the answer. A bot that fills the
 * honeypot gets a plausible id and nothing is stored.
 */
export default defineFunction({
  POST: route({
    body: { schema: withHoneypot(LEAD_HONEYPOT, leadSubmissionSchema), maxBytes: 16 * 1024 },
    errors: textErrors,
    async handle({ body, context, store, fail }) {
      if (body.bot) return text("MV-RECEIVED", 200);
      const outcome = await submitLead(await store(), body.data, { ip: context.ip ?? null, waitUntil: (p) => context.waitUntil(p) });
      if (!outcome.ok) return fail(outcome.message, outcome.status, { "Retry-After": String(outcome.retryAfterSeconds) });
      return text(outcome.publicId, 200);
    },
  }),
});

export const config = { path: "/api/leads" };
