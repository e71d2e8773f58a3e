import type { MatchedCompany } from "../../lib/quote/api-contracts";
import { isoNow, type StoreDb } from "./store";

/** Quote sessions, stored match sets and funnel events (run-time store). */

export interface QuoteSessionWrite {
  id: string;
  uuid: string;
  ipAddress: string | null;
  /** The session request as the wizard sent it, kept as JSON. */
  data: unknown;
}

/** Records a quote-form session. */
export async function insertQuoteSession(db: StoreDb, s: QuoteSessionWrite, now = Date.now()): Promise<void> {
  await db
    .insertInto("quote_sessions")
    .values({ id: s.id, uuid: s.uuid, ip_address: s.ipAddress, data: JSON.stringify(s.data), created_at: isoNow(now) })
    .execute();
}

/** Keeps the companies a lead was matched with under its ping id, so the lead can name them later. */
export async function insertMatchSet(
  db: StoreDb,
  set: { pingId: string; leadUuid: string; request: unknown; companies: readonly MatchedCompany[] },
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
}

/** Stores one funnel event. */
export async function insertFunnelEvent(db: StoreDb, e: FunnelEventWrite, now = Date.now()): Promise<void> {
  await db
    .insertInto("funnel_events")
    .values({ event: e.event, step: e.step ?? null, status: e.status ?? null, lead_uuid: e.leadUuid, session_id: e.sessionId, created_at: isoNow(now) })
    .execute();
}

export interface FunnelEventCount {
  event: string;
  step: number | null;
  status: string | null;
  n: number;
}

/** Event counts by event, step and status since a time (the admin funnel). */
export async function countFunnelEvents(db: StoreDb, sinceIso: string): Promise<FunnelEventCount[]> {
  const rows = await db
    .selectFrom("funnel_events")
    .select((eb) => ["event", "step", "status", eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", sinceIso)
    .groupBy(["event", "step", "status"])
    // Explicit NULL placement: the engines disagree on where NULLs sort by default.
    .orderBy("event")
    .orderBy("step", (ob) => ob.asc().nullsFirst())
    .orderBy("status", (ob) => ob.asc().nullsFirst())
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}
