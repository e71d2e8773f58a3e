import type { Db } from "../db/snapshot";
import { claimDueOutbox, markOutboxAttemptFailed, markOutboxDelivered } from "../db/outbox";

/**
 * Delivers lead copies to the data warehouse (spec 7.1): form-encoded POSTs with retries and
 * exponential backoff. A failure never touches the lead itself; after the last attempt the
 * copy is marked 'failed' with the error.
 */
export interface OutboxOptions {
  url: string;
  maxAttempts: number;
  baseDelayMs: number;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

const LEASE_MS = 60_000;

/** Sends every due item once; returns how many were delivered and how many failed this round. */
export async function deliverDueOutbox(db: Db, options: OutboxOptions): Promise<{ delivered: number; failed: number }> {
  const now = options.now?.() ?? Date.now();
  const items = claimDueOutbox(db, new Date(now).toISOString(), new Date(now + LEASE_MS).toISOString(), 25);
  const send = options.fetchImpl ?? fetch;
  let delivered = 0;
  let failed = 0;
  for (const item of items) {
    try {
      const res = await send(options.url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(item.payload).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      markOutboxDelivered(db, item.id);
      delivered++;
    } catch (error) {
      const attempt = item.attempts + 1;
      const retryAt = attempt >= options.maxAttempts ? null : new Date(now + options.baseDelayMs * 2 ** (attempt - 1)).toISOString();
      markOutboxAttemptFailed(db, item.id, error instanceof Error ? error.message : String(error), retryAt);
      failed++;
    }
  }
  return { delivered, failed };
}

/** Runs deliveries every `intervalMs` in this process until the returned stop() is called. */
export function startOutboxWorker(db: Db, options: OutboxOptions, intervalMs = 1000): { stop(): void; kick(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = async () => {
    if (running) return;
    running = deliverDueOutbox(db, options).catch((error) => console.error("Outbox delivery failed:", error));
    await running;
    running = null;
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), kick: tick };
}
