import type { Inquiry } from "../../lib/inquiries/inquiries-api";
import { type AppConfig, config } from "../config";
import { insertInquiry } from "../db/store/repositories/inquiries";
import type { Store } from "../db/store/store";
import { deliverDueOutbox, type OutboxSettings, outboxOptionsFrom } from "../jobs/outbox-worker";
import { takeLimit } from "../limits/limiter";
import { enqueueEmail } from "../mail/queue";
import { ownerInquiryEmail } from "./owner-email";

export type InquirySettings = Pick<AppConfig, "SITE_OWNER_EMAIL" | "SITE_URL"> & OutboxSettings;

export interface InquiryRequestContext {
  ip: string | null;
  /** Keeps work running after the answer (Netlify's context.waitUntil). */
  waitUntil(promise: Promise<unknown>): void;
}

export type SubmitInquiryResult = { ok: true; id: number } | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * Stores a validated business inquiry, unless the caller's network already sent its hourly
 * share (the "inquiries" limit). With SITE_OWNER_EMAIL set, the owner's notice is queued in the inquiry's own
 * transaction (both are stored or neither is) and a first delivery starts after the answer;
 * the outbox retries it, so a mail outage never fails the company's request.
 */
export async function submitInquiry(
  store: Store,
  inquiry: Inquiry,
  context: InquiryRequestContext,
  cfg: InquirySettings = config(),
  now = Date.now(),
): Promise<SubmitInquiryResult> {
  const { ip } = context;
  const limit = await takeLimit(store.db, "inquiries", ip, { now });
  if (!limit.ok) return limit;
  const owner = cfg.SITE_OWNER_EMAIL;
  const id = await store.db.transaction().execute(async (trx) => {
    const inquiryId = await insertInquiry(trx, inquiry, ip, now);
    if (owner) {
      const email = ownerInquiryEmail(inquiry, inquiryId, { to: owner, siteUrl: cfg.SITE_URL });
      await enqueueEmail(trx, email, { kind: "owner-email", inquiryId }, cfg.SMTP_URL !== undefined);
    }
    return inquiryId;
  });
  const outbox = owner ? outboxOptionsFrom(cfg) : null;
  if (outbox) {
    context.waitUntil(deliverDueOutbox(store, outbox).catch((error) => console.error("Owner email delivery after an inquiry failed:", error)));
  }
  return { ok: true, id };
}
