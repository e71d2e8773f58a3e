import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import leads from "../../functions/leads";
import resolve from "../../functions/locations-resolve";
import match from "../../functions/match-companies";
import { findLeadByUuid, listLeadCompanies } from "../../src/server/db/store/repositories/leads";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

/** Typed places resolved like the suggestions, and "Get Quote" keeping its mover (both engines). */

let t: TestDatabase;
const ctx = () => ({ ip: "192.0.2.40", params: {}, requestId: "t", waitUntil: () => {} });
const get = async (query: string) => {
  const res = await resolve(new Request(`http://localhost/api/locations/resolve?${query}`), ctx());
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const matchFor = async (body: Record<string, string>) => {
  const res = await match(
    new Request("http://localhost/api/proxy/match_companies", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    ctx(),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { companies: Array<{ id: number; name: string; requested?: boolean }>; ping_id: string };
};

beforeAll(async () => {
  process.env.MATCH_LIMIT = "3";
  t = await createTestDatabase();
  const header = ["slug", "name", "city", "state", "zip", "services", "rating", "review_count", "is_in_list"];
  const rows = [
    ["austin-best", "Austin Best Movers", "Austin", "TX", "78701", "local-moving|long-distance-moving", "4.9", "400", "1"],
    ["austin-good", "Austin Good Movers", "Austin", "TX", "78702", "long-distance-moving", "4.8", "300", "1"],
    ["austin-fine", "Austin Fine Movers", "Austin", "TX", "78703", "long-distance-moving", "4.7", "200", "1"],
    ["san-marcos-small", "San Marcos Small Movers", "San Marcos", "TX", "78666", "long-distance-moving", "3.1", "4", "1"],
    ["austin-local-only", "Austin Local Only", "Austin", "TX", "78704", "local-moving", "4.0", "10", "1"],
    ["austin-unlisted", "Austin Unlisted Movers", "Austin", "TX", "78705", "long-distance-moving", "5.0", "900", "0"],
  ];
  await t.seedCompanies(csvText(header, rows));
});
afterAll(async () => {
  delete process.env.MATCH_LIMIT;
  await t.cleanup();
});

describe("GET /api/locations/resolve", () => {
  it("resolves a ZIP, 'City, ST', 'City ST 12345' and a unique city, whatever the case and spacing", async () => {
    expect((await get("q=60601")).body).toEqual({ status: "resolved", place: { zip: "60601", city: "Chicago", state: "IL" } });
    const austin = (await get(`q=${encodeURIComponent("  austin ,  tx ")}`)).body;
    expect(austin).toMatchObject({ status: "resolved", place: { city: "Austin", state: "TX" } });
    expect((austin.place as { zip: string }).zip).toMatch(/^7\d{4}$/);
    expect((await get(`q=${encodeURIComponent("Austin TX 78701")}`)).body).toEqual({
      status: "resolved",
      place: { zip: "78701", city: "Austin", state: "TX" },
    });
    expect((await get("q=Denver+CO")).body).toMatchObject({ status: "resolved", place: { city: "Denver", state: "CO" } });
  });

  it("gives the choices for a name several states share, largest first", async () => {
    const { status, body } = await get("q=Springfield");
    expect(status).toBe(200);
    expect(body.status).toBe("ambiguous");
    const options = body.options as Array<{ zip: string; city: string; state: string }>;
    expect(options.length).toBeGreaterThan(2);
    expect(options.length).toBeLessThanOrEqual(10);
    expect(options.every((o) => o.city === "Springfield" && /^\d{5}$/.test(o.zip))).toBe(true);
    expect(options[0].state).toBe("IL");
    expect(new Set(options.map((o) => o.state)).size).toBe(options.length);
  });

  it("says unknown for places that do not exist, without an error", async () => {
    for (const q of ["Atlantis, TX", "00000", "Zzyzxville", "12 Main St"]) {
      const { status, body } = await get(`q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expect(body, q).toEqual({ status: "unknown" });
    }
  });

  it("gives a mover's city for ?company=, and unknown for a slug nobody has", async () => {
    expect((await get("company=san-marcos-small")).body).toEqual({
      status: "resolved",
      place: { zip: "78666", city: "San Marcos", state: "TX" },
      company: { slug: "san-marcos-small", name: "San Marcos Small Movers" },
    });
    expect((await get("company=nobody-here")).body).toEqual({ status: "unknown" });
  });

  it("answers 400 naming the parameter for a bad query", async () => {
    for (const q of ["", "q=", "company=Not%20A%20Slug", "q=austin&company=austin-best", `q=${"x".repeat(81)}`]) {
      const { status, body } = await get(q);
      expect(status, q).toBe(400);
      expect(String(body.error), q).toMatch(/q|company/);
    }
  });
});

describe("matching with the mover the visitor asked about", () => {
  const austinToDenver = { from_zip: "78701", to_city: "Denver", to_state: "CO", move_size: "2-3br" };

  it("offers it first and marked when it serves the route, even when it would not make the list", async () => {
    const plain = await matchFor({ ...austinToDenver, lead_uuid: randomUUID() });
    expect(plain.companies.map((c) => c.name)).toEqual(["Austin Best Movers", "Austin Good Movers", "Austin Fine Movers"]);
    expect(plain.companies.some((c) => c.requested)).toBe(false);

    const uuid = randomUUID();
    const asked = await matchFor({ ...austinToDenver, lead_uuid: uuid, requested_company: "san-marcos-small" });
    expect(asked.companies.map((c) => c.name)).toEqual(["San Marcos Small Movers", "Austin Best Movers", "Austin Good Movers"]);
    expect(asked.companies[0].requested).toBe(true);

    // The requested mover is part of the stored match set, so the lead can be sent to it.
    const fields = sampleLeadFields(uuid, { leadUuid: uuid, pingId: asked.ping_id, selectedCompanies: [asked.companies[0].id] });
    expect(
      (
        await leads(
          new Request("http://localhost/api/leads", {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(fields).toString(),
          }),
          ctx(),
        )
      ).status,
    ).toBe(200);
    const stored = await findLeadByUuid(t.store.db, uuid);
    const links = await listLeadCompanies(t.store.db, stored!.id);
    expect(links.find((l) => l.selected)?.companyId).toBe(asked.companies[0].id);
  });

  it("leaves it out when it lacks the service, is not listed, or is unknown", async () => {
    for (const slug of ["austin-local-only", "austin-unlisted", "nobody-here"]) {
      const list = await matchFor({ ...austinToDenver, lead_uuid: randomUUID(), requested_company: slug });
      expect(
        list.companies.map((c) => c.name),
        slug,
      ).toEqual(["Austin Best Movers", "Austin Good Movers", "Austin Fine Movers"]);
    }
  });

  it("refuses a requested company that is no slug", async () => {
    const res = await match(
      new Request("http://localhost/api/proxy/match_companies", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...austinToDenver, lead_uuid: randomUUID(), requested_company: "DROP TABLE" }),
      }),
      ctx(),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/requested_company/);
  });
});
