import type { LeadSubmission } from "../../lib/quote/lead-payload";
import { warehousePayload } from "../../lib/quote/warehouse";
import { type AppConfig, config } from "../config";
import { findLeadByUuid } from "../db/store/repositories/leads";
import { getMatchedCompanyIds } from "../db/store/repositories/quote";
import type { Store } from "../db/store/store";
import { deliverDueOutbox, type OutboxSettings, outboxOptionsFrom } from "../jobs/outbox-worker";
import { admitQuoteWrite, type LimitRefusal } from "./admission";
import { storeLead } from "./lead-deliveries";

export type LeadSettings = Pick<AppConfig, "LEAD_RATE_LIMIT" | "LEAD_RATE_WINDOW_MINUTES"> & OutboxSettings;

export interface LeadRequestContext {
  ip: string | null;
  /** Keeps work running after the answer (Netlify's context.waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
  /** The X-QA-Run header, if any: a QA run's token marks the lead as test traffic. */
  qaRun?: string | null;
}

export type SubmitLeadResult = { ok: true; publicId: string } | LimitRefusal;

/**
 * Stores a validated lead and answers its confirmation id. A repeat of a stored lead_uuid gets
 * the same id (the wizard retries on network errors) and is not rate limited; new leads are
 * limited per IP (LEAD_RATE_LIMIT per LEAD_RATE_WINDOW_MINUTES) and overall. The lead is linked with the companies of its match set (only when the ping
 * id belongs to this lead) and its selection. The warehouse copy, the movers' emails and
 * webhooks and the visitor's confirmation are queued in the lead's own transaction and a first
 * delivery starts after the answer; the outbox retries them, so an outage never fails a submission.
 * A lead carrying the token of a QA run under way is stored as a test (is_test = 1): no limit, no
 * warehouse copy, no emails or webhooks; the run purges it. Any other token is ignored.
 */
export async function submitLead(
  store: Store,
  lead: LeadSubmission,
  context: LeadRequestContext,
  cfg: LeadSettings = config(),
): Promise<SubmitLeadResult> {
  const repeat = await findLeadByUuid(store.db, lead.lead_uuid);
  if (repeat) return { ok: true, publicId: repeat.publicId };
  const { ip } = context;
  const admitted = await admitQuoteWrite(store.db, "leads", ip, context.qaRun, cfg);
  if (!admitted.ok) {
    // A copy of this submission sent at the same time may have been stored meanwhile: it is a repeat.
    const stored = await findLeadByUuid(store.db, lead.lead_uuid);
    return stored ? { ok: true, publicId: stored.publicId } : admitted;
  }
  const { isTest } = admitted;
  const matchedIds = lead.ping_id ? ((await getMatchedCompanyIds(store.db, lead.ping_id, lead.lead_uuid)) ?? []) : [];
  const outbox = outboxOptionsFrom(cfg);
  const stored = await storeLead(store.db, lead, {
    ipAddress: ip,
    matchedIds,
    warehousePayload: cfg.WAREHOUSE_URL ? warehousePayload(lead, { ipAddress: ip }) : null,
    channels: { smtp: cfg.SMTP_URL !== undefined, webhookSecret: cfg.LEAD_WEBHOOK_SECRET !== undefined },
    isTest,
  });
  if (stored.created && outbox && !isTest) {
    context.waitUntil(deliverDueOutbox(store, outbox).catch((error) => console.error("Delivery after a lead failed:", error)));
  }
  return { ok: true, publicId: stored.publicId };
}
