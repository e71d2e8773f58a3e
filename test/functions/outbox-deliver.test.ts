import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import leads from "../../functions/leads";
import outboxDeliver, { config } from "../../functions/outbox-deliver";
import { resetConfig } from "../../src/server/config";
import { findLeadByUuid } from "../../src/server/db/store/repositories/leads";
import { getOutboxForLead } from "../../src/server/db/store/repositories/outbox";
import { type RecordingServer, startRecordingServer } from "../support/recording-server";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
let warehouse: RecordingServer;
const background: Array<Promise<unknown>> = [];
const ctx = { ip: "192.0.2.50", params: {}, requestId: "t", waitUntil: (p: Promise<unknown>) => void background.push(p) };
const scheduledRun = () =>
  outboxDeliver(
    new Request("http://localhost/.netlify/functions/outbox-deliver", {
      method: "POST",
      body: JSON.stringify({ next_run: new Date().toISOString() }),
    }),
    ctx,
  );

beforeAll(async () => {
  t = await createTestDatabase();
  warehouse = await startRecordingServer(503);
});
afterAll(async () => {
  delete process.env.WAREHOUSE_URL;
  delete process.env.OUTBOX_BASE_DELAY_MS;
  resetConfig();
  await warehouse.close();
  await t.cleanup();
});

describe("the outbox-deliver scheduled function", () => {
  it("is scheduled every minute and has no URL of its own", () => {
    expect(config).toEqual({ schedule: "* * * * *" });
  });

  it("does nothing without a warehouse and says so", async () => {
    const res = await scheduledRun();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ skipped: expect.stringContaining("WAREHOUSE_URL") });
  });

  it("retries the warehouse copies that are due", async () => {
    process.env.WAREHOUSE_URL = warehouse.url("/leads");
    process.env.OUTBOX_BASE_DELAY_MS = "10";
    resetConfig();
    const fields = sampleLeadFields(randomUUID());
    const post = new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    const id = await (await leads(post, ctx)).text();
    // The first attempt, started after the answer, finds the warehouse down.
    await Promise.all(background);
    const lead = await findLeadByUuid(t.store.db, fields.lead_uuid);
    expect(await getOutboxForLead(t.store.db, lead!.id)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 503" });

    warehouse.status = 200;
    await new Promise((r) => setTimeout(r, 20)); // past the 10 ms backoff
    const res = await scheduledRun();
    expect(await res.json()).toEqual({ delivered: 1, failed: 0, rounds: 1 });
    expect(await getOutboxForLead(t.store.db, lead!.id)).toMatchObject({ status: "delivered", attempts: 2 });
    expect(warehouse.accepted.map((r) => new URLSearchParams(r.body).get("lead_mmex_lead_id"))).toEqual([id]);
    expect(await (await scheduledRun()).json()).toEqual({ delivered: 0, failed: 0, rounds: 0 });
  });
});
