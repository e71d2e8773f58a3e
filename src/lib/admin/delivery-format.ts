import type { AdminLeadDelivery, DeliverySummary } from "./lead-deliveries";

/** How the admin reads a lead's deliveries: pure wording, shared by the lead list, the lead detail and their tests. */

const CHANNELS: Record<AdminLeadDelivery["channel"], string> = {
  "mover-email": "Email to mover",
  "mover-webhook": "Webhook to mover",
  "visitor-email": "Confirmation to customer",
  "owner-email": "Notice to site owner",
};

export function channelLabel(channel: AdminLeadDelivery["channel"]): string {
  return CHANNELS[channel];
}

export type DeliveryTone = "ok" | "bad" | "wait" | "off";

/** The status as a word and a tone: a pending delivery that has failed before reads "Retrying". */
export function deliveryStatus(d: Pick<AdminLeadDelivery, "status" | "attempts">): { label: string; tone: DeliveryTone } {
  switch (d.status) {
    case "delivered":
      return { label: "Sent", tone: "ok" };
    case "failed":
      return { label: "Failed", tone: "bad" };
    case "held":
      return { label: "Held (no SMTP)", tone: "off" };
    case "skipped":
      return { label: "Not sent", tone: "off" };
    default:
      return d.attempts > 0 ? { label: "Retrying", tone: "bad" } : { label: "Sending", tone: "wait" };
  }
}

/**
 * The lead list's delivery cell: "2 of 3 sent", with failures named (they need the admin) and
 * held mail said plainly; "None" for a lead without deliveries.
 */
export function deliverySummaryText(s: DeliverySummary): { text: string; failed: boolean } {
  if (s.total === 0) return { text: "None", failed: false };
  const parts = [`${s.delivered} of ${s.total} sent`];
  if (s.failed > 0) parts.push(`${s.failed} failed`);
  if (s.held > 0) parts.push(`${s.held} held`);
  return { text: parts.join(", "), failed: s.failed > 0 };
}
