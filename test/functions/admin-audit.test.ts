import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import audit from "../../functions/admin-audit";
import company from "../../functions/admin-company";
import inquiry from "../../functions/admin-inquiries-detail";
import jobs from "../../functions/admin-jobs";
import leadDeliveryResend from "../../functions/admin-lead-delivery-resend";
import leadStatus from "../../functions/admin-lead-status";
import uploadCancel from "../../functions/admin-upload-cancel";
import uploadImport from "../../functions/admin-upload-import";
import uploads from "../../functions/admin-uploads";
import login from "../../functions/login";
import logout from "../../functions/logout";
import { AUDIT_PAGE_SIZE, type AuditPage } from "../../src/lib/admin/audit-api";
import { leadSubmissionSchema } from "../../src/lib/quote/lead-payload";
import { hashPassword } from "../../src/server/auth/password";
import { upsertAdminUser } from "../../src/server/db/store/repositories/admin-auth";
import { recordAudit } from "../../src/server/db/store/repositories/audit";
import { insertInquiry } from "../../src/server/db/store/repositories/inquiries";
import { listStoreCompanies } from "../../src/server/db/store/repositories/store-companies";
import { isoNow } from "../../src/server/db/store/store";
import type { FunctionHandler } from "../../src/server/http/context";
import { storeLead } from "../../src/server/quote/lead-deliveries";
import { sampleMoversCsv } from "../support/sample-movers";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

const BASE = "http://localhost:4321";
const USER = "auditor";
const PASSWORD = "auditor-password-1";
let t: TestDatabase;
let cookie = "";
const ids: Record<string, number> = {};

const ctx = (params: Record<string, string> = {}) => ({ ip: "192.0.2.7", params, requestId: "t", waitUntil: () => {} });
function call(handler: FunctionHandler, p: string, init: { method?: string; body?: unknown; raw?: string; params?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: BASE, cookie, "sec-fetch-dest": "empty" };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.raw !== undefined) headers["content-type"] = "text/csv";
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return Promise.resolve(handler(new Request(`${BASE}${p}`, { method: init.method ?? "GET", headers, body }), ctx(init.params)));
}
const entries = async (query = "") => (await (await call(audit, `/api/admin/audit${query}`)).json()) as AuditPage;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(sampleMoversCsv(["austin-movers", "dallas-van"]));
  for (const c of await listStoreCompanies(t.store.db)) ids[c.slug] = c.id;
  await upsertAdminUser(t.store.db, USER, await hashPassword(PASSWORD));
});
afterAll(async () => {
  await t.cleanup();
});

describe("every admin write is recorded", () => {
  it("login, company edit/toggle/delete, upload/import/cancel, lead status, resend, inquiry, rebuild, logout", async () => {
    const signedIn = await call(login, "/api/login", { method: "POST", body: { username: USER, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0];

    const austin = String(ids["austin-movers"]);
    expect((await call(company, "/x", { method: "PATCH", params: { id: austin }, body: { name: "Austin Movers Co" } })).status).toBe(200);
    expect((await call(company, "/x", { method: "PATCH", params: { id: austin }, body: { isFeatured: true } })).status).toBe(200);
    expect((await call(company, "/x", { method: "DELETE", params: { id: String(ids["dallas-van"]) } })).status).toBe(200);

    const csv = csvText(["slug", "name", "city", "state", "zip"], [["houston-haul", "Houston Haulers", "Houston", "TX", "77002"]]);
    const first = (await (await call(uploads, "/api/admin/uploads?name=a.csv", { method: "POST", raw: csv })).json()) as { id: number };
    expect((await call(uploadImport, "/x", { method: "POST", params: { id: String(first.id) } })).status).toBe(200);
    const second = (await (await call(uploads, "/api/admin/uploads?name=b.csv", { method: "POST", raw: csv })).json()) as { id: number };
    expect((await call(uploadCancel, "/x", { method: "POST", params: { id: String(second.id) } })).status).toBe(200);

    const fields = sampleLeadFields(randomUUID());
    const parsed = leadSubmissionSchema.parse(fields);
    const lead = await storeLead(t.store.db, { ...parsed, selected_companies: [] }, { ipAddress: null, matchedIds: [], warehousePayload: null });
    expect(
      (await call(leadStatus, "/x", { method: "POST", params: { id: String(lead.id) }, body: { status: "contacted", note: "called" } })).status,
    ).toBe(200);
    const now = isoNow();
    const delivery = await t.store.db
      .insertInto("outbox")
      .values({
        lead_id: lead.id,
        kind: "visitor-email",
        recipient: "v@example.com",
        payload: "{}",
        status: "failed",
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const resend = await call(leadDeliveryResend, "/x", { method: "POST", params: { id: String(lead.id), deliveryId: String(delivery.id) } });
    expect(resend.status).toBe(200);

    const inquiryId = await insertInquiry(
      t.store.db,
      { companyName: "Big Co", contactName: "Pat", email: "pat@big.example", phone: undefined, topic: "advertising", message: "" },
      null,
    );
    expect((await call(inquiry, "/x", { method: "PATCH", params: { id: String(inquiryId) }, body: { status: "won", note: "signed" } })).status).toBe(
      200,
    );
    expect((await call(jobs, "/api/admin/jobs", { method: "POST", body: { kind: "rebuild-site" } })).status).toBeLessThan(300);

    const page = await entries();
    const byAction = new Map(page.entries.map((e) => [e.action, e]));
    const expected: Array<[string, string, string | null]> = [
      ["admin.login", "admin_user", null],
      ["company.update", "company", austin],
      ["company.toggle", "company", austin],
      ["company.delete", "company", String(ids["dallas-van"])],
      ["upload.create", "upload", String(first.id)],
      ["upload.import", "upload", String(first.id)],
      ["upload.cancel", "upload", String(second.id)],
      ["lead.status", "lead", String(lead.id)],
      ["delivery.resend", "lead", String(lead.id)],
      ["inquiry.update", "inquiry", String(inquiryId)],
      ["site.rebuild", "job", null],
    ];
    for (const [action, targetType, targetId] of expected) {
      const entry = byAction.get(action);
      expect(entry, action).toMatchObject({ actor: USER, targetType });
      if (targetId) expect(entry?.targetId, action).toBe(targetId);
    }
    expect(byAction.get("company.update")?.summary).toBe("Edited Austin Movers Co (name)");
    expect(byAction.get("company.toggle")?.summary).toBe("Set Austin Movers Co featured");
    expect(byAction.get("company.delete")?.summary).toBe("Deleted Dallas Van Lines");
    expect(byAction.get("lead.status")?.details).toEqual({ from: "new", to: "contacted", note: "called" });
    expect(page.entries[0].action).toBe("site.rebuild");

    expect((await call(logout, "/api/logout", { method: "POST" })).status).toBe(200);
    const last = await t.store.db.selectFrom("admin_audit").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: "admin.logout", actor: USER });
  });

  it("refused writes leave no audit entry", async () => {
    // Signed out by the test above: sign in again first.
    const again = await call(login, "/api/login", { method: "POST", body: { username: USER, password: PASSWORD } });
    cookie = (again.headers.get("set-cookie") ?? "").split(";")[0];
    const before = (await entries()).total;
    expect((await call(company, "/x", { method: "DELETE", params: { id: "999999" } })).status).toBe(404);
    expect((await call(company, "/x", { method: "PATCH", params: { id: String(ids["austin-movers"]) }, body: { zip: "00000" } })).status).toBe(400);
    expect((await call(leadStatus, "/x", { method: "POST", params: { id: "999999" }, body: { status: "contacted" } })).status).toBe(404);
    expect((await entries()).total).toBe(before);
  });
});

describe("GET /api/admin/audit", () => {
  it("filters by actor, action, target type and UTC days, and pages 50 at a time", async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) {
      await recordAudit(t.store.db, { actor: "bulk", action: "test.bulk", targetType: "thing", targetId: i, summary: `bulk ${i}` });
    }
    await t.store.db.updateTable("admin_audit").set({ created_at: "2020-03-04T23:59:59.000Z" }).where("summary", "=", "bulk 0").execute();

    const bulk = await entries("?actor=bulk");
    expect(bulk.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(bulk.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(bulk.entries[0].summary).toBe(`bulk ${AUDIT_PAGE_SIZE + 4}`);
    const page2 = await entries("?actor=bulk&page=2");
    expect(page2.entries.map((e) => e.summary)).toEqual(["bulk 4", "bulk 3", "bulk 2", "bulk 1", "bulk 0"]);

    expect((await entries("?action=company.delete")).entries.map((e) => e.summary)).toEqual(["Deleted Dallas Van Lines"]);
    expect((await entries("?target_type=inquiry")).total).toBe(1);
    expect((await entries("?from=2020-03-04&to=2020-03-04")).entries.map((e) => e.summary)).toEqual(["bulk 0"]);
    expect((await entries("?to=2020-03-03")).total).toBe(0);
    expect((await entries()).options.actors).toEqual(["auditor", "bulk"]);
  });

  it("a bad filter is a 400 naming it; no session is a 401", async () => {
    const bad = await call(audit, "/api/admin/audit?from=2020-13-45");
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toBe("from");
    const reversed = await call(audit, "/api/admin/audit?from=2021-01-02&to=2021-01-01");
    expect(reversed.status).toBe(400);
    cookie = "";
    expect((await call(audit, "/api/admin/audit")).status).toBe(401);
  });
});
