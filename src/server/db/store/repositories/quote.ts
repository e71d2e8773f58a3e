import type { MatchedCompany } from "../../../../lib/quote/quote-api";
import { countRows } from "../count-rows";
import { isoNow, type StoreDb } from "../store";

/** Quote sessions, stored match sets and funnel events (run-time store). */

export interface QuoteSessionWrite {
  id: string;
  uuid: string;
  ipAddress: string | null;
  /** The session request as the wizard sent it, kept as JSON. */
  data: unknown;
  /** The QA suite's own session (kept out of statistics, purged after its run). */
  isTest?: boolean;
}

/**
 * Records a quote-form session, once per uuid: a repeat of a stored uuid writes nothing and
 * returns the stored session's id. Returns the id of the session that holds the uuid.
 */
export async function insertQuoteSession(db: StoreDb, s: QuoteSessionWrite, now = Date.now()): Promise<string> {
  const inserted = await db
    .insertInto("quote_sessions")
    .values({ id: s.id, uuid: s.uuid, ip_address: s.ipAddress, data: JSON.stringify(s.data), is_test: s.isTest ? 1 : 0, created_at: isoNow(now) })
    .onConflict((oc) => oc.column("uuid").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const stored = await db.selectFrom("quote_sessions").select("id").where("uuid", "=", s.uuid).executeTakeFirstOrThrow();
  return stored.id;
}

/**
 * Keeps the companies a lead was matched with under its ping id, so the lead can name them
 * later, and deletes the lead's older match sets beyond the newest `keep`, so one quote cannot
 * grow the store without end. Call it inside a transaction (`db` the transaction), so both
 * writes land together.
 */
export async function insertMatchSet(
  db: StoreDb,
  set: { pingId: string; leadUuid: string; request: unknown; companies: readonly MatchedCompany[] },
  keep: number,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("match_sets")
    .values({
      ping_id: set.pingId,
      lead_uuid: set.leadUuid,
      request: JSON.stringify(set.request),
      companies: JSON.stringify(set.companies),
      created_at: isoNow(now),
    })
    .execute();
  await db
    .deleteFrom("match_sets")
    .where("lead_uuid", "=", set.leadUuid)
    .where("ping_id", "<>", set.pingId)
    .where("ping_id", "not in", (eb) =>
      eb
        .selectFrom("match_sets")
        .select("ping_id")
        .where("lead_uuid", "=", set.leadUuid)
        .where("ping_id", "<>", set.pingId)
        .orderBy("created_at", "desc")
        .orderBy("ping_id", "desc")
        .limit(Math.max(0, keep - 1)),
    )
    .execute();
}

/** How many match sets a lead has stored. */
export async function countMatchSets(db: StoreDb, leadUuid: string): Promise<number> {
  return countRows(db.selectFrom("match_sets").where("lead_uuid", "=", leadUuid));
}

/**
 * The real company ids of a stored match set (fallback placeholders have negative ids), or
 * undefined when the ping id is unknown or belongs to another lead: a client cannot attach
 * someone else's match set to its lead.
 */
export async function getMatchedCompanyIds(db: StoreDb, pingId: string, leadUuid: string): Promise<number[] | undefined> {
  const row = await db
    .selectFrom("match_sets")
    .select("companies")
    .where("ping_id", "=", pingId)
    .where("lead_uuid", "=", leadUuid)
    .executeTakeFirst();
  if (!row) return undefined;
  return (JSON.parse(row.companies) as MatchedCompany[]).map((c) => c.id).filter((id) => id > 0);
}

export interface FunnelEventWrite {
  event: string;
  step?: number;
  status?: string;
  leadUuid: string;
  sessionId: string;
  /** The QA suite's own event (kept out of statistics, purged after its run). */
  isTest?: boolean;
}

/**
 * Stores one funnel event unless its lead already has `max` events; true when stored. One
 * statement; parallel calls may overshoot `max` by the number racing, which the per-client
 * limit keeps small.
 */
export async function insertFunnelEvent(db: StoreDb, e: FunnelEventWrite, max: number, now = Date.now()): Promise<boolean> {
  const inserted = await db
    .insertInto("funnel_events")
    .columns(["event", "step", "status", "lead_uuid", "session_id", "is_test", "created_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(e.event).as("event"),
          eb.cast<number | null>(eb.val(e.step ?? null), "integer").as("step"),
          eb.cast<string | null>(eb.val(e.status ?? null), "text").as("status"),
          eb.val(e.leadUuid).as("lead_uuid"),
          eb.val(e.sessionId).as("session_id"),
          eb.cast<number>(eb.val(e.isTest ? 1 : 0), "integer").as("is_test"),
          eb.val(isoNow(now)).as("created_at"),
        ])
        .where((eb) =>
          eb(
            eb
              .selectFrom("funnel_events")
              .select((c) => c.fn.countAll<number>().as("n"))
              .where("lead_uuid", "=", e.leadUuid),
            "<",
            max,
          ),
        ),
    )
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** How many funnel events a lead has stored. */
export async function countLeadEvents(db: StoreDb, leadUuid: string): Promise<number> {
  return countRows(db.selectFrom("funnel_events").where("lead_uuid", "=", leadUuid));
}

export interface FunnelEventCount {
  event: string;
  step: number | null;
  status: string | null;
  n: number;
}

/** Event counts by event, step and status since a time (the admin funnel); test traffic left out. */
export async function countFunnelEvents(db: StoreDb, sinceIso: string): Promise<FunnelEventCount[]> {
  const rows = await db
    .selectFrom("funnel_events")
    .select((eb) => ["event", "step", "status", eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", sinceIso)
    .where("is_test", "=", 0)
    .groupBy(["event", "step", "status"])
    // Explicit NULL placement: the engines disagree on where NULLs sort by default.
    .orderBy("event")
    .orderBy("step", (ob) => ob.asc().nullsFirst())
    .orderBy("status", (ob) => ob.asc().nullsFirst())
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}
