import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadSubmissionSchema, buildLeadFields } from "../../lib/quote/lead-payload";
import { initialQuoteState } from "../../lib/quote/form-state";
import { warehousePayload } from "../../lib/quote/warehouse";
import { insertLead } from "../db/leads";
import { getOutboxForLead } from "../db/outbox";
import { createTestDatabase, type TestDatabase } from "../db/test-database";
import { deliverDueOutbox } from "./outbox-worker";

let t: TestDatabase;
let okServer: http.Server;
let failServer: http.Server;
const received: URLSearchParams[] = [];
const url = (s: http.Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/leads`;

beforeAll(async () => {
  t = createTestDatabase();
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
  t.cleanup();
});

function storeLead(): number {
  const state = { ...initialQuoteState(randomUUID()), movingFrom: "Austin, TX", movingTo: "Dallas, TX", movingDate: "2026-12-05", firstName: "Jo", lastName: "Lee", email: "jo@mail.example.com", phone: "5125550123", fromLocationZip: "78701", fromLocationState: "TX" };
  const lead = leadSubmissionSchema.parse(buildLeadFields(state, { source: "web", referrer: "", url: "http://x/get-quotes", website: "t", websiteVersion: "1.0" }));
  return insertLead(t.db, lead, { ipAddress: "192.0.2.1", matchedIds: [], warehousePayload: warehousePayload(lead, { ipAddress: "192.0.2.1" }) }).id;
}

describe("warehouse outbox", () => {
  it("delivers a lead copy form-encoded with the lead_* fields", async () => {
    const leadId = storeLead();
    const result = await deliverDueOutbox(t.db, { url: url(okServer), maxAttempts: 3, baseDelayMs: 10 });
    expect(result).toEqual({ delivered: 1, failed: 0 });
    expect(getOutboxForLead(t.db, leadId)).toMatchObject({ status: "delivered", attempts: 1 });
    const copy = received.at(-1)!;
    expect(copy.get("lead_first_name")).toBe("Jo");
    expect(copy.get("lead_from_country")).toBe("US");
    expect(copy.get("lead_mmex_lead_id")).toMatch(/^MV-/);
  });

  it("retries with backoff, then marks the copy failed; the lead stays stored", async () => {
    const leadId = storeLead();
    let now = Date.now();
    const options = { url: url(failServer), maxAttempts: 3, baseDelayMs: 1000, now: () => now };
    expect(await deliverDueOutbox(t.db, options)).toEqual({ delivered: 0, failed: 1 });
    expect(getOutboxForLead(t.db, leadId)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503" });
    expect(await deliverDueOutbox(t.db, options)).toEqual({ delivered: 0, failed: 0 });
    now += 1001;
    await deliverDueOutbox(t.db, options);
    now += 2001;
    await deliverDueOutbox(t.db, options);
    expect(getOutboxForLead(t.db, leadId)).toMatchObject({ status: "failed", attempts: 3 });
    expect(t.db.prepare("SELECT status FROM leads WHERE id = ?").get(leadId)).toEqual({ status: "new" });
  });
});
