import { randomBytes } from "node:crypto";
import { config } from "../config";
import {
  type AdminSession,
  getActiveAdminSession,
  getOrCreateSecret,
  insertAdminSession,
  revokeAdminSession,
  touchAdminSession,
} from "../db/store/repositories/admin-auth";
import { recordAudit } from "../db/store/repositories/audit";
import type { Store } from "../db/store/store";
import { readSessionCookie } from "./cookies";
import { signSessionToken, verifySessionToken } from "./session-token";

/**
 * Admin sessions: a random id stored server-side (revocable), handed to the browser as a
 * signed, expiring token in the session cookie. A session ends SESSION_TTL_HOURS after it
 * started, or SESSION_IDLE_MINUTES after its last use, whichever comes first; use is recorded
 * at most once a minute, so a busy admin page costs one write a minute, not one per request.
 */
const TOUCH_EVERY_MS = 60_000;
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

/**
 * The live session behind the request's cookie (valid signature, not expired, not revoked, not
 * idle too long), or null; a live session is marked used.
 */
export async function sessionFromRequest(store: Store, req: Request, now = Date.now()): Promise<AdminSession | null> {
  const token = readSessionCookie(req);
  if (!token) return null;
  const claims = verifySessionToken(token, await sessionSecret(store), now);
  if (!claims) return null;
  const session = await getActiveAdminSession(store.db, claims.sessionId, now, config().SESSION_IDLE_MINUTES * 60_000);
  if (session && now - session.lastSeenAt >= TOUCH_EVERY_MS) await touchAdminSession(store.db, session.sessionId, now, TOUCH_EVERY_MS);
  return session;
}

/** Revokes the request's session, if it has one (logout). */
export async function endSession(store: Store, req: Request): Promise<void> {
  const session = await sessionFromRequest(store, req);
  if (!session) return;
  await revokeAdminSession(store.db, session.sessionId);
  await recordAudit(store.db, {
    actor: session.username,
    action: "admin.logout",
    targetType: "admin_user",
    targetId: session.userId,
    summary: "Signed out",
  });
}
