import type { AppConfig } from "../config";
import {
  claimDueOutbox,
  markOutboxAttemptFailed,
  markOutboxDelivered,
  markOutboxHeld,
  markOutboxSkipped,
  type OutboxItem,
} from "../db/store/repositories/outbox";
import { isoNow, type Store } from "../db/store/store";
import { HELD_REASON, type OutboundEmail } from "../mail/queue";
import { type MailSender, smtpSender } from "../mail/transport";
import { SIGNATURE_HEADER, signWebhookBody, TIMESTAMP_HEADER } from "../mail/webhook-signature";
import { NO_WEBHOOK_SECRET_REASON } from "../quote/lead-deliveries";
import { backgroundErrorLog } from "./background-errors";

/**
 * Delivers the outbox: lead copies to the data warehouse (form-encoded POSTs), emails
 * through SMTP and movers' signed webhooks (JSON POSTs), each row with its own retries and
 * exponential backoff. A failure never touches the lead itself; after the last attempt the
 * row is marked 'failed' with the error. Any number of deliverers may run at once (the local
 * worker, a function's waitUntil, the scheduled function): each claims its rows first.
 */
export interface OutboxOptions {
  /** The warehouse; null when none is configured (its rows are then skipped). */
  url: string | null;
  /** Sends email; null without SMTP_URL (mail is then held). */
  mail?: MailSender | null;
  /** Signs movers' webhooks; null without LEAD_WEBHOOK_SECRET (they are then skipped). */
  webhookSecret?: string | null;
  maxAttempts: number;
  baseDelayMs: number;
  fetchImpl?: typeof fetch;
  /** Longest wait for one POST or SMTP exchange. */
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

export type OutboxSettings = Pick<
  AppConfig,
  "WAREHOUSE_URL" | "OUTBOX_MAX_ATTEMPTS" | "OUTBOX_BASE_DELAY_MS" | "SMTP_URL" | "MAIL_FROM" | "LEAD_WEBHOOK_SECRET"
>;

/**
 * The delivery settings from the configuration, or null when there is nowhere to deliver to
 * (no warehouse, no SMTP server, no webhook secret): every row is then stored held or skipped.
 */
export function outboxOptionsFrom(cfg: OutboxSettings, timeoutMs = DEFAULT_TIMEOUT_MS): OutboxOptions | null {
  if (!cfg.WAREHOUSE_URL && !cfg.SMTP_URL && !cfg.LEAD_WEBHOOK_SECRET) return null;
  return {
    url: cfg.WAREHOUSE_URL ?? null,
    mail: cfg.SMTP_URL ? smtpSender(cfg.SMTP_URL, cfg.MAIL_FROM, timeoutMs) : null,
    webhookSecret: cfg.LEAD_WEBHOOK_SECRET ?? null,
    maxAttempts: cfg.OUTBOX_MAX_ATTEMPTS,
    baseDelayMs: cfg.OUTBOX_BASE_DELAY_MS,
    timeoutMs,
  };
}

/** Claims one batch of due rows and sends it; returns how many were delivered and failed. */
export async function deliverDueOutbox(store: Store, options: OutboxOptions): Promise<DeliveryTotals> {
  const { delivered, failed } = await deliverRound(store, options);
  return { delivered, failed };
}

/** One round, also counting rows it settled otherwise (held, skipped), so a loop knows whether to go on. */
async function deliverRound(store: Store, options: OutboxOptions): Promise<DeliveryTotals & { claimed: number }> {
  const clock = options.now ?? Date.now;
  const now = clock();
  const items = await claimDueOutbox(store.db, store.engine, isoNow(now), isoNow(now + LEASE_MS), options.batchSize ?? DEFAULT_BATCH);
  const outcomes = await Promise.all(items.map((item) => deliverOne(store, item, options, clock)));
  return {
    delivered: outcomes.filter((o) => o === "delivered").length,
    failed: outcomes.filter((o) => o === "failed").length,
    claimed: items.length,
  };
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
    const round = await deliverRound(store, options);
    if (round.claimed === 0) break;
    totals.delivered += round.delivered;
    totals.failed += round.failed;
    totals.rounds++;
  }
  return totals;
}

type Outcome = "delivered" | "failed" | "settled";

/** How one row goes out: null when sent, else the error; or a reason it cannot be sent here at all. */
type Attempt = { send: () => Promise<string | null> } | { held: string } | { skipped: string };

function attemptFor(item: OutboxItem, options: OutboxOptions): Attempt {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const post = async (url: string, headers: Record<string, string>, body: string): Promise<string | null> => {
    const res = await (options.fetchImpl ?? fetch)(url, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel().catch(() => {});
    return res.ok ? null : `HTTP ${res.status}`;
  };
  switch (item.kind) {
    case "warehouse": {
      const url = options.url;
      if (!url) return { skipped: "WAREHOUSE_URL is not set: the lead copy is not sent anywhere" };
      return { send: () => post(url, { "Content-Type": "application/x-www-form-urlencoded" }, new URLSearchParams(item.payload).toString()) };
    }
    case "mover-webhook": {
      const secret = options.webhookSecret;
      if (!secret) return { skipped: NO_WEBHOOK_SECRET_REASON };
      const { url, body } = item.payload;
      return {
        send: () =>
          post(
            url,
            { "Content-Type": "application/json", [SIGNATURE_HEADER]: signWebhookBody(body, secret), [TIMESTAMP_HEADER]: new Date().toISOString() },
            body,
          ),
      };
    }
    default: {
      const mail = options.mail;
      if (!mail) return { held: HELD_REASON };
      return {
        send: async () => {
          await mail.send(item.payload as unknown as OutboundEmail);
          return null;
        },
      };
    }
  }
}

/** Sends one row and records the outcome. */
async function deliverOne(store: Store, item: OutboxItem, options: OutboxOptions, clock: () => number): Promise<Outcome> {
  const attempt = attemptFor(item, options);
  if ("held" in attempt) {
    await markOutboxHeld(store.db, item.id, attempt.held, clock());
    return "settled";
  }
  if ("skipped" in attempt) {
    await markOutboxSkipped(store.db, item.id, attempt.skipped, clock());
    return "settled";
  }
  let failure: string | null;
  try {
    failure = await attempt.send();
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  // Recorded outside the try: a store error after a successful send must not count as a
  // failed attempt (that would send the copy again).
  const now = clock();
  if (failure === null) {
    await markOutboxDelivered(store.db, item.id, now);
    return "delivered";
  }
  const tries = item.attempts + 1;
  const retryAt = tries >= options.maxAttempts ? null : isoNow(now + options.baseDelayMs * 2 ** (tries - 1));
  await markOutboxAttemptFailed(store.db, item.id, failure, retryAt, now);
  return "failed";
}

/**
 * Runs deliveries every `intervalMs` in this process (the local stand-in for the scheduled
 * function) until the returned stop() is called; one run at a time.
 */
export function startOutboxWorker(store: Store, options: OutboxOptions, intervalMs = 1000): { stop(): void } {
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
  return { stop: () => clearInterval(timer) };
}

/**
 * Time a scheduled run spends claiming new rounds: Netlify stops a scheduled function after
 * 30 s, and a round that starts just before this budget may still wait out its POST timeout.
 */
export const SCHEDULED_BUDGET_MS = 20_000;
export const SCHEDULED_TIMEOUT_MS = 8_000;

export type ScheduledDelivery = (DeliveryTotals & { rounds: number }) | { skipped: string };

/** The scheduled function's work: deliver what is due within the budget, or nothing when nothing is configured. */
export async function deliverScheduledOutbox(store: () => Promise<Store>, cfg: OutboxSettings): Promise<ScheduledDelivery> {
  const options = outboxOptionsFrom(cfg, SCHEDULED_TIMEOUT_MS);
  if (!options) return { skipped: "WAREHOUSE_URL, SMTP_URL and LEAD_WEBHOOK_SECRET are not set: there is nowhere to deliver to" };
  return deliverOutboxFor(await store(), { ...options, budgetMs: SCHEDULED_BUDGET_MS });
}
