import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminLead from "../../functions/admin-lead";
import adminLeads from "../../functions/admin-leads";
import leadsExport from "../../functions/admin-leads-export";
import leads from "../../functions/leads";
import { ADMIN_LEAD_FIELDS, type AdminLeadDetail, type AdminLeadsPage, LEAD_DETAIL_FIELDS } from "../../src/lib/admin/leads-api";
import { LEAD_FIELD_LIST, leadColumn } from "../../src/lib/leads/fields";
import { leadSubmissionSchema } from "../../src/lib/quote/lead-payload";
import { resetConfig } from "../../src/server/config";
import { adminCookie } from "../support/admin-session";
import { sampleLeadFields, sampleMoveDate } from "../support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * One lead through every layer the lead field table drives: POST /api/leads, the stored row, the
 * admin API (list and detail), the CSV export and the warehouse copy. The move date travels as
 * MM/DD/YYYY on the wire and in the warehouse copy, and as an ISO day everywhere else.
 */

let t: TestDatabase;
let cookie = "";
const ctx = (params: Record<string, string> = {}) => ({ ip: "192.0.2.77", params, requestId: "t", waitUntil: () => {} });
const admin = (handler: typeof adminLead, path: string, params: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${path}`, { headers: { cookie } }), ctx(params));

const moveDay = sampleMoveDate();
const wireDay = `${moveDay.slice(5, 7)}/${moveDay.slice(8, 10)}/${moveDay.slice(0, 4)}`;
const fields = {
  ...sampleLeadFields(randomUUID(), { needsAutoTransport: true, autoYear: "2019", autoMake: "Honda", autoModel: "Civic", autoCondition: "running" }),
  from_state: "ca",
  trustedform_cert_url: "https://cert.trustedform.com/abc",
  moving_quote_details: "Piano, no elevator",
};
const parsed = leadSubmissionSchema.parse(fields);
let id = 0;

beforeAll(async () => {
  process.env.WAREHOUSE_URL = "http://127.0.0.1:9/warehouse";
  resetConfig();
  t = await createTestDatabase();
  cookie = await adminCookie(t.store, "fields-admin");
  const res = await leads(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
    ctx(),
  );
  expect(res.status).toBe(200);
  id = (await t.store.db.selectFrom("leads").select("id").where("lead_uuid", "=", fields.lead_uuid).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  delete process.env.WAREHOUSE_URL;
  resetConfig();
  await t.cleanup();
});

describe("a lead through every layer of the field table", () => {
  it("sends the date MM/DD/YYYY and stores it as its ISO day, with every field in its column", async () => {
    expect(fields.move_date).toBe(wireDay);
    const row = (await t.store.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect(row).toMatchObject({
      move_date: moveDay,
      from_state: "CA",
      needs_auto_transport: 1,
      auto_make: "Honda",
      email: "jo@mail.example.com",
      phone: "5125550123",
    });
    for (const f of LEAD_FIELD_LIST) {
      const column = leadColumn(f);
      if (column === null) continue;
      const value = parsed[f.name];
      expect(row[column], column).toEqual(typeof value === "boolean" ? Number(value) : value);
    }
  });

  it("reads back in the admin list and detail under each field's admin key", async () => {
    const detail = (await (await admin(adminLead, `/api/admin/leads/${id}`, { id: String(id) })).json()) as AdminLeadDetail;
    const page = (await (await admin(adminLeads, "/api/admin/leads")).json()) as AdminLeadsPage;
    const listed = page.leads.find((l) => l.id === id);
    expect(detail).toMatchObject({
      moveDate: moveDay,
      fromState: "CA",
      needsAutoTransport: true,
      autoModel: "Civic",
      details: { moving_quote_details: "Piano, no elevator" },
    });
    for (const f of ADMIN_LEAD_FIELDS) {
      expect(detail[f.admin], f.admin).toEqual(parsed[f.name]);
      expect(listed?.[f.admin], f.admin).toEqual(parsed[f.name]);
    }
    for (const f of LEAD_DETAIL_FIELDS) expect(detail.details[f.name], f.name).toBe(parsed[f.name]);
  });

  it("exports one column per field, the date as its ISO day", async () => {
    const csv = await (await admin(leadsExport, "/api/admin/leads/export.csv")).text();
    const rows = Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;
    const row = rows.find((r) => r.id === String(id));
    expect(row).toMatchObject({
      move_date: moveDay,
      needs_auto_transport: "yes",
      from_state: "CA",
      trustedform_cert_url: "https://cert.trustedform.com/abc",
    });
    for (const f of ADMIN_LEAD_FIELDS) {
      const value = parsed[f.name];
      expect(row?.[f.column], f.column).toBe(typeof value === "boolean" ? (value ? "yes" : "no") : String(value));
    }
  });

  it("queues the warehouse copy with the lead_* keys, the date written MM/DD/YYYY", async () => {
    const outbox = await t.store.db
      .selectFrom("outbox")
      .select(["payload", "status"])
      .where("lead_id", "=", id)
      .where("kind", "=", "warehouse")
      .executeTakeFirstOrThrow();
    expect(outbox.status).toBe("pending");
    expect(JSON.parse(outbox.payload)).toMatchObject({
      lead_uuid: fields.lead_uuid,
      lead_move_date: wireDay,
      lead_first_name: "Jo",
      lead_email: "jo@mail.example.com",
      lead_phone: "5125550123",
      lead_from_state: "CA",
      lead_size: "2-3br",
      lead_from_country: "US",
      lead_ip_address: "192.0.2.77",
      lead_comments: "Auto transport: 2019 Honda Civic (running)",
      lead_sms_phone_validation: "1",
      certificate_url: "https://cert.trustedform.com/abc",
      lead_mmex_lead_id: expect.stringMatching(/^MV-/),
    });
  });
});
