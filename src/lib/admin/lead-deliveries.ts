/**
 * The outbox as the admin API shows it: what a delivery is (its kind and status) and each lead's
 * deliveries and their summary. Shared by the store's queries, the functions and the islands.
 */

export const DELIVERY_KINDS = ["warehouse", "mover-email", "mover-webhook", "visitor-email", "owner-email"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

export type OutboxStatus = "pending" | "delivered" | "failed" | "skipped" | "held";

export interface AdminLeadDelivery {
  id: number;
  /** The mover it is for; null for the visitor's email. */
  company_id: number | null;
  /** The mover's name; null for the visitor's email, "Deleted company #N" once the mover is gone. */
  company_name: string | null;
  channel: Exclude<DeliveryKind, "warehouse">;
  recipient: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

/** How a lead's deliveries stand: the lead list shows "2 of 3 sent" and highlights failures. */
export interface DeliverySummary {
  total: number;
  delivered: number;
  failed: number;
  held: number;
  skipped: number;
  pending: number;
}
