import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import statistics, { config } from "../../functions/admin-statistics";
import events from "../../functions/events";
import leads from "../../functions/leads";
import sessions from "../../functions/sessions";
import { STATISTICS_API_PATH, type StatisticsResponse } from "../../src/lib/admin/statistics-api";
import { utcToday } from "../../src/lib/dates";
import type { QuoteFormState } from "../../src/lib/quote/form-state";
import { findLeadByUuid } from "../../src/server/db/store/repositories/leads";
import { markOutboxDelivered } from "../../src/server/db/store/repositories/outbox";
import { listStoreCompanies } from "../../src/server/db/store/repositories/store-companies";
import { adminCookie } from "../support/admin-session";
import { sampleMoversCsv } from "../support/sample-movers";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The statistics count what the quote form really stored: sessions, funnel events and leads
 * made through the public functions, on the engine of this run. Test traffic changes nothing.
 */

const BASE = "http://localhost:4321";
let t: TestDatabase;
let cookie = "";
const ids: Record<string, number> = {};
let ipCounter = 0;
const ctx = () => ({ ip: `198.51.100.${(ipCounter++ % 200) + 1}`, params: {}, requestId: "t", waitUntil: () => {} });
const post = (path: string, body: unknown) =>
  new Request(`${BASE}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function get(query = ""): Promise<Response> {
  return statistics(new Request(`${BASE}${STATISTICS_API_PATH}${query}`, { headers: { cookie } }), ctx());
}
async function stats(query = ""): Promise<StatisticsResponse> {
  const res = await get(query);
  expect(res.status).toBe(200);
  return (await res.json()) as StatisticsResponse;
}

/** A visitor's quote: a session, form_step events for `steps`, then (optionally) the lead and its submission event. */
async function visitor(steps: number[], lead?: Partial<QuoteFormState>): Promise<{ sessionId: string; uuid: string }> {
  const uuid = randomUUID();
  const res = await sessions(post("/api/sessions", { uuid, hostname: "localhost" }), ctx());
  const sessionId = ((await res.json()) as { session_id: string }).session_id;
  for (const step of steps.filter((s) => s < 7)) {
    expect((await events(post("/api/events", { event: "form_step", step, lead_uuid: uuid, session_id: sessionId }), ctx())).status).toBe(204);
  }
  if (lead) {
    const fields = { ...sampleLeadFields(uuid, lead), session_id: sessionId };
    const form = new Request(`${BASE}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    expect((await leads(form, ctx())).status).toBe(200);
    await events(post("/api/events", { event: "form_submission", status: "success", lead_uuid: uuid, session_id: sessionId }), ctx());
    if (steps.includes(7)) await events(post("/api/events", { event: "form_step", step: 7, lead_uuid: uuid, session_id: sessionId }), ctx());
  }
  return { sessionId, uuid };
}

const stage = (s: StatisticsResponse, step: number | "submitted") => s.funnel.find((f) => f.step === step)?.sessions;
/** Every figure of the response but the range: what test traffic must not change. */
const figures = (s: StatisticsResponse) => ({ ...s, range: undefined });

beforeAll(async () => {
  process.env.LEAD_RATE_LIMIT = "100";
  t = await createTestDatabase();
  await t.seedCompanies(sampleMoversCsv(["bh-long", "austin-movers"]));
  for (const c of await listStoreCompanies(t.store.db)) ids[c.slug] = c.id;
  cookie = await adminCookie(t.store, "stats-admin");
});
afterAll(async () => {
  await t.cleanup();
});

describe("GET /api/admin/statistics", () => {
  it("answers at the path the page calls, and only to a signed-in admin", async () => {
    expect(config.path).toBe(STATISTICS_API_PATH);
    const res = await statistics(new Request(`${BASE}${STATISTICS_API_PATH}`), ctx());
    expect(res.status).toBe(401);
  });

  it("shows an empty store honestly: zero-filled days, no percentages", async () => {
    const s = await stats();
    expect(s.range).toEqual({ from: expect.any(String), to: utcToday(), days: 30 });
    expect(s.leads_by_day).toHaveLength(30);
    expect(s.leads_by_day.every((d) => d.leads === 0)).toBe(true);
    expect(s.funnel.every((f) => f.sessions === 0 && f.drop_off_pct === null)).toBe(true);
    expect(s.leads_total).toBe(0);
    expect(s.movers).toEqual([]);
  });

  it("raises today's funnel counts for a visitor's new session with steps 2-7 and a submission", async () => {
    const today = utcToday();
    const before = await stats(`?from=${today}&to=${today}`);
    await visitor([2, 3, 4, 5, 6, 7], { selectedCompanies: [ids["bh-long"]] });
    const after = await stats(`?from=${today}&to=${today}`);
    for (const step of [1, 2, 3, 4, 5, 6, "submitted", 7] as const) {
      expect(stage(after, step), `stage ${step}`).toBe((stage(before, step) ?? 0) + 1);
    }
    expect(after.leads_by_day).toEqual([{ day: today, leads: before.leads_by_day[0].leads + 1 }]);
  });

  it("counts leads by status, state, distance, size and mover, and drop-off where visitors left", async () => {
    await visitor([2, 3]); // left at the move date
    await visitor([2, 3, 4, 5, 6, 7], {
      movingTo: "Los Angeles, CA 90012",
      toLocationZip: "90012",
      toLocationCity: "Los Angeles",
      toLocationState: "CA",
      moveSize: "studio",
      selectedCompanies: [ids["bh-long"], ids["austin-movers"]],
    });
    const s = await stats();
    expect(stage(s, 1)).toBe(3);
    expect(stage(s, 3)).toBe(3);
    expect(stage(s, 4)).toBe(2);
    expect(s.funnel.find((f) => f.step === 4)).toMatchObject({ drop_off: 1, drop_off_pct: 33.3 });
    expect(s.leads_total).toBe(2);
    expect(s.leads_by_status.find((r) => r.status === "new")?.leads).toBe(2);
    expect(s.origin_states).toEqual({ top: [{ state: "CA", leads: 2 }], other: 0 });
    expect(s.destination_states.top).toEqual([
      { state: "CA", leads: 1 },
      { state: "TX", leads: 1 },
    ]);
    // Beverly Hills → Austin crosses a state line; Beverly Hills → Los Angeles is about 10 miles.
    expect(s.distance).toEqual({ local: 1, "long-distance": 1, unknown: 0 });
    expect(s.move_sizes.find((m) => m.move_size === "studio")?.leads).toBe(1);
    expect(s.pipeline.find((p) => p.status === "new")).toMatchObject({ leads: 2, pct: 100 });
    expect(s.movers).toEqual([
      { company_id: ids["bh-long"], name: "Beverly Long Haul", received: 2, delivered: 0 },
      { company_id: ids["austin-movers"], name: "Austin Movers", received: 1, delivered: 0 },
    ]);
    // A mover's email that went out counts as delivered.
    const row = await t.store.db
      .selectFrom("outbox")
      .select("id")
      .where("company_id", "=", ids["austin-movers"])
      .where("kind", "=", "mover-email")
      .executeTakeFirstOrThrow();
    await markOutboxDelivered(t.store.db, row.id);
    expect((await stats()).movers.find((m) => m.company_id === ids["austin-movers"])?.delivered).toBe(1);
  });

  it("follows leads along the pipeline from their status history", async () => {
    const { uuid } = await visitor([2, 3, 4, 5, 6, 7], { selectedCompanies: [] });
    const lead = await findLeadByUuid(t.store.db, uuid);
    const at = new Date().toISOString();
    await t.store.db
      .insertInto("lead_status_history")
      .values([
        { lead_id: lead?.id as number, from_status: "new", to_status: "contacted", changed_by: "stats-admin", note: "", changed_at: at },
        { lead_id: lead?.id as number, from_status: "contacted", to_status: "lost", changed_by: "stats-admin", note: "", changed_at: at },
      ])
      .execute();
    await t.store.db
      .updateTable("leads")
      .set({ status: "lost" })
      .where("id", "=", lead?.id as number)
      .execute();
    const s = await stats();
    expect(s.pipeline.map((p) => [p.status, p.leads])).toEqual([
      ["new", 3],
      ["contacted", 1],
      ["scheduled", 0],
      ["quoted", 0],
      ["converted", 0],
      ["lost", 1],
    ]);
  });

  it("leaves test traffic out of every figure", async () => {
    const before = await stats();
    const { sessionId, uuid } = await visitor([2, 3, 4, 5, 6, 7], { selectedCompanies: [ids["bh-long"]], moveSize: "4br" });
    // What the QA suite's quote flow stores: its session, events and lead are marked as tests.
    await t.store.db.updateTable("quote_sessions").set({ is_test: 1 }).where("id", "=", sessionId).execute();
    await t.store.db.updateTable("funnel_events").set({ is_test: 1 }).where("session_id", "=", sessionId).execute();
    await t.store.db.updateTable("leads").set({ is_test: 1 }).where("lead_uuid", "=", uuid).execute();
    expect(figures(await stats())).toEqual(figures(before));
  });

  it("puts leads on their UTC day and keeps days outside the range out", async () => {
    const { uuid } = await visitor([2], { selectedCompanies: [] });
    await t.store.db.updateTable("leads").set({ created_at: "2026-03-02T23:59:59.999Z" }).where("lead_uuid", "=", uuid).execute();
    const s = await stats("?from=2026-03-01&to=2026-03-03");
    expect(s.leads_by_day).toEqual([
      { day: "2026-03-01", leads: 0 },
      { day: "2026-03-02", leads: 1 },
      { day: "2026-03-03", leads: 0 },
    ]);
    expect((await stats("?from=2026-03-03&to=2026-03-03")).leads_total).toBe(0);
  });

  it("answers 400 naming the field for bad or reversed dates and too long a range", async () => {
    const cases: Array<[string, string]> = [
      ["?from=2026-02-30", "from"],
      ["?to=tomorrow", "to"],
      ["?from=2026-05-02&to=2026-05-01", "from"],
      ["?from=2020-01-01&to=2026-01-01", "to"],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: string; issues: Array<{ path: string }> };
      expect(
        body.issues.map((i) => i.path),
        query,
      ).toEqual([field]);
    }
  });
});
