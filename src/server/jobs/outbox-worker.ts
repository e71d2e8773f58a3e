import type { AppConfig } from "../config";
import { claimDueOutbox, markOutboxAttemptFailed, markOutboxDelivered, type OutboxItem } from "../db/outbox";
import { isoNow, type Store } from "../db/store";
import { backgroundErrorLog } from "./background-errors";

/**
 * Delivers lead copies to the data warehouse (spec 7.1): form-encoded POSTs with retries and
 * exponential backoff. A failure never touches the lead itself; after the last attempt the
 * copy is marked 'failed' with the error. Any number of deliverers may run at once (the local
 * worker, a function's waitUntil, the scheduled function): each claims its rows first.
 */
export interface OutboxOptions {
  url: string;
  maxAttempts: number;
  baseDelayMs: number;
  fetchImpl?: typeof fetch;
  /** Longest wait for one POST. */
  timeoutMs?: number;
  /** Rows claimed and sent together per round. */
  batchSize?: number;
  now?: () => number;
}

export interface DeliveryTotals {
  delivered: number;
  failed: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_BATCH = 10;
/**
 * How long a claimed row stays invisible to other deliverers. A round sends its batch in
 * parallel, so it ends within one timeout; the lease is far longer, and a deliverer that dies
 * mid-round only delays its rows by this much.
 */
const LEASE_MS = 60_000;

/** The delivery settings from the configuration, or null when no warehouse is configured. */
export function outboxOptionsFrom(cfg: Pick<AppConfig, "WAREHOUSE_URL" | "OUTBOX_MAX_ATTEMPTS" | "OUTBOX_BASE_DELAY_MS">): OutboxOptions | null {
  return cfg.WAREHOUSE_URL ? { url: cfg.WAREHOUSE_URL, maxAttempts: cfg.OUTBOX_MAX_ATTEMPTS, baseDelayMs: cfg.OUTBOX_BASE_DELAY_MS } : null;
}

/** Claims one batch of due rows and sends it; returns how many were delivered and failed. */
export async function deliverDueOutbox(store: Store, options: OutboxOptions): Promise<DeliveryTotals> {
  const clock = options.now ?? Date.now;
  const now = clock();
  const items = await claimDueOutbox(store.db, store.engine, isoNow(now), isoNow(now + LEASE_MS), options.batchSize ?? DEFAULT_BATCH);
  const outcomes = await Promise.all(items.map((item) => deliverOne(store, item, options, clock)));
  return { delivered: outcomes.filter(Boolean).length, failed: outcomes.filter((ok) => !ok).length };
}

/**
 * Delivers due rows batch after batch until none is due or `budgetMs` has passed (checked
 * before each claim, so a round that starts in time may still take up to one POST timeout).
 * For the scheduled function, whose run is capped by the platform.
 */
export async function deliverOutboxFor(store: Store, options: OutboxOptions & { budgetMs: number }): Promise<DeliveryTotals & { rounds: number }> {
  const clock = options.now ?? Date.now;
  const deadline = clock() + options.budgetMs;
  const totals = { delivered: 0, failed: 0, rounds: 0 };
  while (clock() < deadline) {
    const round = await deliverDueOutbox(store, options);
    if (round.delivered + round.failed === 0) break;
    totals.delivered += round.delivered;
    totals.failed += round.failed;
    totals.rounds++;
  }
  return totals;
}

/** Sends one row and records the outcome; true when delivered. */
async function deliverOne(store: Store, item: OutboxItem, options: OutboxOptions, clock: () => number): Promise<boolean> {
  const send = options.fetchImpl ?? fetch;
  let failure: string | null = null;
  try {
    const res = await send(options.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(item.payload).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => {});
    if (!res.ok) failure = `HTTP ${res.status}`;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  // Recorded outside the try: a store error after a successful POST must not count as a
  // failed attempt (that would send the copy again).
  const now = clock();
  if (failure === null) {
    await markOutboxDelivered(store.db, item.id, now);
    return true;
  }
  const attempt = item.attempts + 1;
  const retryAt = attempt >= options.maxAttempts ? null : isoNow(now + options.baseDelayMs * 2 ** (attempt - 1));
  await markOutboxAttemptFailed(store.db, item.id, failure, retryAt, now);
  return false;
}

/**
 * Runs deliveries every `intervalMs` in this process (the local stand-in for the scheduled
 * function) until the returned stop() is called; one run at a time.
 */
export function startOutboxWorker(store: Store, options: OutboxOptions, intervalMs = 1000): { stop(): void; kick(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const errors = backgroundErrorLog("Outbox delivery");
  const tick = async () => {
    if (running) return;
    running = deliverOutboxFor(store, { ...options, budgetMs: 20_000 }).then(
      () => errors.succeeded(),
      (error) => errors.failed(error),
    );
    await running;
    running = null;
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), kick: tick };
}

/**
 * Time a scheduled run spends claiming new rounds: Netlify stops a scheduled function after
 * 30 s, and a round that starts just before this budget may still wait out its POST timeout.
 */
export const SCHEDULED_BUDGET_MS = 20_000;
export const SCHEDULED_TIMEOUT_MS = 8_000;

export type ScheduledDelivery = (DeliveryTotals & { rounds: number }) | { skipped: string };

/** The scheduled function's work: deliver what is due within the budget, or nothing without a warehouse. */
export async function deliverScheduledOutbox(
  store: () => Promise<Store>,
  cfg: Pick<AppConfig, "WAREHOUSE_URL" | "OUTBOX_MAX_ATTEMPTS" | "OUTBOX_BASE_DELAY_MS">,
): Promise<ScheduledDelivery> {
  const options = outboxOptionsFrom(cfg);
  if (!options) return { skipped: "WAREHOUSE_URL is not set: lead copies are not sent anywhere" };
  return deliverOutboxFor(await store(), { ...options, timeoutMs: SCHEDULED_TIMEOUT_MS, budgetMs: SCHEDULED_BUDGET_MS });
}
