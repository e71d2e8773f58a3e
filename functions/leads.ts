import { formatZodError } from "../src/lib/errors";
import { LEAD_HONEYPOT, leadSubmissionSchema } from "../src/lib/quote/lead-payload";
import { warehousePayload } from "../src/lib/quote/warehouse";
import { config as appConfig } from "../src/server/config";
import { getDatabase } from "../src/server/db/snapshot";
import { countRecentLeadsFromIp, findLeadByUuid, insertLead } from "../src/server/db/leads";
import { getMatchedCompanyIds } from "../src/server/db/quote";
import { methods } from "../src/server/http/responses";
import { BodyError, readBody } from "../src/server/http/request-body";
import { deliverDueOutbox } from "../src/server/jobs/outbox-worker";

const MAX_BODY_BYTES = 16 * 1024;

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/**
 * POST /api/leads (spec 7.1, form-encoded) → the lead's confirmation id as plain text.
 * Validated with the wizard's rules; idempotent by lead_uuid; the warehouse copy is queued in
 * the same transaction and delivered after the answer (never failing the submission).
 */
export default methods({
  POST: async (req, context) => {
    let body: Record<string, unknown>;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyError) return text(error.message, error.status);
      throw error;
    }
    if (typeof body[LEAD_HONEYPOT] === "string" && body[LEAD_HONEYPOT] !== "") return text("MV-RECEIVED", 200);
    const parsed = leadSubmissionSchema.safeParse(body);
    if (!parsed.success) return text(formatZodError(parsed.error), 400);
    const lead = parsed.data;
    const cfg = appConfig();
    const db = getDatabase();
    const repeat = findLeadByUuid(db, lead.lead_uuid);
    if (repeat) return text(repeat.publicId, 200);
    const ip = context.ip ?? null;
    if (ip) {
      const since = new Date(Date.now() - cfg.LEAD_RATE_WINDOW_MINUTES * 60_000).toISOString();
      if (countRecentLeadsFromIp(db, ip, since) >= cfg.LEAD_RATE_LIMIT) {
        return text(`Too many quote requests from your network. Please try again in ${cfg.LEAD_RATE_WINDOW_MINUTES} minutes.`, 429, {
          "Retry-After": String(cfg.LEAD_RATE_WINDOW_MINUTES * 60),
        });
      }
    }
    const matchedIds = lead.ping_id ? (getMatchedCompanyIds(db, lead.ping_id, lead.lead_uuid) ?? []) : [];
    const stored = insertLead(db, lead, {
      ipAddress: ip,
      matchedIds,
      warehousePayload: cfg.WAREHOUSE_URL ? warehousePayload(lead, { ipAddress: ip }) : null,
    });
    if (stored.created && cfg.WAREHOUSE_URL) {
      context.waitUntil(
        deliverDueOutbox(db, { url: cfg.WAREHOUSE_URL, maxAttempts: cfg.OUTBOX_MAX_ATTEMPTS, baseDelayMs: cfg.OUTBOX_BASE_DELAY_MS }).then(() => undefined),
      );
    }
    return text(stored.publicId, 200);
  },
});

export const config = { path: "/api/leads" };
