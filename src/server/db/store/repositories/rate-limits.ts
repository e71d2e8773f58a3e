import { sql } from "kysely";
import type { StoreDb } from "../store";

/**
 * The shared limiter's counters. A counter's window starts at its first hit and lasts
 * `windowMs`; a hit after `reset_at` starts a new window. Counting is one upsert per request,
 * so parallel requests on any number of instances each get their own, exact count.
 */

export interface CounterHit {
  key: string;
  windowMs: number;
}

export interface CounterState {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the current window ends (ms epoch). */
  resetAt: number;
}

/** A millisecond value typed as bigint for Postgres, which cannot infer a parameter's type inside CASE. */
const millis = (value: number) => sql<number>`cast(${value} as bigint)`;

/**
 * Counts one hit on each counter and returns their states by key. One statement: the rows are
 * written in key order, so two requests touching the same counters cannot deadlock on Postgres.
 */
export async function hitCounters(db: StoreDb, hits: readonly CounterHit[], now = Date.now()): Promise<Map<string, CounterState>> {
  if (hits.length === 0) return new Map();
  const unique = [...new Map(hits.map((h) => [h.key, h])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await db
    .insertInto("rate_limits")
    .values(unique.map((h) => ({ key: h.key, hits: 1, reset_at: now + h.windowMs })))
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when("rate_limits.reset_at", "<=", millis(now))
          .then(sql<number>`1`)
          .else(eb("rate_limits.hits", "+", 1))
          .end(),
        reset_at: eb
          .case()
          .when("rate_limits.reset_at", "<=", millis(now))
          .then(eb.ref("excluded.reset_at"))
          .else(eb.ref("rate_limits.reset_at"))
          .end(),
      })),
    )
    .returning(["key", "hits", "reset_at"])
    .execute();
  return new Map(rows.map((r) => [r.key, { hits: Number(r.hits), resetAt: Number(r.reset_at) }]));
}

/** Takes one hit back from each counter still in its window (a hit that turned out not to count, like a successful login). */
export async function refundCounters(db: StoreDb, keys: readonly string[], now = Date.now()): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable("rate_limits")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("key", "in", keys)
    .where("hits", ">", 0)
    .where("reset_at", ">", now)
    .execute();
}

/** The current state of a counter, or undefined when it has none or its window ended. */
export async function readCounter(db: StoreDb, key: string, now = Date.now()): Promise<CounterState | undefined> {
  const row = await db.selectFrom("rate_limits").select(["hits", "reset_at"]).where("key", "=", key).where("reset_at", ">", now).executeTakeFirst();
  return row ? { hits: Number(row.hits), resetAt: Number(row.reset_at) } : undefined;
}

/**
 * Deletes counters whose window ended, and login-attempt rows with no lock left and no attempt
 * for `loginForgetMs`; returns how many rows went. Cheap: both run on an index.
 */
export async function deleteExpiredCounters(db: StoreDb, loginForgetMs: number, now = Date.now()): Promise<number> {
  const counters = await db.deleteFrom("rate_limits").where("reset_at", "<=", now).executeTakeFirst();
  const attempts = await db
    .deleteFrom("login_attempts")
    .where("updated_at", "<=", now - loginForgetMs)
    .where("locked_until", "<=", now)
    .executeTakeFirst();
  return Number(counters.numDeletedRows) + Number(attempts.numDeletedRows);
}
