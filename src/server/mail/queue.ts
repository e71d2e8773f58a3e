import { config } from "../config";
import { type EmailKind, insertDelivery } from "../db/store/repositories/outbox";
import type { StoreDb } from "../db/store/store";

/** A plain-text email as the site queues it; the outbox worker sends it through SMTP_URL. */
export interface OutboundEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Why mail waits in the outbox instead of going out: shown with each held message. */
export const HELD_REASON = "SMTP_URL is not set: the message is kept here and was not sent";

/**
 * Queues an email in the outbox (pass the transaction that writes what the email reports, so
 * both commit or neither does) and returns the delivery's id. Without SMTP_URL the message is
 * stored as 'held' for the admin Mail page instead of pretending to be sent.
 */
export async function enqueueEmail(
  db: StoreDb,
  email: OutboundEmail,
  refs: { kind: EmailKind; leadId?: number; companyId?: number; inquiryId?: number },
  smtpConfigured: boolean = config().SMTP_URL !== undefined,
): Promise<number> {
  const payload: Record<string, string> = { to: email.to, subject: email.subject, text: email.text };
  if (email.replyTo) payload.replyTo = email.replyTo;
  return insertDelivery(db, {
    kind: refs.kind,
    recipient: email.to,
    payload,
    status: smtpConfigured ? "pending" : "held",
    note: smtpConfigured ? undefined : HELD_REASON,
    leadId: refs.leadId,
    companyId: refs.companyId,
    inquiryId: refs.inquiryId,
  });
}
