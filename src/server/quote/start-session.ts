import { randomUUID } from "node:crypto";
import type { SessionRequest } from "../../lib/quote/api-contracts";
import { insertQuoteSession } from "../db/quote";
import type { StoreDb } from "../db/store";
import { type LimitOutcome, takeLimit } from "../limits/limiter";
import { isQaTraffic } from "../qa/test-traffic";

export type StartSessionResult = { ok: true; sessionId: string } | Exclude<LimitOutcome, { ok: true }>;

/**
 * Starts a quote-form session: stores the wizard's session request (page, referrer, campaign
 * parameters) with the caller's IP, which the server takes from the connection, never from the
 * body. Returns the session id the wizard sends with its events and its lead; a repeat of a
 * stored uuid gets that session's id and stores nothing. Limited per client and overall (429).
 * A request carrying the token of a QA run under way (`qaRun`, the X-QA-Run header) is stored as
 * test traffic and takes no visitor's limit; any other token is ignored.
 */
export async function startSession(db: StoreDb, request: SessionRequest, ipAddress: string | null, qaRun: string | null = null): Promise<StartSessionResult> {
  const isTest = qaRun ? await isQaTraffic(db, qaRun) : false;
  if (!isTest) {
    const limit = await takeLimit(db, "sessions", ipAddress);
    if (!limit.ok) return limit;
  }
  const sessionId = await insertQuoteSession(db, { id: randomUUID(), uuid: request.uuid, ipAddress, data: request, isTest });
  return { ok: true, sessionId };
}
