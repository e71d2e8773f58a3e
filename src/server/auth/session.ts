import { randomBytes } from "node:crypto";
import { config } from "../config";
import type { Db } from "../db/connection";
import { type AdminSession, getActiveAdminSession, getOrCreateSecret, insertAdminSession, revokeAdminSession } from "../db/admin-auth";
import { readSessionCookie } from "./cookies";
import { signSessionToken, verifySessionToken } from "./session-token";

/**
 * Admin sessions: a random id stored server-side (revocable), handed to the browser as a
 * signed, expiring token in the session cookie.
 */
const secrets = new WeakMap<Db, string>();

/** SESSION_SECRET, or a random one generated at first start and kept in the database so restarts keep sessions valid. */
export function sessionSecret(db: Db): string {
  const configured = config().SESSION_SECRET;
  if (configured) return configured;
  let secret = secrets.get(db);
  if (!secret) {
    secret = getOrCreateSecret(db, "session_secret", () => randomBytes(32).toString("base64url"));
    secrets.set(db, secret);
  }
  return secret;
}

export interface NewSession {
  token: string;
  maxAgeSeconds: number;
}

/** Starts a session for a user: stores it and returns the signed cookie token. */
export function createSession(db: Db, userId: number, now = Date.now()): NewSession {
  const maxAgeSeconds = Math.round(config().SESSION_TTL_HOURS * 3600);
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = now + maxAgeSeconds * 1000;
  insertAdminSession(db, sessionId, userId, expiresAt, now);
  return { token: signSessionToken({ sessionId, expiresAt }, sessionSecret(db)), maxAgeSeconds };
}

/** The live session behind the request's cookie (valid signature, not expired, not revoked), or null. */
export function sessionFromRequest(db: Db, req: Request, now = Date.now()): AdminSession | null {
  const token = readSessionCookie(req);
  if (!token) return null;
  const claims = verifySessionToken(token, sessionSecret(db), now);
  if (!claims) return null;
  return getActiveAdminSession(db, claims.sessionId, now);
}

/** Revokes the request's session, if it has one (logout). */
export function endSession(db: Db, req: Request): void {
  const session = sessionFromRequest(db, req);
  if (session) revokeAdminSession(db, session.sessionId);
}
