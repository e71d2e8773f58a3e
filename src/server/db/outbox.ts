import type { Db } from "./snapshot";

/** The outbox of lead copies for the data warehouse: claimed, delivered, retried, failed. */

export interface OutboxItem {
  id: number;
  leadId: number;
  payload: Record<string, string>;
  attempts: number;
}

export type OutboxStatus = "pending" | "delivered" | "failed" | "skipped";

/**
 * Claims up to `limit` pending items that are due at `nowIso` by pushing their next attempt to
 * `leaseUntilIso`, so a second worker does not send them too; returns the claimed items.
 */
export function claimDueOutbox(db: Db, nowIso: string, leaseUntilIso: string, limit: number): OutboxItem[] {
  return db.transaction(() => {
    const rows = db
      .prepare<[string, number], { id: number; lead_id: number; payload: string; attempts: number }>(
        "SELECT id, lead_id, payload, attempts FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?",
      )
      .all(nowIso, limit);
    const lease = db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE id = ?");
    for (const r of rows) lease.run(leaseUntilIso, r.id);
    return rows.map((r) => ({ id: r.id, leadId: r.lead_id, payload: JSON.parse(r.payload) as Record<string, string>, attempts: r.attempts }));
  })();
}

/** Marks an item delivered. */
export function markOutboxDelivered(db: Db, id: number): void {
  db.prepare("UPDATE outbox SET status = 'delivered', attempts = attempts + 1, last_error = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(id);
}

/** Records a failed attempt: retried at `retryAtIso`, or 'failed' for good when `retryAtIso` is null. */
export function markOutboxAttemptFailed(db: Db, id: number, error: string, retryAtIso: string | null): void {
  db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, last_error = ?, status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = COALESCE(?, next_attempt_at), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
  ).run(error.slice(0, 500), retryAtIso, retryAtIso, id);
}

/** The outbox row of a lead (tests, admin). */
export function getOutboxForLead(db: Db, leadId: number): { status: OutboxStatus; attempts: number; lastError: string | null } | undefined {
  return db
    .prepare<[number], { status: OutboxStatus; attempts: number; lastError: string | null }>(
      "SELECT status, attempts, last_error AS lastError FROM outbox WHERE lead_id = ? ORDER BY id DESC LIMIT 1",
    )
    .get(leadId);
}
