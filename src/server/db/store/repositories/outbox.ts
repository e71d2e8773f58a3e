import type { DeliveryKind, OutboxStatus } from "../../../../lib/admin/lead-deliveries";
import { countRows } from "../count-rows";
import { type Engine, isoNow, type StoreDb } from "../store";

/**
 * The outbox: every delivery the site owes someone (the warehouse copy of a lead, the emails to
 * movers, visitors and the site owner, the movers' webhooks), each claimed, delivered, retried
 * or failed on its own, so one mover's bad address never holds up another's copy.
 */

export { DELIVERY_KINDS, type DeliveryKind, type OutboxStatus } from "../../../../lib/admin/lead-deliveries";
export type EmailKind = Extract<DeliveryKind, `${string}-email`>;

export interface OutboxItem {
  id: number;
  kind: DeliveryKind;
  leadId: number | null;
  /** The warehouse's form fields, an email ({ to, subject, text, replyTo }) or a webhook ({ url, body }). */
  payload: Record<string, string>;
  attempts: number;
}

type OutboxRow = { id: number; kind: string; lead_id: number | null; payload: string; attempts: number };

const toItem = (r: OutboxRow): OutboxItem => ({
  id: r.id,
  kind: r.kind as DeliveryKind,
  leadId: r.lead_id,
  payload: JSON.parse(r.payload) as Record<string, string>,
  attempts: r.attempts,
});

export interface NewDelivery {
  kind: Exclude<DeliveryKind, "warehouse">;
  recipient: string;
  payload: Record<string, string>;
  /** 'pending' to send, 'held' for mail without SMTP, 'skipped' when it cannot be sent at all (the reason in `note`). */
  status: "pending" | "held" | "skipped";
  note?: string;
  leadId?: number;
  companyId?: number;
  inquiryId?: number;
}

/** Queues one delivery (db may be a transaction, so it commits with what it reports); returns its id. */
export async function insertDelivery(db: StoreDb, d: NewDelivery, now = Date.now()): Promise<number> {
  const at = isoNow(now);
  const row = await db
    .insertInto("outbox")
    .values({
      lead_id: d.leadId ?? null,
      company_id: d.companyId ?? null,
      inquiry_id: d.inquiryId ?? null,
      kind: d.kind,
      recipient: d.recipient,
      payload: JSON.stringify(d.payload),
      status: d.status,
      last_error: d.note ?? null,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` pending items due at `nowIso` by pushing their next attempt to
 * `leaseUntilIso`, so no other deliverer (another process, another function instance) picks
 * them while this one sends them; returns the claimed items, oldest first.
 *
 * Postgres: one transaction selects the rows FOR UPDATE SKIP LOCKED, so concurrent claimers
 * take disjoint rows without waiting on each other, and leases them before it commits.
 * SQLite has no row locks and one writer at a time; a single UPDATE ... RETURNING takes the
 * write lock before it reads, so concurrent claimers queue instead of reading the same rows
 * (a read-then-write transaction could fail on another connection's commit in between).
 */
export async function claimDueOutbox(db: StoreDb, engine: Engine, nowIso: string, leaseUntilIso: string, limit: number): Promise<OutboxItem[]> {
  if (engine === "postgres") {
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("outbox")
        .select(["id", "kind", "lead_id", "payload", "attempts"])
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", nowIso)
        .orderBy("id")
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length > 0) {
        await trx
          .updateTable("outbox")
          .set({ next_attempt_at: leaseUntilIso, updated_at: nowIso })
          .where(
            "id",
            "in",
            rows.map((r) => r.id),
          )
          .execute();
      }
      return rows.map(toItem);
    });
  }
  const rows = await db
    .updateTable("outbox")
    .set({ next_attempt_at: leaseUntilIso, updated_at: nowIso })
    .where("id", "in", (eb) =>
      eb.selectFrom("outbox").select("id").where("status", "=", "pending").where("next_attempt_at", "<=", nowIso).orderBy("id").limit(limit),
    )
    .returning(["id", "kind", "lead_id", "payload", "attempts"])
    .execute();
  return rows.map(toItem).sort((a, b) => a.id - b.id);
}

/** Marks an item delivered. */
export async function markOutboxDelivered(db: StoreDb, id: number, now = Date.now()): Promise<void> {
  await db
    .updateTable("outbox")
    .set((eb) => ({ status: "delivered", attempts: eb("attempts", "+", 1), last_error: null, updated_at: isoNow(now) }))
    .where("id", "=", id)
    .execute();
}

/** Records a failed attempt: retried at `retryAtIso`, or 'failed' for good when `retryAtIso` is null. */
export async function markOutboxAttemptFailed(db: StoreDb, id: number, error: string, retryAtIso: string | null, now = Date.now()): Promise<void> {
  await db
    .updateTable("outbox")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: error.slice(0, 500),
      status: retryAtIso === null ? "failed" : "pending",
      ...(retryAtIso === null ? {} : { next_attempt_at: retryAtIso }),
      updated_at: isoNow(now),
    }))
    .where("id", "=", id)
    .execute();
}

/** Marks an item held: mail that found no SMTP server configured when its turn came. */
export function markOutboxHeld(db: StoreDb, id: number, reason: string, now = Date.now()): Promise<void> {
  return setOutboxStatus(db, id, "held", reason, now);
}

/** Marks an item skipped for good (e.g. a webhook with no signing secret configured). */
export function markOutboxSkipped(db: StoreDb, id: number, reason: string, now = Date.now()): Promise<void> {
  return setOutboxStatus(db, id, "skipped", reason, now);
}

async function setOutboxStatus(db: StoreDb, id: number, status: "held" | "skipped", reason: string, now: number): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status, last_error: reason, updated_at: isoNow(now) })
    .where("id", "=", id)
    .execute();
}

/**
 * Puts one delivery of a lead back in the queue, due now (the admin's Resend); false when the
 * lead has no such delivery or it is the warehouse copy. Attempts keep counting, so the admin
 * sees every try, and a resend past the retry limit gets one attempt before it fails again.
 */
export async function requeueLeadDelivery(db: StoreDb, leadId: number, deliveryId: number, now = Date.now()): Promise<boolean> {
  const at = isoNow(now);
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: at, updated_at: at })
    .where("id", "=", deliveryId)
    .where("lead_id", "=", leadId)
    .where("kind", "!=", "warehouse")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The newest warehouse row of a lead (tests, admin). */
export async function getOutboxForLead(
  db: StoreDb,
  leadId: number,
): Promise<{ status: OutboxStatus; attempts: number; lastError: string | null } | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select(["status", "attempts", "last_error as lastError"])
    .where("lead_id", "=", leadId)
    .where("kind", "=", "warehouse")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, status: row.status as OutboxStatus } : undefined;
}

/** How many items are waiting to be sent (due or leased), for reports. */
export async function countPendingOutbox(db: StoreDb): Promise<number> {
  return countRows(db.selectFrom("outbox").where("status", "=", "pending"));
}
