import { randomUUID } from "node:crypto";
import type { SessionRequest } from "../../lib/quote/api-contracts";
import { insertQuoteSession } from "../db/quote";
import type { StoreDb } from "../db/store";
import { type LimitOutcome, takeLimit } from "../limits/limiter";

export type StartSessionResult = { ok: true; sessionId: string } | Exclude<LimitOutcome, { ok: true }>;

/**
 * Starts a quote-form session: stores the wizard's session request (page, referrer, campaign
 * parameters) with the caller's IP, which the server takes from the connection, never from the
 * body. Returns the session id the wizard sends with its events and its lead; a repeat of a
 * stored uuid gets that session's id and stores nothing. Limited per client and overall (429).
 */
export async function startSession(db: StoreDb, request: SessionRequest, ipAddress: string | null): Promise<StartSessionResult> {
  const limit = await takeLimit(db, "sessions", ipAddress);
  if (!limit.ok) return limit;
  const sessionId = await insertQuoteSession(db, { id: randomUUID(), uuid: request.uuid, ipAddress, data: request });
  return { ok: true, sessionId };
}
