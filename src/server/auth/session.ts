import { randomBytes } from "node:crypto";
import { config } from "../config";
import { type AdminSession, getActiveAdminSession, getOrCreateSecret, insertAdminSession, revokeAdminSession } from "../db/admin-auth";
import type { Store } from "../db/store";
import { readSessionCookie } from "./cookies";
import { signSessionToken, verifySessionToken } from "./session-token";

/**
 * Admin sessions: a random id stored server-side (revocable), handed to the browser as a
 * signed, expiring token in the session cookie.
 */
const secrets = new WeakMap<Store, string>();

/** SESSION_SECRET, or a random one generated at first start and kept in the database so restarts keep sessions valid. */
export async function sessionSecret(store: Store): Promise<string> {
  const configured = config().SESSION_SECRET;
  if (configured) return configured;
  let secret = secrets.get(store);
  if (!secret) {
    secret = await getOrCreateSecret(store.db, "session_secret", () => randomBytes(32).toString("base64url"));
    secrets.set(store, secret);
  }
  return secret;
}

export interface NewSession {
  token: string;
  maxAgeSeconds: number;
}

/** Starts a session for a user: stores it and returns the signed cookie token. */
export async function createSession(store: Store, userId: number, now = Date.now()): Promise<NewSession> {
  const maxAgeSeconds = Math.round(config().SESSION_TTL_HOURS * 3600);
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = now + maxAgeSeconds * 1000;
  await insertAdminSession(store.db, sessionId, userId, expiresAt, now);
  return { token: signSessionToken({ sessionId, expiresAt }, await sessionSecret(store)), maxAgeSeconds };
}

/** The live session behind the request's cookie (valid signature, not expired, not revoked), or null. */
export async function sessionFromRequest(store: Store, req: Request, now = Date.now()): Promise<AdminSession | null> {
  const token = readSessionCookie(req);
  if (!token) return null;
  const claims = verifySessionToken(token, await sessionSecret(store), now);
  if (!claims) return null;
  return getActiveAdminSession(store.db, claims.sessionId, now);
}

/** Revokes the request's session, if it has one (logout). */
export async function endSession(store: Store, req: Request): Promise<void> {
  const session = await sessionFromRequest(store, req);
  if (session) await revokeAdminSession(store.db, session.sessionId);
}
