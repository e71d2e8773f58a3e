import { toWireDate } from "../../lib/dates";
import type { LeadSubmission } from "../../lib/quote/lead-payload";
import { config } from "../config";
import { type ComposeLeadDeliveries, insertLead, type LeadExtra, type NewLead, type StoredLead } from "../db/store/repositories/leads";
import type { NewDelivery } from "../db/store/repositories/outbox";
import type { StoreDb } from "../db/store/store";
import { type LeadForMessages, moverEmail, visitorEmail, webhookBody } from "../mail/lead-messages";
import { emailDelivery } from "../mail/queue";

export const NO_EMAIL_REASON = "The company has no email address on file";
export const NO_WEBHOOK_SECRET_REASON = "LEAD_WEBHOOK_SECRET is not set: webhooks are not sent unsigned";

/** Which channels can send: mail without SMTP is stored 'held', webhooks without a signing secret 'skipped'. */
export interface LeadChannels {
  smtp: boolean;
  webhookSecret: boolean;
}

/**
 * Stores a lead with its warehouse copy and its deliveries in one transaction (see insertLead):
 * an email to each selected company (a 'skipped' one saying why when it has no email), a webhook
 * to each selected company with a `lead_webhook_url`, and the visitor's confirmation email.
 * Channels default to the configuration.
 */
export async function storeLead(
  db: StoreDb,
  lead: LeadSubmission,
  extra: LeadExtra & { channels?: LeadChannels },
  now = Date.now(),
): Promise<StoredLead> {
  const { channels, ...rest } = extra;
  return insertLead(db, lead, rest, composeLeadDeliveries(lead, channels), now);
}

/** The deliveries of a new lead, in the order they are queued: each mover's email and webhook, then the visitor's email. */
export function composeLeadDeliveries(lead: LeadSubmission, channels?: LeadChannels): ComposeLeadDeliveries {
  return (stored: NewLead): NewDelivery[] => {
    const cfg = channels ?? { smtp: config().SMTP_URL !== undefined, webhookSecret: config().LEAD_WEBHOOK_SECRET !== undefined };
    const message = messageLead(lead, stored.publicId, stored.createdAt);
    const leadId = stored.id;
    const deliveries: NewDelivery[] = [];
    for (const mover of stored.movers) {
      if (mover.email) {
        deliveries.push(emailDelivery(moverEmail(message, { email: mover.email }), { kind: "mover-email", leadId, companyId: mover.id }, cfg.smtp));
      } else {
        deliveries.push({
          kind: "mover-email",
          recipient: "",
          payload: {},
          status: "skipped",
          note: NO_EMAIL_REASON,
          leadId,
          companyId: mover.id,
        });
      }
      if (mover.leadWebhookUrl) {
        deliveries.push({
          kind: "mover-webhook",
          recipient: mover.leadWebhookUrl,
          payload: { url: mover.leadWebhookUrl, body: JSON.stringify(webhookBody(message, mover)) },
          status: cfg.webhookSecret ? "pending" : "skipped",
          note: cfg.webhookSecret ? undefined : NO_WEBHOOK_SECRET_REASON,
          leadId,
          companyId: mover.id,
        });
      }
    }
    deliveries.push(emailDelivery(visitorEmail(message, stored.movers), { kind: "visitor-email", leadId }, cfg.smtp));
    return deliveries;
  };
}

function messageLead(lead: LeadSubmission, publicId: string, createdAt: string): LeadForMessages {
  return {
    publicId,
    firstName: lead.first_name,
    lastName: lead.last_name,
    email: lead.email_address,
    phone: lead.phone_number,
    from: { typed: lead.from_location, city: lead.from_city, state: lead.from_state, zip: lead.from_zip },
    to: { typed: lead.to_location, city: lead.to_city, state: lead.to_state, zip: lead.to_zip },
    moveDate: toWireDate(lead.move_date),
    moveSize: lead.move_size,
    vehicle: lead.needs_auto_transport
      ? { year: lead.auto_year, make: lead.auto_make, model: lead.auto_model, condition: lead.auto_condition }
      : null,
    details: lead.moving_quote_details.trim(),
    createdAt,
  };
}
