import { config } from "../config";
import { type CounterHit, deleteExpiredCounters, hitCounters, refundCounters } from "../db/store/repositories/rate-limits";
import type { StoreDb } from "../db/store/store";
import { type LimitSettings, LOGIN_LOCK, limitPolicies, type PolicyName } from "./policies";

/**
 * The one limiter of anonymous writes and sign-ins. `takeLimit` counts the request in its
 * policy's client and global buckets (one upsert in the store, so it holds across instances)
 * and says whether it may go on; callers answer a refusal with 429 and `Retry-After`.
 */

export type LimitOutcome = { ok: true } | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/** How often a hit also deletes expired counters: cheap, and shared by every instance without a schedule. */
const CLEANUP_CHANCE = 1 / 200;

/** The buckets of a policy for a client (null when the address is unknown: the global one only). */
export function limitBuckets(name: PolicyName, client: string | null, cfg: LimitSettings = config()): Array<CounterHit & { max: number }> {
  const policy = limitPolicies(cfg)[name];
  const buckets: Array<CounterHit & { max: number }> = [];
  if (client) buckets.push({ key: `${name}:client:${client}`, windowMs: policy.client.windowSeconds * 1000, max: policy.client.max });
  if (policy.global) buckets.push({ key: `${name}:global`, windowMs: policy.global.windowSeconds * 1000, max: policy.global.max });
  return buckets;
}

/** Counts one request of `client` under policy `name`; refuses when a bucket is over its limit. */
export async function takeLimit(
  db: StoreDb,
  name: PolicyName,
  client: string | null,
  options: { cfg?: LimitSettings; now?: number } = {},
): Promise<LimitOutcome> {
  const cfg = options.cfg ?? config();
  const now = options.now ?? Date.now();
  const policy = limitPolicies(cfg)[name];
  const buckets = limitBuckets(name, client, cfg);
  const states = await hitCounters(db, buckets, now);
  if (Math.random() < CLEANUP_CHANCE) {
    await purgeExpiredLimits(db, now).catch((error) =>
      console.error("Deleting expired rate-limit counters failed:", error instanceof Error ? error.message : error),
    );
  }
  let resetAt = 0;
  for (const { key, max } of buckets) {
    const state = states.get(key);
    if (state && state.hits > max) resetAt = Math.max(resetAt, state.resetAt);
  }
  if (resetAt === 0) return { ok: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return { ok: false, status: 429, message: policy.message(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds };
}

/** Gives back the hit of a request that should not count after all (a successful login). */
export async function refundLimit(db: StoreDb, name: PolicyName, client: string | null, now = Date.now()): Promise<void> {
  await refundCounters(
    db,
    limitBuckets(name, client).map((b) => b.key),
    now,
  );
}

/** Deletes expired counters and forgotten login attempts (the purge script; also now and then on a hit). */
export function purgeExpiredLimits(db: StoreDb, now = Date.now()): Promise<number> {
  return deleteExpiredCounters(db, LOGIN_LOCK.forgetSeconds * 1000, now);
}
