import { isActiveQaToken } from "../db/store/repositories/qa-runs";
import type { StoreDb } from "../db/store/store";

/**
 * Recognising the QA suite's own quote traffic. A run draws a random token, stores its SHA-256
 * and sends the token in X-QA-Run; the public API treats a request as test traffic only when
 * the token is well formed and belongs to a run that is under way and younger than
 * QA_TOKEN_MAX_AGE_MS. A forged, finished or stale token changes nothing: the request is a
 * visitor's, stored and delivered as usual.
 */

/** A run token older than this is no longer honoured, even if its run never finished. */
export const QA_TOKEN_MAX_AGE_MS = 30 * 60_000;

/** The shape of a token (32 random bytes, base64url). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `header` (the X-QA-Run value, or null) names a QA run under way. */
export async function isQaTraffic(db: StoreDb, header: string | null, now = Date.now()): Promise<boolean> {
  if (!header) return false;
  const token = header.trim();
  if (!TOKEN.test(token)) return false;
  return isActiveQaToken(db, token, QA_TOKEN_MAX_AGE_MS, now);
}
