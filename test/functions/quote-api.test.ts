import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteFormState } from "../../src/lib/quote/form-state";
import { sampleLeadFields } from "../../src/lib/quote/sample-quote";
import { importCompaniesCsv } from "../../src/server/csv/import";
import { closeDatabase } from "../../src/server/db/snapshot";
import { countFunnelEvents } from "../../src/server/db/quote";
import { findLeadByUuid, listLeadCompanies } from "../../src/server/db/leads";
import { getOutboxForLead } from "../../src/server/db/outbox";
import { createTestDatabase, csvText, type TestDatabase } from "../../src/server/db/test-database";
import events from "../../functions/events";
import leads from "../../functions/leads";
import locations from "../../functions/locations";
import match from "../../functions/match-companies";
import sessions from "../../functions/sessions";

let t: TestDatabase;
const ctx = (ip = "192.0.2.10") => ({ ip, params: {}, requestId: "t", waitUntil: () => {} });
const jsonPost = (url: string, body: unknown) =>
  new Request(`http://localhost${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const formPost = (fields: Record<string, string>) =>
  new Request("http://localhost/api/leads", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });

beforeAll(() => {
  process.env.LEAD_RATE_LIMIT = "3";
  t = createTestDatabase();
  const header = ["slug", "name", "city", "state", "zip", "services", "rating", "review_count"];
  const rows = [
    ["bh-local", "Beverly Local Movers", "Beverly Hills", "CA", "90210", "local-moving", "4.9", "300"],
    ["bh-long", "Beverly Long Haul", "Beverly Hills", "CA", "90210", "local-moving|long-distance-moving", "4.6", "120"],
    ["la-long", "LA Cross Country", "Los Angeles", "CA", "90012", "long-distance-moving", "4.2", "40"],
    ["sd-long", "San Diego Van Lines", "San Diego", "CA", "92101", "long-distance-moving", "4.8", "500"],
  ];
  importCompaniesCsv(t.db, csvText(header, rows), "replace");
});
afterAll(() => {
  closeDatabase();
  t.cleanup();
});

describe("GET /api/locations", () => {
  it("suggests ZIP codes by prefix and cities by name, largest first", async () => {
    const byZip = (await (await locations(new Request("http://localhost/api/locations?zip=9021"), ctx())).json()) as Array<{ zip: string; city: string }>;
    expect(byZip[0]).toEqual({ zip: "90210", city: "Beverly Hills", state: "CA" });
    expect(byZip.every((s) => s.zip.startsWith("9021"))).toBe(true);
    const byCity = (await (await locations(new Request("http://localhost/api/locations?city=beverly"), ctx())).json()) as Array<{ city: string; state: string }>;
    expect(byCity.length).toBeGreaterThan(0);
    expect(byCity.length).toBeLessThanOrEqual(10);
    expect(byCity.every((c) => c.city.toLowerCase().startsWith("beverly"))).toBe(true);
    const inState = (await (await locations(new Request("http://localhost/api/locations?city=Springfield,%20IL"), ctx())).json()) as Array<{ state: string }>;
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
    const counts = countFunnelEvents(t.db, "2000-01-01");
    expect(counts).toEqual(expect.arrayContaining([expect.objectContaining({ event: "form_step", step: 2, n: 1 })]));
  });
});

async function matchFor(body: Record<string, string>) {
  const res = await match(jsonPost("/api/proxy/match_companies", body), ctx());
  return (await res.json()) as { companies: Array<{ id: number; name: string; distance_miles: number }>; ping_id: string };
}

describe("POST /api/proxy/match_companies", () => {
  it("finds local movers for a local move and long-distance movers for a long one", async () => {
    const local = await matchFor({ from_zip: "90210", to_zip: "90012", move_size: "2-3br", lead_uuid: randomUUID() });
    expect(local.companies.map((c) => c.name)).toEqual(["Beverly Local Movers", "Beverly Long Haul"]);
    const long = await matchFor({ from_zip: "90210", to_zip: "78701", move_size: "2-3br", lead_uuid: randomUUID() });
    expect(long.companies.map((c) => c.name)).toEqual(["Beverly Long Haul", "LA Cross Country", "San Diego Van Lines"]);
    expect(long.companies[0].distance_miles).toBeLessThan(2);
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

describe("POST /api/leads", () => {
  it("stores the lead with its matched and selected companies and answers its id", async () => {
    const uuid = randomUUID();
    const matched = await matchFor({ from_zip: "90210", to_zip: "78701", move_size: "2-3br", lead_uuid: uuid });
    const chosen = [matched.companies[0].id];
    const fields = leadFields({ leadUuid: uuid, pingId: matched.ping_id, selectedCompanies: chosen });
    const res = await leads(formPost(fields), ctx("192.0.2.20"));
    expect(res.status).toBe(200);
    const id = await res.text();
    expect(id).toMatch(/^MV-[2-9A-Z]{8}$/);
    const stored = findLeadByUuid(t.db, uuid);
    expect(stored).toMatchObject({ publicId: id, status: "new" });
    const links = listLeadCompanies(t.db, stored!.id);
    expect(links.filter((l) => l.selected).map((l) => l.companyId)).toEqual(chosen);
    expect(links).toHaveLength(3);
    expect(getOutboxForLead(t.db, stored!.id)?.status).toBe("skipped");
  });

  it("is idempotent by lead uuid: a repeat returns the same id and stores nothing twice", async () => {
    const fields = leadFields();
    const first = await (await leads(formPost(fields), ctx("192.0.2.21"))).text();
    const second = await (await leads(formPost(fields), ctx("192.0.2.21"))).text();
    expect(second).toBe(first);
    const ids = t.db.prepare("SELECT count(*) AS n FROM leads WHERE lead_uuid = ?").get(fields.lead_uuid) as { n: number };
    expect(ids.n).toBe(1);
  });

  it("answers 400 with the reason as text and stores nothing", async () => {
    const fields: Record<string, string> = { ...leadFields(), email_address: "jo@x", first_name: "J" };
    const res = await leads(formPost(fields), ctx("192.0.2.22"));
    expect(res.status).toBe(400);
    const reason = await res.text();
    expect(reason).toContain("email_address: must be a valid email address");
    expect(reason).toContain("first_name: must be at least 2 characters");
    expect(findLeadByUuid(t.db, fields.lead_uuid)).toBeUndefined();
  });

  it("limits new leads per IP with a clear 429, and ignores the honeypot bot", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await leads(formPost(leadFields()), ctx("192.0.2.30"))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await leads(formPost(leadFields()), ctx("192.0.2.30"));
    expect(await limited.text()).toMatch(/^Too many quote requests/);
    const bot = leadFields();
    const res = await leads(formPost({ ...bot, fax_number: "555-1234" }), ctx("192.0.2.31"));
    expect(res.status).toBe(200);
    expect(findLeadByUuid(t.db, bot.lead_uuid)).toBeUndefined();
  });
});
