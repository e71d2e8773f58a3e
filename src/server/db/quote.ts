import type { MatchedCompany } from "../../lib/quote/api-contracts";
import type { Db } from "./snapshot";

/** Quote sessions, stored match sets and funnel events. */

/** Records a quote-form session and returns its id. */
export function insertQuoteSession(db: Db, id: string, uuid: string, ipAddress: string | null, data: unknown): void {
  db.prepare("INSERT INTO quote_sessions (id, uuid, ip_address, data) VALUES (?, ?, ?, ?)").run(id, uuid, ipAddress, JSON.stringify(data));
}

/** Keeps the companies a lead was matched with, under its ping id. */
export function insertMatchSet(db: Db, pingId: string, leadUuid: string, request: unknown, companies: readonly MatchedCompany[]): void {
  db.prepare("INSERT INTO match_sets (ping_id, lead_uuid, request, companies) VALUES (?, ?, ?, ?)").run(
    pingId,
    leadUuid,
    JSON.stringify(request),
    JSON.stringify(companies),
  );
}

/** The company ids of a stored match set, if it belongs to that lead. */
export function getMatchedCompanyIds(db: Db, pingId: string, leadUuid: string): number[] | undefined {
  const row = db.prepare<[string, string], { companies: string }>("SELECT companies FROM match_sets WHERE ping_id = ? AND lead_uuid = ?").get(pingId, leadUuid);
  if (!row) return undefined;
  return (JSON.parse(row.companies) as MatchedCompany[]).map((c) => c.id).filter((id) => id > 0);
}

/** Stores one funnel event. */
export function insertFunnelEvent(db: Db, e: { event: string; step?: number; status?: string; leadUuid: string; sessionId: string }): void {
  db.prepare("INSERT INTO funnel_events (event, step, status, lead_uuid, session_id) VALUES (?, ?, ?, ?, ?)").run(
    e.event,
    e.step ?? null,
    e.status ?? null,
    e.leadUuid,
    e.sessionId,
  );
}

/** Event counts by event and step since a time: the admin funnel reads this. */
export function countFunnelEvents(db: Db, sinceIso: string): Array<{ event: string; step: number | null; status: string | null; n: number }> {
  return db
    .prepare<[string], { event: string; step: number | null; status: string | null; n: number }>(
      "SELECT event, step, status, count(*) AS n FROM funnel_events WHERE created_at >= ? GROUP BY event, step, status ORDER BY event, step, status",
    )
    .all(sinceIso);
}
