import { randomUUID } from "node:crypto";
import { clearLoginAttempts, countLoginAttempt } from "../db/store/repositories/admin-auth";
import type { StoreDb } from "../db/store/store";
import { InFlight } from "../limits/in-flight";
import { LOGIN_LOCK, PASSWORD_CHECKS_IN_FLIGHT } from "../limits/policies";

/**
 * Brute-force protection of POST /api/login, per (username, client address) pair, so a
 * stranger's failures never lock the admin out from another address. Each attempt is counted
 * in the store before its password is checked; the attempt that reaches LOGIN_LOCK.attempts
 * locks the pair at once for 30 s, doubling with each further attempt up to an hour, and only
 * a success clears it. A parallel burst therefore gets at most LOGIN_LOCK.attempts checks.
 */

/** The counter key of one (username, address) pair. Usernames are case-insensitive, like the users table. */
export function pairKey(username: string, ip: string): string {
  return `pair:${username.trim().toLowerCase()}|${ip}`;
}

/** How long a pair stays locked after its `attempts`-th attempt (0 below the threshold). */
export function lockDuration(attempts: number): number {
  if (attempts < LOGIN_LOCK.attempts) return 0;
  return Math.min(LOGIN_LOCK.baseSeconds * 1000 * 2 ** (attempts - LOGIN_LOCK.attempts), LOGIN_LOCK.maxSeconds * 1000);
}

/** lockDuration for the 1st, 2nd, … attempt until it reaches its cap, which holds for every later one. */
function lockSchedule(): number[] {
  const schedule: number[] = [];
  for (let n = 1; schedule.at(-1) !== LOGIN_LOCK.maxSeconds * 1000; n++) schedule.push(lockDuration(n));
  return schedule;
}
const LOCK_SCHEDULE = lockSchedule();

export type AttemptVerdict = { allowed: true } | { allowed: false; waitMs: number };

/** Counts an attempt of the pair; refuses it (with the time left) while the pair is locked. */
export async function beginLoginAttempt(db: StoreDb, key: string, now = Date.now()): Promise<AttemptVerdict> {
  const count = await countLoginAttempt(db, key, randomUUID(), LOCK_SCHEDULE, LOGIN_LOCK.forgetSeconds * 1000, now);
  return count.counted ? { allowed: true } : { allowed: false, waitMs: Math.max(1000, count.lockedUntil - now) };
}

/** Clears the pair's attempts and lock after a successful login. */
export async function clearLoginPair(db: StoreDb, key: string): Promise<void> {
  await clearLoginAttempts(db, key);
}

/** The 429 message: "Too many failed login attempts. Try again in 30 seconds." */
export function lockedMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `Too many failed login attempts. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}

export const BUSY_MESSAGE = "Another sign-in is being checked. Try again in a second.";

const checks = new InFlight();

/**
 * Takes a place for one password check of this user from this address, within the per-user,
 * per-address and process-wide caps; null when one is full. Call the result when the check ends.
 */
export function enterPasswordCheck(username: string, ip: string): (() => void) | null {
  return checks.tryEnter([
    [`user:${username.trim().toLowerCase()}`, PASSWORD_CHECKS_IN_FLIGHT.perUser],
    [`ip:${ip}`, PASSWORD_CHECKS_IN_FLIGHT.perClient],
    ["all", PASSWORD_CHECKS_IN_FLIGHT.total],
  ]);
}

/** How long a sign-in waits for a place before it is refused as busy. */
export const PASSWORD_CHECK_WAIT_MS = 3000;

/**
 * Like `enterPasswordCheck`, but waits up to `maxWaitMs` for a place, so colleagues signing in
 * at once from one office address are served in turn instead of refused; null when none came.
 */
export async function waitForPasswordCheck(username: string, ip: string, maxWaitMs = PASSWORD_CHECK_WAIT_MS): Promise<(() => void) | null> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const release = enterPasswordCheck(username, ip);
    if (release || Date.now() >= deadline) return release;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
