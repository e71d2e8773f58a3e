import { randomUUID } from "node:crypto";
import type { SessionRequest } from "../../lib/quote/quote-api";
import { insertQuoteSession } from "../db/store/repositories/quote";
import type { StoreDb } from "../db/store/store";
import { admitQuoteWrite, type LimitRefusal } from "./admission";

export type StartSessionResult = { ok: true; sessionId: string } | LimitRefusal;

/**
 * Starts a quote-form session: stores the wizard's session request (page, referrer, campaign
 * parameters) with the caller's IP, which the server takes from the connection, never from the
 * body. Returns the session id the wizard sends with its events and its lead; a repeat of a
 * stored uuid gets that session's id and stores nothing. Limited per client and overall (429);
 * a QA run's request is stored as test traffic instead (see admitQuoteWrite).
 */
export async function startSession(
  db: StoreDb,
  request: SessionRequest,
  ipAddress: string | null,
  qaRun: string | null = null,
): Promise<StartSessionResult> {
  const admitted = await admitQuoteWrite(db, "sessions", ipAddress, qaRun);
  if (!admitted.ok) return admitted;
  const sessionId = await insertQuoteSession(db, { id: randomUUID(), uuid: request.uuid, ipAddress, data: request, isTest: admitted.isTest });
  return { ok: true, sessionId };
}
