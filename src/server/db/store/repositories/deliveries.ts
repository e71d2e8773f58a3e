import type { AdminLeadDelivery, DeliverySummary, OutboxStatus } from "../../../../lib/admin/lead-deliveries";
import type { AdminMailMessage } from "../../../../lib/admin/mail-api";
import type { StoreDb } from "../store";

/**
 * The admin's view of the outbox: each lead's deliveries (one per selected mover and channel,
 * plus the visitor's email), a per-lead summary for the lead list, and the Mail page's list of
 * emails, in the admin API's response shapes (lib/admin/lead-deliveries.ts, lib/admin/mail.ts).
 */

/** A lead's deliveries (not the warehouse copy): movers by name, each mover's email before its webhook, the visitor's email last. */
export async function listLeadDeliveries(db: StoreDb, leadId: number): Promise<AdminLeadDelivery[]> {
  const rows = await db
    .selectFrom("outbox as o")
    .leftJoin("companies as c", "c.id", "o.company_id")
    .select(["o.id", "o.company_id", "c.name as company_name", "o.kind", "o.recipient", "o.status", "o.attempts", "o.last_error", "o.updated_at"])
    .where("o.lead_id", "=", leadId)
    .where("o.kind", "!=", "warehouse")
    .orderBy("o.id")
    .execute();
  const order = (d: AdminLeadDelivery) => (d.company_id === null ? "\uffff" : (d.company_name ?? "").toLowerCase());
  return rows
    .map((r) => ({
      id: r.id,
      company_id: r.company_id,
      company_name: r.company_id === null ? null : (r.company_name ?? `Deleted company #${r.company_id}`),
      channel: r.kind as AdminLeadDelivery["channel"],
      recipient: r.recipient,
      status: r.status as OutboxStatus,
      attempts: r.attempts,
      last_error: r.last_error,
      updated_at: r.updated_at,
    }))
    .sort((a, b) => order(a).localeCompare(order(b)) || a.channel.localeCompare(b.channel) || a.id - b.id);
}

const emptySummary = (): DeliverySummary => ({ total: 0, delivered: 0, failed: 0, held: 0, skipped: 0, pending: 0 });

/** The delivery summary of each of `leadIds` (every id present, zero when it has none). */
export async function summarizeLeadDeliveries(db: StoreDb, leadIds: readonly number[]): Promise<Map<number, DeliverySummary>> {
  const out = new Map(leadIds.map((id) => [id, emptySummary()]));
  if (leadIds.length === 0) return out;
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["lead_id", "status", eb.fn.countAll<number>().as("n")])
    .where("lead_id", "in", leadIds)
    .where("kind", "!=", "warehouse")
    .groupBy(["lead_id", "status"])
    .execute();
  for (const r of rows) {
    const summary = r.lead_id === null ? undefined : out.get(r.lead_id);
    if (!summary) continue;
    const n = Number(r.n);
    summary.total += n;
    if (r.status in summary) summary[r.status as Exclude<keyof DeliverySummary, "total">] += n;
  }
  return out;
}

export const MAIL_KINDS = ["mover-email", "visitor-email", "owner-email"] as const;

/** A page of emails (held, sent, waiting or failed; not the skipped ones, which have no message), newest first. */
export async function listMail(
  db: StoreDb,
  filter: { status?: OutboxStatus },
  page: { page: number; pageSize: number },
): Promise<{ messages: AdminMailMessage[]; total: number; page: number; pageSize: number }> {
  const base = db
    .selectFrom("outbox")
    .where("kind", "in", MAIL_KINDS)
    .where("status", "!=", "skipped")
    .$if(filter.status !== undefined, (q) => q.where("status", "=", filter.status as string));
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await base
    .select(["id", "kind", "payload", "status", "attempts", "last_error", "lead_id", "inquiry_id", "created_at", "updated_at"])
    .orderBy("id", "desc")
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const messages = rows.map((r) => {
    const email = JSON.parse(r.payload) as { to?: string; subject?: string; text?: string; replyTo?: string };
    return {
      id: r.id,
      kind: r.kind as AdminMailMessage["kind"],
      to: email.to ?? "",
      subject: email.subject ?? "",
      text: email.text ?? "",
      replyTo: email.replyTo ?? null,
      status: r.status as OutboxStatus,
      attempts: r.attempts,
      last_error: r.last_error,
      lead_id: r.lead_id,
      inquiry_id: r.inquiry_id,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
  return { messages, total: Number(count.n), page: page.page, pageSize: page.pageSize };
}
