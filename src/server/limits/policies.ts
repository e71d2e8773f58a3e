import type { AppConfig } from "../config";

/**
 * Every limit on anonymous writes and on signing in, in one place (README "Limits" lists them).
 *
 * A policy has a per-client bucket (one per client address) and a global bucket (everyone
 * together). A window starts at a bucket's first hit; when the bucket is full the request gets
 * 429 with `Retry-After` set to the time left in that window. Per-client limits are generous
 * because many visitors can share one address (offices, mobile carriers); global limits sit
 * far above real traffic and only stop a flood from many addresses filling the database.
 */
export interface Bucket {
  max: number;
  windowSeconds: number;
}

export interface LimitPolicy {
  client: Bucket;
  /** Absent where a global cap would let strangers shut everyone out (signing in). */
  global?: Bucket;
  /** What a refused client reads; `minutes` is the wait, rounded up. */
  message(minutes: number): string;
}

export type PolicyName = "login" | "leads" | "inquiries" | "sessions" | "matching" | "events";

const inMinutes = (minutes: number) => (minutes <= 1 ? "a minute" : `${minutes} minutes`);
const tooMany = (minutes: number) => `Too many requests from your network. Please try again in ${inMinutes(minutes)}.`;

/** The settings the policies read from the environment. */
export type LimitSettings = Pick<AppConfig, "LEAD_RATE_LIMIT" | "LEAD_RATE_WINDOW_MINUTES"> & Partial<Pick<AppConfig, "RATE_LIMIT_SCALE">>;

export function limitPolicies(cfg: LimitSettings): Record<PolicyName, LimitPolicy> {
  const scaled = (max: number) => Math.round(max * (cfg.RATE_LIMIT_SCALE ?? 1));
  return {
    /**
     * Password guesses from one address across all usernames (spraying). Counted before the
     * password is checked; a successful login gives its hit back, so only failures fill it.
     */
    login: {
      client: { max: 20, windowSeconds: 15 * 60 },
      message: (m) => `Too many failed login attempts from your network. Try again in ${inMinutes(m)}.`,
    },
    /** New leads (a repeat of a stored lead is answered without counting). */
    leads: {
      client: { max: cfg.LEAD_RATE_LIMIT, windowSeconds: cfg.LEAD_RATE_WINDOW_MINUTES * 60 },
      global: { max: scaled(2000), windowSeconds: 60 * 60 },
      message: (m) => `Too many quote requests from your network. Please try again in ${inMinutes(m)}.`,
    },
    /** Business inquiries: plenty for a company, little for a spammer. */
    inquiries: {
      client: { max: scaled(5), windowSeconds: 60 * 60 },
      global: { max: scaled(300), windowSeconds: 60 * 60 },
      message: (m) => `Too many requests from your network. Please try again in ${inMinutes(m)} or email us.`,
    },
    /** Quote-form sessions: one per wizard load that has none in the browser yet. */
    sessions: {
      client: { max: scaled(120), windowSeconds: 10 * 60 },
      global: { max: scaled(20_000), windowSeconds: 10 * 60 },
      message: tooMany,
    },
    /** Mover matching (each call may store a match set). */
    matching: {
      client: { max: scaled(60), windowSeconds: 10 * 60 },
      global: { max: scaled(10_000), windowSeconds: 10 * 60 },
      message: tooMany,
    },
    /** Funnel events: about seven per quote. */
    events: {
      client: { max: scaled(300), windowSeconds: 10 * 60 },
      global: { max: scaled(50_000), windowSeconds: 10 * 60 },
      message: tooMany,
    },
  };
}

/**
 * Bounds per quote (lead uuid), so one loop cannot grow the store under a single quote:
 * the newest MATCH_SETS_PER_QUOTE match sets are kept (older ones are deleted as new ones
 * come, so the set the visitor saw is always the one the lead links); events beyond
 * EVENTS_PER_QUOTE are accepted (202) and not stored.
 */
export const MATCH_SETS_PER_QUOTE = 10;
export const EVENTS_PER_QUOTE = 60;

/**
 * Signing in, per (username, client address) pair: the first LOGIN_LOCK.attempts attempts are
 * checked freely; the attempt that reaches it locks the pair for `baseSeconds` (doubling with
 * each further attempt up to `maxSeconds`) unless it succeeds. A success clears the pair. A
 * pair with no attempt for `forgetSeconds` starts again from zero.
 */
export const LOGIN_LOCK = { attempts: 5, baseSeconds: 30, maxSeconds: 3600, forgetSeconds: 24 * 3600 } as const;

/**
 * Password checks running at once in one process. Each scrypt check takes 128 MiB and a
 * libuv thread for about half a second; more in flight would starve the file and DNS work of
 * every other request. Beyond these a login is refused with 429 and `Retry-After: 1`.
 */
export const PASSWORD_CHECKS_IN_FLIGHT = { perUser: 2, perClient: 2, total: 3 } as const;
