import {
  ADMIN_LEAD_FIELDS,
  type AdminLead,
  type AdminLeadFilters,
  type AdminLeadsPage,
  LEAD_DETAIL_FIELDS,
  type LeadView,
} from "../../lib/admin/leads-api";
import { csvRecord } from "../../lib/csv/safe-cell";
import { canTransition, type LeadStatus, nextStatuses } from "../../lib/leads/pipeline";
import { config } from "../config";
import { getAdminLead, getLeadStatus, iterateAdminLeads, listAdminLeads, updateLeadStatus } from "../db/store/repositories/admin-leads";
import { recordAudit } from "../db/store/repositories/audit";
import { requeueLeadDelivery } from "../db/store/repositories/outbox";
import type { Store } from "../db/store/store";
import { deliverDueOutbox, type OutboxSettings, outboxOptionsFrom } from "../jobs/outbox-worker";

/** What the admin does with leads: list, open, move along the pipeline, export. */

/** A page of leads matching the filters, newest first, with the total for the pager. */
export async function listLeads(store: Store, filters: AdminLeadFilters, page: { page: number; pageSize: number }): Promise<AdminLeadsPage> {
  return listAdminLeads(store.db, filters, page);
}

export type { LeadView };

/** A lead as the detail page shows it: with `nextStatuses`, what the status control may offer. */
export async function getLead(store: Store, id: number): Promise<LeadView | undefined> {
  const lead = await getAdminLead(store.db, id);
  return lead ? { ...lead, nextStatuses: nextStatuses(lead.status) } : undefined;
}

export type StatusChangeOutcome =
  | { ok: true; lead: LeadView }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid-transition"; from: LeadStatus };

/**
 * Moves a lead to `to` and records who did it, in one transaction; refuses a move the pipeline
 * does not allow (`canTransition`). The update only applies while the lead is still in the
 * status it was read in, so two admins racing cannot skip a step: the loser is refused as an
 * invalid move from the status the winner set.
 */
export async function changeLeadStatus(store: Store, id: number, to: LeadStatus, by: string, note = ""): Promise<StatusChangeOutcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const from = await getLeadStatus(store.db, id);
    if (from === undefined) return { ok: false, reason: "not-found" };
    if (!canTransition(from, to)) return { ok: false, reason: "invalid-transition", from };
    const changed = await store.db.transaction().execute(async (trx) => {
      if (!(await updateLeadStatus(trx, { id, from, to, by, note }))) return false;
      await recordAudit(trx, {
        actor: by,
        action: "lead.status",
        targetType: "lead",
        targetId: id,
        summary: `Moved lead ${id} from ${from} to ${to}`,
        details: note ? { from, to, note } : { from, to },
      });
      return true;
    });
    if (changed) {
      const lead = await getLead(store, id);
      return lead ? { ok: true, lead } : { ok: false, reason: "not-found" };
    }
    // Another admin changed it between the read and the write: judge the move again from there.
  }
  const from = await getLeadStatus(store.db, id);
  return from === undefined ? { ok: false, reason: "not-found" } : { ok: false, reason: "invalid-transition", from };
}

/**
 * The admin's Resend: puts one of the lead's deliveries back in the queue, due now, and starts a delivery round after the answer (`waitUntil`), which sends it
 * or, when its channel is not configured, holds (mail) or skips (webhook) it again with the
 * reason. Returns the lead as the detail page shows it, or undefined when the lead has no such
 * delivery.
 */
export async function resendLeadDelivery(
  store: Store,
  leadId: number,
  deliveryId: number,
  by: string,
  waitUntil: (p: Promise<unknown>) => void,
  cfg: OutboxSettings = config(),
): Promise<LeadView | undefined> {
  const requeued = await store.db.transaction().execute(async (trx) => {
    if (!(await requeueLeadDelivery(trx, leadId, deliveryId))) return false;
    await recordAudit(trx, {
      actor: by,
      action: "delivery.resend",
      targetType: "lead",
      targetId: leadId,
      summary: `Resent delivery ${deliveryId} of lead ${leadId}`,
      details: { deliveryId },
    });
    return true;
  });
  if (!requeued) return undefined;
  const options = outboxOptionsFrom(cfg) ?? { url: null, maxAttempts: cfg.OUTBOX_MAX_ATTEMPTS, baseDelayMs: cfg.OUTBOX_BASE_DELAY_MS };
  waitUntil(deliverDueOutbox(store, options).catch((error) => console.error("Delivery after a resend failed:", error)));
  return getLead(store, leadId);
}

/** The export's columns: the lead's ids and status, then each field the admin reads, named by its store column. */
const EXPORT_HEADER = [
  "id",
  "public_id",
  "status",
  "created_at",
  ...ADMIN_LEAD_FIELDS.map((f) => f.column),
  ...LEAD_DETAIL_FIELDS.map((f) => f.name),
];

const exportCell = (value: unknown) => (typeof value === "boolean" ? (value ? "yes" : "no") : (value as string | number));
const exportRecord = (l: AdminLead) =>
  csvRecord([
    l.id,
    l.publicId,
    l.status,
    l.createdAt,
    ...ADMIN_LEAD_FIELDS.map((f) => exportCell(l[f.admin])),
    ...LEAD_DETAIL_FIELDS.map((f) => l.details[f.name]),
  ]);

/**
 * The filtered leads as a CSV byte stream, newest first: the header, then a page of leads per
 * read, so an export of any size holds one page in memory. Every cell is formula-safe and
 * RFC 4180 quoted (`csvRecord`), lines end in CRLF.
 */
export function exportLeadsCsv(store: Store, filters: AdminLeadFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pages: AsyncGenerator<AdminLead[]> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${csvRecord(EXPORT_HEADER)}\r\n`));
    },
    async pull(controller) {
      pages ??= iterateAdminLeads(store.db, filters);
      const next = await pages.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map((l) => `${exportRecord(l)}\r\n`).join("")));
    },
    async cancel() {
      await pages?.return(undefined);
    },
  });
}
