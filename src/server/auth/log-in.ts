import type { LoginInput } from "../../lib/auth/auth-api";
import { getAdminUserByUsername, replacePasswordHash } from "../db/store/repositories/admin-auth";
import { recordAudit } from "../db/store/repositories/audit";
import type { Store } from "../db/store/store";
import { refundLimit, takeLimit } from "../limits/limiter";
import { ensureFirstAdmin } from "./bootstrap";
import { BUSY_MESSAGE, beginLoginAttempt, clearLoginPair, lockedMessage, pairKey, waitForPasswordCheck } from "./login-throttle";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password";
import { createSession, type NewSession } from "./session";

export const INVALID_CREDENTIALS = "Invalid username or password";

export type LoginOutcome =
  | { ok: true; session: NewSession }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * An admin signs in. First a place is taken among the password checks running at once (per
 * user, per address, per process; a sign-in waits up to 3 s for one, then 429, nothing counted).
 * Then, before the password is checked, the attempt is counted atomically for the address
 * across usernames (password spraying) and for the (username, address) pair (guessing one
 * account); either over its limit → 429. A wrong password costs the same scrypt work whether
 * or not the user exists. Success gives the address its hit back, clears the pair, replaces a hash made with older
 * parameters and starts a session.
 */
export async function logIn(store: Store, { username, password }: LoginInput, ip: string): Promise<LoginOutcome> {
  await ensureFirstAdmin(store);
  const release = await waitForPasswordCheck(username, ip);
  if (!release) return { ok: false, status: 429, message: BUSY_MESSAGE, retryAfterSeconds: 1 };
  try {
    return await checkPassword(store, { username, password }, ip);
  } finally {
    release();
  }
}

async function checkPassword(store: Store, { username, password }: LoginInput, ip: string): Promise<LoginOutcome> {
  const { db } = store;
  const spraying = await takeLimit(db, "login", ip);
  if (!spraying.ok) return spraying;
  const pair = pairKey(username, ip);
  const attempt = await beginLoginAttempt(db, pair);
  if (!attempt.allowed)
    return { ok: false, status: 429, message: lockedMessage(attempt.waitMs), retryAfterSeconds: Math.ceil(attempt.waitMs / 1000) };
  const user = await getAdminUserByUsername(db, username);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !matches) return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  await clearLoginPair(db, pair);
  await refundLimit(db, "login", ip);
  if (needsRehash(user.passwordHash)) await replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(password));
  const session = await createSession(store, user.id);
  await recordAudit(db, { actor: user.username, action: "admin.login", targetType: "admin_user", targetId: user.id, summary: "Signed in" });
  return { ok: true, session };
}
