import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The session cookie's value: `<session id>.<expiry ms>.<HMAC-SHA256 of both>`, base64url.
 * The signature makes a forged or edited token fail before any database lookup; the database
 * row (revocable on logout) stays the authority on whether the session is still alive.
 */
export interface SessionClaims {
  sessionId: string;
  expiresAt: number;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function sign(payload: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(payload).digest();
}

/** Signs a session id and expiry. @example signSessionToken({ sessionId, expiresAt: Date.now() + 3600_000 }, secret) */
export function signSessionToken(claims: SessionClaims, secret: string): string {
  if (!ID_PATTERN.test(claims.sessionId)) throw new Error("Invalid session id");
  const payload = `${claims.sessionId}.${Math.floor(claims.expiresAt)}`;
  return `${payload}.${sign(payload, secret).toString("base64url")}`;
}

/**
 * The claims of a token whose signature is valid (checked in constant time) and that has not
 * expired at `now`; otherwise null.
 */
export function verifySessionToken(token: string, secret: string, now = Date.now()): SessionClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [sessionId, expiry, signature] = parts;
  if (!ID_PATTERN.test(sessionId) || !/^\d{1,16}$/.test(expiry)) return null;
  const expected = sign(`${sessionId}.${expiry}`, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = Number(expiry);
  if (expiresAt <= now) return null;
  return { sessionId, expiresAt };
}
