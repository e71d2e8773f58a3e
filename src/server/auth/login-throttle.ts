import { clearLoginAttempts, getLoginAttempts, type LoginAttempt, saveLoginAttempts } from "../db/admin-auth";
import type { StoreDb } from "../db/store";

/**
 * Brute-force lock for POST /api/login, per username and per IP: after MAX_FAILURES failures a
 * key is locked for 30 s, doubling with each further failure up to an hour. Counters of a key
 * with no failure for a day start again from zero.
 */
export const MAX_FAILURES = 5;
export const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 3_600_000;
const FORGET_AFTER_MS = 86_400_000;

/** The counter keys of one attempt. Usernames are case-insensitive, like the users table. */
export function throttleKeys(username: string, ip: string): string[] {
  return [`user:${username.trim().toLowerCase()}`, `ip:${ip}`];
}

/** How long a key stays locked after its `failures`-th failure (0 below the threshold). */
export function lockDuration(failures: number): number {
  if (failures < MAX_FAILURES) return 0;
  return Math.min(BASE_LOCK_MS * 2 ** (failures - MAX_FAILURES), MAX_LOCK_MS);
}

/** Milliseconds until the longest lock among `keys` ends, or 0 when none is locked. */
export async function lockedFor(db: StoreDb, keys: readonly string[], now = Date.now()): Promise<number> {
  let wait = 0;
  const attempts = await getLoginAttempts(db, keys);
  for (const key of keys) {
    const attempt = attempts.get(key);
    if (attempt && attempt.lockedUntil > now) wait = Math.max(wait, attempt.lockedUntil - now);
  }
  return wait;
}

/** Counts one failure against every key, locking those that reached the threshold. */
export async function recordLoginFailure(db: StoreDb, keys: readonly string[], now = Date.now()): Promise<void> {
  const attempts = await getLoginAttempts(db, keys);
  const updated: LoginAttempt[] = keys.map((key) => {
    const previous = attempts.get(key);
    const stale = !previous || now - previous.updatedAt > FORGET_AFTER_MS;
    const failures = (stale ? 0 : previous.failures) + 1;
    const lock = lockDuration(failures);
    return { key, failures, lockedUntil: lock > 0 ? now + lock : 0, updatedAt: now };
  });
  await saveLoginAttempts(db, updated);
}

/** Clears a key's failures after a successful login. */
export async function recordLoginSuccess(db: StoreDb, key: string): Promise<void> {
  await clearLoginAttempts(db, key);
}

/** The 429 message: "Too many failed login attempts. Try again in 30 seconds." */
export function lockedMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `Too many failed login attempts. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}
