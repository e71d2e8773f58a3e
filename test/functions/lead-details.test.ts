import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminLead from "../../functions/admin-lead";
import leadsExport from "../../functions/admin-leads-export";
import leads from "../../functions/leads";
import type { AdminLeadDetail } from "../../src/lib/admin/leads-api";
import { findLeadByUuid } from "../../src/server/db/store/repositories/leads";
import { adminCookie } from "../support/admin-session";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** POST /api/leads with the spec's own payload, and what the admin then sees of it. */

let t: TestDatabase;
let cookie = "";
const ctx = (params: Record<string, string> = {}, ip = "192.0.2.50") => ({ ip, params, requestId: "t", waitUntil: () => {} });
const post = (fields: Record<string, string>, accept?: string) =>
  leads(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(accept ? { accept } : {}) },
      body: new URLSearchParams(fields).toString(),
    }),
    ctx(),
  );
const admin = (handler: typeof adminLead, path: string, params: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${path}`, { headers: { cookie } }), ctx(params));

/** The rarely used fields of the lead API's payload, as sent and as the admin reads them back. */
const DETAILS = {
  lead_new_id: "NEW-42",
  sms_phone_validation: "1",
  sms_phone_validation_status: "verified",
  trustedform_cert_url: "https://cert.trustedform.com/0123456789abcdef",
  trustedform_token: "tf-token-1",
  phone_verification_information: "Carrier: Example Wireless",
  phone_verification_risk_score: "7",
  phone_verification_phone_type: "mobile",
  moving_quote_details: "Upright piano, third floor, no elevator",
};

/** The lead API's field list: number_of_rooms and no move_size, the certificate and verification fields. */
function specPayload(): Record<string, string> {
  const { move_size: _size, ...fields } = sampleLeadFields(randomUUID(), {
    needsAutoTransport: true,
    autoYear: "2019",
    autoMake: "Honda",
    autoModel: "Civic",
    autoCondition: "running",
  });
  return {
    ...fields,
    number_of_rooms: "4",
    ...DETAILS,
  };
}

beforeAll(async () => {
  t = await createTestDatabase();
  cookie = await adminCookie(t.store, "details-admin");
});
afterAll(async () => {
  await t.cleanup();
});

describe("the spec's lead payload", () => {
  it("is stored without move_size, with the size derived from number_of_rooms and every extra field readable by the admin", async () => {
    const payload = specPayload();
    const res = await post(payload);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^MV-[2-9A-Z]{8}$/);
    const stored = await findLeadByUuid(t.store.db, payload.lead_uuid);
    const detail = (await (await admin(adminLead, `/api/admin/leads/${stored?.id}`, { id: String(stored?.id) })).json()) as AdminLeadDetail;
    expect(detail).toMatchObject({
      moveSize: "4br",
      numberOfRooms: 4,
      fromLocation: "90210 (Beverly Hills, CA)",
      toLocation: "Austin, TX 78701",
      needsAutoTransport: true,
      autoYear: "2019",
      autoMake: "Honda",
      autoModel: "Civic",
      autoCondition: "running",
      details: DETAILS,
    });
  });

  it("appears whole in the CSV export", async () => {
    const payload = specPayload();
    expect((await post(payload)).status).toBe(200);
    const csv = await (await admin(leadsExport, "/api/admin/leads/export.csv")).text();
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    const columns = header.split(",");
    for (const c of [
      "from_location",
      "to_location",
      "auto_year",
      "auto_make",
      "auto_model",
      "auto_condition",
      "moving_quote_details",
      "trustedform_cert_url",
    ]) {
      expect(columns).toContain(c);
    }
    const row = rows.find((r) => r.includes("NEW-42") && r.includes("Upright piano, third floor, no elevator"));
    expect(row).toBeDefined();
    expect(row).toContain("Honda");
    expect(row).toContain('"90210 (Beverly Hills, CA)"');
  });
});

describe("refusals name the field", () => {
  it("answers JSON issues in words when the client asks for JSON", async () => {
    const fields = { ...sampleLeadFields(randomUUID()), first_name: "A".repeat(100) };
    const res = await post(fields, "application/json");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { error: string; issues: Array<{ path: string; message: string }> };
    expect(body.issues).toEqual([{ path: "first_name", message: "First name must be at most 80 characters" }]);
    expect(body.error).toContain("first_name");
    expect(await findLeadByUuid(t.store.db, fields.lead_uuid)).toBeUndefined();
  });

  it("answers plain text otherwise, as the spec's clients read it", async () => {
    const res = await post({ ...sampleLeadFields(randomUUID()), move_date: "01/01/2020", phone_number: "000-000-0000" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect((await res.text()).split("\n").sort()).toEqual([
      "Choose today or a later date",
      "Enter a real US phone number: the area code and the next three digits can't start with 0 or 1",
    ]);
  });

  it("accepts a +1 number and stores its 10 digits", async () => {
    const fields = { ...sampleLeadFields(randomUUID()), phone_number: "+1 (312) 555-0142" };
    expect((await post(fields, "application/json")).status).toBe(200);
    const row = await t.store.db.selectFrom("leads").select("phone").where("lead_uuid", "=", fields.lead_uuid).executeTakeFirstOrThrow();
    expect(row.phone).toBe("3125550142");
  });
});
