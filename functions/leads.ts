import { QA_RUN_HEADER } from "../src/lib/admin/qa-api";
import { withHoneypot } from "../src/lib/honeypot";
import { LEAD_HONEYPOT, leadSubmissionSchema } from "../src/lib/quote/lead-payload";
import type { FunctionHandler } from "../src/server/http/context";
import { defineFunction, type ErrorWriter, jsonErrorWriter, route } from "../src/server/http/define-function";
import { refuseOverLimit } from "../src/server/quote/admission";
import { submitLead } from "../src/server/quote/submit-lead";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/**
 * Clients of the spec's lead API show the answer's text as is, so by default refusals are plain
 * text: for a validation failure, each problem in words ("First name must be at most 80
 * characters"), one per line.
 */
const textErrors: ErrorWriter = (message, status, extra) =>
  text(extra?.issues ? extra.issues.map((i) => i.message).join("\n") : message, status, extra?.headers);

/** One POST route, refusing as `errors` writes. */
function leadRoute(errors: ErrorWriter) {
  return route({
    body: { schema: withHoneypot(LEAD_HONEYPOT, leadSubmissionSchema), maxBytes: 16 * 1024 },
    errors,
    async handle({ req, body, context, store, fail }) {
      if (body.bot) return text("MV-RECEIVED", 200);
      const outcome = await submitLead(await store(), body.data, {
        ip: context.ip ?? null,
        waitUntil: (p) => context.waitUntil(p),
        qaRun: req.headers.get(QA_RUN_HEADER),
      });
      if (!outcome.ok) return refuseOverLimit(fail, outcome);
      return text(outcome.publicId, 200);
    },
  });
}

const answersText = defineFunction({ POST: leadRoute(textErrors) });
const answersJson = defineFunction({ POST: leadRoute(jsonErrorWriter) });

/**
 * POST /api/leads (form-encoded) → the lead's confirmation id as plain text.
 * Validated with the wizard's rules; idempotent by lead_uuid; limited per IP (429); the
 * warehouse copy is queued with the lead and delivered after the answer. A bot that fills the
 * honeypot gets a plausible id and nothing is stored. A request that sends
 * `Accept: application/json` (our wizard) gets refusals as `{ error, issues: [{ path, message }] }`,
 * so it can show each message at its field; the success answer stays the plain-text id.
 */
const leads: FunctionHandler = (req, context) =>
  (req.headers.get("accept") ?? "").includes("application/json") ? answersJson(req, context) : answersText(req, context);

export default leads;

export const config = { path: "/api/leads" };
