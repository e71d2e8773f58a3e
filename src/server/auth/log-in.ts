import type { LoginInput } from "../../lib/auth/login-schema";
import { getAdminUserByUsername } from "../db/admin-auth";
import type { Store } from "../db/store";
import { ensureFirstAdmin } from "./bootstrap";
import { lockedFor, lockedMessage, recordLoginFailure, recordLoginSuccess, throttleKeys } from "./login-throttle";
import { dummyPasswordHash, verifyPassword } from "./password";
import { createSession, type NewSession } from "./session";

export const INVALID_CREDENTIALS = "Invalid username or password";

export type LoginOutcome =
  | { ok: true; session: NewSession }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * An admin signs in: refused while the username or IP is locked after repeated failures; a
 * wrong password costs the same scrypt work whether or not the user exists; success clears the
 * username's failures and starts a session.
 */
export async function logIn(store: Store, { username, password }: LoginInput, ip: string): Promise<LoginOutcome> {
  await ensureFirstAdmin(store);
  const keys = throttleKeys(username, ip);
  const wait = await lockedFor(store.db, keys);
  if (wait > 0) return { ok: false, status: 429, message: lockedMessage(wait), retryAfterSeconds: Math.ceil(wait / 1000) };
  const user = await getAdminUserByUsername(store.db, username);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !matches) {
    await recordLoginFailure(store.db, keys);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  await recordLoginSuccess(store.db, keys[0]);
  return { ok: true, session: await createSession(store, user.id) };
}
