import { isoNow, type Engine, type StoreDb } from "./store";

/** The outbox of lead copies for the data warehouse: claimed, delivered, retried, failed. */

export interface OutboxItem {
  id: number;
  leadId: number | null;
  payload: Record<string, string>;
  attempts: number;
}

export type OutboxStatus = "pending" | "delivered" | "failed" | "skipped";

type OutboxRow = { id: number; lead_id: number | null; payload: string; attempts: number };

const toItem = (r: OutboxRow): OutboxItem => ({ id: r.id, leadId: r.lead_id, payload: JSON.parse(r.payload) as Record<string, string>, attempts: r.attempts });

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
        .select(["id", "lead_id", "payload", "attempts"])
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
          .where("id", "in", rows.map((r) => r.id))
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
    .returning(["id", "lead_id", "payload", "attempts"])
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

/** The newest outbox row of a lead (tests, admin). */
export async function getOutboxForLead(db: StoreDb, leadId: number): Promise<{ status: OutboxStatus; attempts: number; lastError: string | null } | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select(["status", "attempts", "last_error as lastError"])
    .where("lead_id", "=", leadId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, status: row.status as OutboxStatus } : undefined;
}

/** How many items are waiting to be sent (due or leased), for reports. */
export async function countPendingOutbox(db: StoreDb): Promise<number> {
  const row = await db.selectFrom("outbox").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "pending").executeTakeFirstOrThrow();
  return Number(row.n);
}
