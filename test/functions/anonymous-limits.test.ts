import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import events from "../../functions/events";
import match from "../../functions/match-companies";
import sessions from "../../functions/sessions";
import { countLeadEvents, countMatchSets } from "../../src/server/db/store/repositories/quote";
import { EVENTS_PER_QUOTE, MATCH_SETS_PER_QUOTE } from "../../src/server/limits/policies";
import { sampleMoversCsv } from "../support/sample-movers";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
const ctx = (ip: string) => ({ ip, params: {}, requestId: "t", waitUntil: () => {} });
const post = (url: string, body: unknown) =>
  new Request(`http://localhost${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const countSessions = async (uuid: string) =>
  Number(
    (
      await t.store.db
        .selectFrom("quote_sessions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("uuid", "=", uuid)
        .executeTakeFirstOrThrow()
    ).n,
  );
const matchBody = (leadUuid: string) => ({ from_zip: "90210", to_zip: "92101", move_size: "2 Bedroom", lead_uuid: leadUuid });

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(sampleMoversCsv(["sd-long", "bh-long"]));
});
afterAll(async () => {
  await t.cleanup();
});

/** Sends `n` calls one after another; returns the statuses and the first refusal. */
async function inARow(n: number, send: (i: number) => Response | Promise<Response>): Promise<{ statuses: number[]; refused?: Response }> {
  const statuses: number[] = [];
  let refused: Response | undefined;
  for (let i = 0; i < n; i++) {
    const res = await send(i);
    statuses.push(res.status);
    if (res.status === 429) refused ??= res;
  }
  return { statuses, refused };
}

describe(`limits on anonymous writes (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("300 /api/sessions calls in a row from one client meet a 429 with Retry-After", async () => {
    const { statuses, refused } = await inARow(300, () => sessions(post("/api/sessions", { uuid: randomUUID() }), ctx("203.0.113.1")));
    expect(statuses.slice(0, 120).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(120).every((s) => s === 429)).toBe(true);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await refused?.json()).toMatchObject({ error: "Too many requests from your network. Please try again in 10 minutes." });
    // another client is served
    expect((await sessions(post("/api/sessions", { uuid: randomUUID() }), ctx("203.0.113.2"))).status).toBe(201);
  }, 120_000);

  it("a second session POST with the same uuid answers the same session id and adds no row", async () => {
    const uuid = randomUUID();
    const first = (await (await sessions(post("/api/sessions", { uuid, referrer: "https://a.example/" }), ctx("192.0.2.5"))).json()) as {
      session_id: string;
    };
    const second = await sessions(post("/api/sessions", { uuid, referrer: "https://b.example/" }), ctx("192.0.2.5"));
    expect(second.status).toBe(201);
    expect(((await second.json()) as { session_id: string }).session_id).toBe(first.session_id);
    expect(await countSessions(uuid)).toBe(1);
  });

  it("caps the size of every session field (400 naming it, nothing stored)", async () => {
    const uuid = randomUUID();
    const res = await sessions(post("/api/sessions", { uuid, gclid: "x".repeat(501) }), ctx("192.0.2.6"));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("gclid");
    expect(await countSessions(uuid)).toBe(0);
  });

  it("300 matching calls in a row from one client meet a 429 with Retry-After", async () => {
    const { statuses, refused } = await inARow(300, () => match(post("/api/proxy/match_companies", matchBody(randomUUID())), ctx("203.0.113.3")));
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(500);
  }, 120_000);

  it("100 matching calls at once from one client: exactly 60 answered, each with its match set stored, the rest 429", async () => {
    const leads = Array.from({ length: 100 }, () => randomUUID());
    const responses = await Promise.all(leads.map((lead) => match(post("/api/proxy/match_companies", matchBody(lead)), ctx("203.0.113.9"))));
    const answered = leads.filter((_, i) => responses[i].status === 200);
    expect(answered).toHaveLength(60);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(40);
    for (const [i, lead] of leads.entries()) {
      if (responses[i].status !== 200) continue;
      const { ping_id } = (await responses[i].json()) as { ping_id: string };
      const stored = await t.store.db.selectFrom("match_sets").select("lead_uuid").where("ping_id", "=", ping_id).executeTakeFirst();
      expect(stored?.lead_uuid).toBe(lead);
    }
  }, 120_000);

  it("keeps only the newest match sets of one quote, so the lead links the last one shown", async () => {
    const lead = randomUUID();
    let last = "";
    for (let i = 0; i < MATCH_SETS_PER_QUOTE + 5; i++) {
      const res = await match(post("/api/proxy/match_companies", matchBody(lead)), ctx("192.0.2.7"));
      expect(res.status).toBe(200);
      last = ((await res.json()) as { ping_id: string }).ping_id;
    }
    expect(await countMatchSets(t.store.db, lead)).toBe(MATCH_SETS_PER_QUOTE);
    const kept = await t.store.db.selectFrom("match_sets").select("ping_id").where("ping_id", "=", last).executeTakeFirst();
    expect(kept?.ping_id).toBe(last);
  });

  it("stores at most EVENTS_PER_QUOTE events of one quote and accepts the rest with 202", async () => {
    const lead = randomUUID();
    const { statuses } = await inARow(EVENTS_PER_QUOTE + 5, (i) =>
      events(post("/api/events", { event: "form_step", step: 2 + (i % 6), lead_uuid: lead, session_id: lead }), ctx("192.0.2.8")),
    );
    expect(statuses.slice(0, EVENTS_PER_QUOTE).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(EVENTS_PER_QUOTE)).toEqual([202, 202, 202, 202, 202]);
    expect(await countLeadEvents(t.store.db, lead)).toBe(EVENTS_PER_QUOTE);
  });

  it("limits events per client with a 429", async () => {
    const { statuses, refused } = await inARow(305, () =>
      events(post("/api/events", { event: "form_step", step: 2, lead_uuid: randomUUID() }), ctx("203.0.113.4")),
    );
    expect(statuses.filter((s) => s === 204)).toHaveLength(300);
    expect(statuses.slice(300)).toEqual([429, 429, 429, 429, 429]);
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
  }, 120_000);
});
