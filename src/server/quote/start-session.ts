import { randomUUID } from "node:crypto";
import type { SessionRequest } from "../../lib/quote/api-contracts";
import { insertQuoteSession } from "../db/quote";
import type { StoreDb } from "../db/store";

/**
 * Starts a quote-form session: stores the wizard's session request (page, referrer, campaign
 * parameters) with the caller's IP, which the server takes from the connection, never from the
 * body. Returns the new session id the wizard sends with its events and its lead.
 */
export async function startSession(db: StoreDb, request: SessionRequest, ipAddress: string | null): Promise<{ session_id: string }> {
  const sessionId = randomUUID();
  await insertQuoteSession(db, { id: sessionId, uuid: request.uuid, ipAddress, data: request });
  return { session_id: sessionId };
}
