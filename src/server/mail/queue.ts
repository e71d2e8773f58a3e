import { config } from "../config";
import { type EmailKind, insertDelivery, type NewDelivery } from "../db/store/repositories/outbox";
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
  return insertDelivery(db, emailDelivery(email, refs, smtpConfigured));
}

/**
 * The outbox row of an email, for callers that hand ready rows to a repository writing them in
 * its own transaction (a lead and its mail). Without SMTP the row is 'held', as in enqueueEmail.
 */
export function emailDelivery(
  email: OutboundEmail,
  refs: { kind: EmailKind; leadId?: number; companyId?: number; inquiryId?: number },
  smtpConfigured: boolean,
): NewDelivery {
  const payload: Record<string, string> = { to: email.to, subject: email.subject, text: email.text };
  if (email.replyTo) payload.replyTo = email.replyTo;
  return {
    kind: refs.kind,
    recipient: email.to,
    payload,
    status: smtpConfigured ? "pending" : "held",
    note: smtpConfigured ? undefined : HELD_REASON,
    leadId: refs.leadId,
    companyId: refs.companyId,
    inquiryId: refs.inquiryId,
  };
}
