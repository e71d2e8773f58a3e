import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import events from "../../functions/events";
import leads from "../../functions/leads";
import locations from "../../functions/locations";
import match from "../../functions/match-companies";
import search from "../../functions/search";
import sessions from "../../functions/sessions";
import type { QuoteFormState } from "../../src/lib/quote/form-state";
import { findLeadByUuid, listLeadCompanies, listLeadConfirmations } from "../../src/server/db/store/repositories/leads";
import { getOutboxForLead } from "../../src/server/db/store/repositories/outbox";
import { countFunnelEvents } from "../../src/server/db/store/repositories/quote";
import { openStore, setStore } from "../../src/server/db/store/store";
import { sampleMoversCsv } from "../support/sample-movers";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
const ctx = (ip = "192.0.2.10") => ({ ip, params: {}, requestId: "t", waitUntil: () => {} });
const jsonPost = (url: string, body: unknown) =>
  new Request(`http://localhost${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const formPost = (fields: Record<string, string>) =>
  new Request("http://localhost/api/leads", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  process.env.LEAD_RATE_LIMIT = "3";
  t = await createTestDatabase();
  await t.seedCompanies(sampleMoversCsv(["bh-local", "bh-long", "la-long", "sd-long"]));
});
afterAll(async () => {
  await t.cleanup();
});

describe("GET /api/locations", () => {
  it("suggests ZIP codes by prefix and cities by name, largest first", async () => {
    const byZip = (await (await locations(new Request("http://localhost/api/locations?zip=9021"), ctx())).json()) as Array<{
      zip: string;
      city: string;
    }>;
    expect(byZip[0]).toEqual({ zip: "90210", city: "Beverly Hills", state: "CA" });
    expect(byZip.every((s) => s.zip.startsWith("9021"))).toBe(true);
    const byCity = (await (await locations(new Request("http://localhost/api/locations?city=beverly"), ctx())).json()) as Array<{
      city: string;
      state: string;
    }>;
    expect(byCity.length).toBeGreaterThan(0);
    expect(byCity.length).toBeLessThanOrEqual(10);
    expect(byCity.every((c) => c.city.toLowerCase().startsWith("beverly"))).toBe(true);
    const inState = (await (await locations(new Request("http://localhost/api/locations?city=Springfield,%20IL"), ctx())).json()) as Array<{
      state: string;
    }>;
    expect(inState.map((c) => c.state)).toEqual(["IL"]);
  });

  it("answers 400 naming the problem for a bad query", async () => {
    for (const q of ["", "?zip=9", "?zip=abc", "?city=a", "?zip=90210&city=austin"]) {
      const res = await locations(new Request(`http://localhost/api/locations${q}`), ctx());
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/zip|city/);
    }
  });
});

describe("POST /api/sessions and /api/events", () => {
  it("records a session and returns its id", async () => {
    const res = await sessions(jsonPost("/api/sessions", { uuid: randomUUID(), hostname: "localhost", gclid: "abc" }), ctx());
    expect(res.status).toBe(201);
    expect(((await res.json()) as { session_id: string }).session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await sessions(jsonPost("/api/sessions", { uuid: "nope" }), ctx())).status).toBe(400);
  });

  it("stores funnel events for the statistics", async () => {
    const lead = randomUUID();
    expect((await events(jsonPost("/api/events", { event: "form_step", step: 2, lead_uuid: lead }), ctx())).status).toBe(204);
    expect((await events(jsonPost("/api/events", { event: "form_submission", status: "success", lead_uuid: lead }), ctx())).status).toBe(204);
    expect((await events(jsonPost("/api/events", { event: "form_step", step: 1, lead_uuid: lead }), ctx())).status).toBe(400);
    const counts = await countFunnelEvents(t.store.db, "2000-01-01");
    expect(counts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: "form_step", step: 2, n: 1 }),
        expect.objectContaining({ event: "form_submission", status: "success", n: 1 }),
      ]),
    );
  });
});

async function matchFor(body: Record<string, string>) {
  const res = await match(jsonPost("/api/proxy/match_companies", body), ctx());
  return (await res.json()) as { companies: Array<{ id: number; name: string; distanceMiles: number }>; ping_id: string };
}

describe("POST /api/proxy/match_companies", () => {
  it("finds local movers for a local move and long-distance movers for a long one", async () => {
    const local = await matchFor({ from_zip: "90210", to_zip: "90012", move_size: "2-3br", lead_uuid: randomUUID() });
    expect(local.companies.map((c) => c.name)).toEqual(["Beverly Local Movers", "Beverly Long Haul"]);
    const long = await matchFor({ from_zip: "90210", to_zip: "78701", move_size: "2-3br", lead_uuid: randomUUID() });
    expect(long.companies.map((c) => c.name)).toEqual(["Beverly Long Haul", "LA Cross Country", "San Diego Van Lines"]);
    expect(long.companies[0].distanceMiles).toBeLessThan(2);
    expect(long.ping_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers an empty list (the wizard's fallback) where nobody serves the origin", async () => {
    expect((await matchFor({ from_zip: "99501", to_zip: "99701", move_size: "studio", lead_uuid: randomUUID() })).companies).toEqual([]);
    expect((await matchFor({ from_zip: "00000", move_size: "studio", lead_uuid: randomUUID() })).companies).toEqual([]);
  });

  it("refuses a request without a lead uuid", async () => {
    expect((await match(jsonPost("/api/proxy/match_companies", { from_zip: "90210" }), ctx())).status).toBe(400);
  });
});

function leadFields(overrides: Partial<QuoteFormState> = {}) {
  return sampleLeadFields(randomUUID(), overrides);
}

const storedWithUuid = async (uuid: string) => (await listLeadConfirmations(t.store.db)).filter((l) => l.leadUuid === uuid);

describe("POST /api/leads", () => {
  it("stores the lead with its matched and selected companies and answers its id", async () => {
    const uuid = randomUUID();
    const matched = await matchFor({ from_zip: "90210", to_zip: "78701", move_size: "2-3br", lead_uuid: uuid });
    const chosen = [matched.companies[0].id];
    const fields = leadFields({ leadUuid: uuid, pingId: matched.ping_id, selectedCompanies: chosen });
    const res = await leads(formPost(fields), ctx("192.0.2.20"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const id = await res.text();
    expect(id).toMatch(/^MV-[2-9A-Z]{8}$/);
    const stored = await findLeadByUuid(t.store.db, uuid);
    expect(stored).toMatchObject({ publicId: id, status: "new" });
    const links = await listLeadCompanies(t.store.db, stored!.id);
    expect(links.filter((l) => l.selected).map((l) => l.companyId)).toEqual(chosen);
    expect(links).toHaveLength(3);
    expect((await getOutboxForLead(t.store.db, stored!.id))?.status).toBe("skipped");
  });

  it("links only companies the store knows, and no other lead's match set", async () => {
    const other = await matchFor({ from_zip: "90210", to_zip: "78701", move_size: "2-3br", lead_uuid: randomUUID() });
    const fields = { ...leadFields({ pingId: other.ping_id }), selected_companies: `${other.companies[0].id},999999` };
    expect((await leads(formPost(fields), ctx("192.0.2.23"))).status).toBe(200);
    const stored = await findLeadByUuid(t.store.db, fields.lead_uuid);
    expect(await listLeadCompanies(t.store.db, stored!.id)).toEqual([{ companyId: other.companies[0].id, selected: true }]);
  });

  it("is idempotent by lead uuid: a repeat returns the same id and stores nothing twice", async () => {
    const fields = leadFields();
    const first = await (await leads(formPost(fields), ctx("192.0.2.21"))).text();
    const second = await (await leads(formPost(fields), ctx("192.0.2.21"))).text();
    expect(second).toBe(first);
    expect(await storedWithUuid(fields.lead_uuid)).toHaveLength(1);
  });

  it("stores a lead once when the same submission arrives several times at once", async () => {
    const fields = leadFields();
    const answers = await Promise.all([1, 2, 3, 4].map(async () => (await leads(formPost(fields), ctx("192.0.2.24"))).text()));
    expect(new Set(answers).size).toBe(1);
    expect(await storedWithUuid(fields.lead_uuid)).toEqual([{ leadUuid: fields.lead_uuid, publicId: answers[0] }]);
  });

  it("answers 400 with the reason as text and stores nothing", async () => {
    const fields: Record<string, string> = { ...leadFields(), email_address: "jo@x", first_name: "J" };
    const res = await leads(formPost(fields), ctx("192.0.2.22"));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const reason = await res.text();
    expect(reason).toContain("Enter a valid email address");
    expect(reason).toContain("First name must be at least 2 characters");
    expect(await findLeadByUuid(t.store.db, fields.lead_uuid)).toBeUndefined();
  });

  it("limits new leads per IP with a clear 429, and ignores the honeypot bot", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await leads(formPost(leadFields()), ctx("192.0.2.30"))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await leads(formPost(leadFields()), ctx("192.0.2.30"));
    expect(limited.headers.get("retry-after")).toBe("600");
    expect(await limited.text()).toMatch(/^Too many quote requests/);
    const bot = leadFields();
    const res = await leads(formPost({ ...bot, fax_number: "555-1234" }), ctx("192.0.2.31"));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("MV-RECEIVED");
    expect(await findLeadByUuid(t.store.db, bot.lead_uuid)).toBeUndefined();
    const invalidBot = await leads(formPost({ email_address: "x", fax_number: "555-1234" }), ctx("192.0.2.31"));
    expect(invalidBot.status).toBe(200);
  });

  it("refuses oversized bodies and other methods, as text", async () => {
    const big = await leads(formPost({ ...leadFields(), url: "x".repeat(17 * 1024) }), ctx("192.0.2.32"));
    expect(big.status).toBe(413);
    expect(big.headers.get("content-type")).toContain("text/plain");
    expect((await leads(new Request("http://localhost/api/leads"), ctx())).status).toBe(405);
  });
});

describe("when the run-time store is down", () => {
  it("answers 503 with a message to store writes, while snapshot reads still answer", async () => {
    const down = openStore({ engine: "postgres", url: "postgres://x:y@127.0.0.1:1/none" });
    setStore(down);
    try {
      const res = await sessions(jsonPost("/api/sessions", { uuid: randomUUID() }), ctx());
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(((await res.json()) as { error: string }).error).toMatch(/unavailable/i);
      const lead = await leads(formPost(leadFields()), ctx("192.0.2.40"));
      expect(lead.status).toBe(503);
      expect(await lead.text()).toMatch(/unavailable/i);
      const found = await search(new Request("http://localhost/api/search?q=beverly"), ctx());
      expect(found.status).toBe(200);
      expect(((await found.json()) as { total: number }).total).toBeGreaterThan(0);
    } finally {
      setStore(t.store);
      await down.close();
    }
  });
});
