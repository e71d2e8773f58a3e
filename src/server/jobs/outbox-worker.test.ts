import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleMoveDate } from "../../../test/support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { initialQuoteState } from "../../lib/quote/form-state";
import { buildLeadFields, leadSubmissionSchema } from "../../lib/quote/lead-payload";
import { warehousePayload } from "../../lib/quote/warehouse";
import { findLeadByUuid } from "../db/store/repositories/leads";
import { countPendingOutbox, getOutboxForLead } from "../db/store/repositories/outbox";
import { openStore, type Store } from "../db/store/store";
import { storeLead as insertLead } from "../quote/lead-deliveries";
import { deliverDueOutbox, deliverOutboxFor, deliverScheduledOutbox } from "./outbox-worker";

let t: TestDatabase;
let okServer: http.Server;
let failServer: http.Server;
const received: URLSearchParams[] = [];
const url = (s: http.Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/leads`;

beforeAll(async () => {
  t = await createTestDatabase();
  okServer = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push(new URLSearchParams(body));
      res.writeHead(200).end("ok");
    });
  });
  failServer = http.createServer((_req, res) => res.writeHead(503).end("down"));
  await Promise.all([okServer, failServer].map((s) => new Promise<void>((r) => s.listen(0, "127.0.0.1", r))));
});
afterAll(async () => {
  await Promise.all([okServer, failServer].map((s) => new Promise((r) => s.close(r))));
  await t.cleanup();
});

/** Stores a lead with a pending warehouse copy; returns its id and uuid. */
async function storeLead(): Promise<{ id: number; uuid: string }> {
  const uuid = randomUUID();
  const state = {
    ...initialQuoteState(uuid),
    movingFrom: "Austin, TX",
    movingTo: "Dallas, TX",
    movingDate: sampleMoveDate(),
    firstName: "Jo",
    lastName: "Lee",
    email: "jo@mail.example.com",
    phone: "5125550123",
    fromLocationZip: "78701",
    fromLocationState: "TX",
  };
  const lead = leadSubmissionSchema.parse(
    buildLeadFields(state, { source: "web", referrer: "", url: "http://x/get-quotes", website: "t", websiteVersion: "1.0" }),
  );
  const stored = await insertLead(t.store.db, lead, {
    ipAddress: "192.0.2.1",
    matchedIds: [],
    warehousePayload: warehousePayload(lead, { ipAddress: "192.0.2.1" }),
  });
  return { id: stored.id, uuid };
}

/** Leaves nothing due from earlier tests: every pending row is delivered to the ok server. */
async function drain(): Promise<void> {
  await deliverOutboxFor(t.store, { url: url(okServer), maxAttempts: 3, baseDelayMs: 10, budgetMs: 10_000, now: () => Date.now() + 3_600_000 });
}

describe("warehouse outbox", () => {
  beforeEach(drain);

  it("delivers a lead copy form-encoded with the lead_* fields", async () => {
    const lead = await storeLead();
    const result = await deliverDueOutbox(t.store, { url: url(okServer), maxAttempts: 3, baseDelayMs: 10 });
    expect(result).toEqual({ delivered: 1, failed: 0 });
    expect(await getOutboxForLead(t.store.db, lead.id)).toMatchObject({ status: "delivered", attempts: 1 });
    const copy = received.at(-1)!;
    expect(copy.get("lead_first_name")).toBe("Jo");
    expect(copy.get("lead_from_country")).toBe("US");
    expect(copy.get("lead_mmex_lead_id")).toMatch(/^MV-/);
  });

  it("retries with backoff, then marks the copy failed; the lead stays stored", async () => {
    const lead = await storeLead();
    let now = Date.now();
    const options = { url: url(failServer), maxAttempts: 3, baseDelayMs: 1000, now: () => now };
    expect(await deliverDueOutbox(t.store, options)).toEqual({ delivered: 0, failed: 1 });
    expect(await getOutboxForLead(t.store.db, lead.id)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503" });
    expect(await deliverDueOutbox(t.store, options)).toEqual({ delivered: 0, failed: 0 });
    now += 1001;
    await deliverDueOutbox(t.store, options);
    now += 2001;
    await deliverDueOutbox(t.store, options);
    expect(await getOutboxForLead(t.store.db, lead.id)).toMatchObject({ status: "failed", attempts: 3 });
    expect(await findLeadByUuid(t.store.db, lead.uuid)).toMatchObject({ id: lead.id, status: "new" });
  });
});

describe("deliverOutboxFor (the scheduled function's loop)", () => {
  beforeEach(drain);

  it("delivers batch after batch and stops claiming once its time budget is spent", async () => {
    const leads = await Promise.all(Array.from({ length: 12 }, () => storeLead()));
    // A fake clock that each POST moves on by one second; batches of 3 are sent together.
    let clock = Date.now();
    const sent: string[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      clock += 1000;
      sent.push(new URLSearchParams(String(init?.body)).get("lead_uuid") ?? "");
      return new Response("ok");
    }) as typeof fetch;
    const result = await deliverOutboxFor(t.store, {
      url: "http://warehouse.invalid/",
      maxAttempts: 3,
      baseDelayMs: 10,
      batchSize: 3,
      budgetMs: 5_500,
      fetchImpl,
      now: () => clock,
    });
    // Rounds start at +0 s and +3 s; at +6 s the budget (5.5 s) is spent, so no third claim.
    expect(result).toEqual({ delivered: 6, failed: 0, rounds: 2 });
    expect(sent).toHaveLength(6);
    expect(await countPendingOutbox(t.store.db)).toBe(6);
    // What it left is still due, not leased: the next run takes it at once.
    expect((await deliverDueOutbox(t.store, { url: url(okServer), maxAttempts: 3, baseDelayMs: 10, batchSize: 20 })).delivered).toBe(6);
    const statuses = await Promise.all(leads.map((l) => getOutboxForLead(t.store.db, l.id)));
    expect(statuses.every((s) => s?.status === "delivered" && s.attempts === 1)).toBe(true);
  });

  it("never sends a row twice when two deliverers on separate connections run at once", async () => {
    const leads = await Promise.all(Array.from({ length: 40 }, () => storeLead()));
    const second: Store = openStore(
      t.engine === "postgres"
        ? { engine: "postgres", url: process.env.DATABASE_URL as string }
        : { engine: "sqlite", file: process.env.STORE_PATH as string },
    );
    try {
      const sends = new Map<string, number>();
      const fetchImpl = (async (_url: string, init?: RequestInit) => {
        const uuid = new URLSearchParams(String(init?.body)).get("lead_uuid") ?? "";
        sends.set(uuid, (sends.get(uuid) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5)); // keep rows in flight while the other claims
        return new Response("ok");
      }) as typeof fetch;
      const options = { url: "http://warehouse.invalid/", maxAttempts: 3, baseDelayMs: 10, batchSize: 4, budgetMs: 15_000, fetchImpl };
      const [a, b] = await Promise.all([deliverOutboxFor(t.store, options), deliverOutboxFor(second, options)]);
      expect(a.delivered + b.delivered).toBe(40);
      expect(a.failed + b.failed).toBe(0);
      expect(a.delivered).toBeGreaterThan(0);
      expect(b.delivered).toBeGreaterThan(0);
      expect(sends.size).toBe(40);
      expect([...sends.values()].every((n) => n === 1)).toBe(true);
      const statuses = await Promise.all(leads.map((l) => getOutboxForLead(t.store.db, l.id)));
      expect(statuses.every((s) => s?.status === "delivered" && s.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("does nothing without a warehouse and says so", async () => {
    await storeLead();
    const result = await deliverScheduledOutbox(async () => t.store, {
      WAREHOUSE_URL: undefined,
      SMTP_URL: undefined,
      LEAD_WEBHOOK_SECRET: undefined,
      MAIL_FROM: "Movers <no-reply@movers.example>",
      OUTBOX_MAX_ATTEMPTS: 3,
      OUTBOX_BASE_DELAY_MS: 10,
    });
    expect(result).toEqual({ skipped: expect.stringContaining("WAREHOUSE_URL") });
    expect(await countPendingOutbox(t.store.db)).toBe(1);
  });
});
