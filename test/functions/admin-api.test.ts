import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import accountPassword from "../../functions/admin-account-password";
import accountSession from "../../functions/admin-account-session";
import accountSessions from "../../functions/admin-account-sessions";
import auditLog from "../../functions/admin-audit";
import companies from "../../functions/admin-companies";
import company from "../../functions/admin-company";
import dashboard from "../../functions/admin-dashboard";
import database from "../../functions/admin-database";
import databaseBackup from "../../functions/admin-database-backup";
import databaseBackupFile from "../../functions/admin-database-backups-file";
import databaseIntegrity from "../../functions/admin-database-integrity";
import databaseRestore from "../../functions/admin-database-restore";
import inquiries from "../../functions/admin-inquiries";
import inquiry from "../../functions/admin-inquiries-detail";
import settingsTest from "../../functions/admin-integration-check";
import job from "../../functions/admin-job";
import jobCancel from "../../functions/admin-job-cancel";
import jobs from "../../functions/admin-jobs";
import lead from "../../functions/admin-lead";
import leadDeliveryResend from "../../functions/admin-lead-delivery-resend";
import leadStatus from "../../functions/admin-lead-status";
import leads from "../../functions/admin-leads";
import leadsExport from "../../functions/admin-leads-export";
import mail from "../../functions/admin-mail";
import qaRuns from "../../functions/admin-qa-runs";
import schedules from "../../functions/admin-schedules";
import schedule from "../../functions/admin-schedules-detail";
import scripts from "../../functions/admin-scripts";
import scriptRuns from "../../functions/admin-scripts-runs";
import seoAnalyze from "../../functions/admin-seo-analyze";
import seoAudits from "../../functions/admin-seo-audits";
import seoTasks from "../../functions/admin-seo-tasks";
import seoTask from "../../functions/admin-seo-tasks-detail";
import settings from "../../functions/admin-settings";
import statistics from "../../functions/admin-statistics";
import upload from "../../functions/admin-upload";
import uploadCancel from "../../functions/admin-upload-cancel";
import uploadFile from "../../functions/admin-upload-file";
import uploadImport from "../../functions/admin-upload-import";
import uploads from "../../functions/admin-uploads";
import adminUser from "../../functions/admin-user";
import adminUsers from "../../functions/admin-users";
import { leadSubmissionSchema } from "../../src/lib/quote/lead-payload";
import { getCompanyBySlug } from "../../src/server/db/snapshot/companies";
import { getSnapshot } from "../../src/server/db/snapshot/snapshot";
import { countStoreCompanies, listStoreCompanies } from "../../src/server/db/store/repositories/store-companies";
import type { FunctionHandler } from "../../src/server/http/context";
import { storeLead } from "../../src/server/quote/lead-deliveries";
import { adminCookie } from "../support/admin-session";
import { sampleMoversCsv } from "../support/sample-movers";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const USER = "test-admin";
const BASE = "http://localhost:4321";
let t: TestDatabase;
let cookie = "";
const ids: Record<string, number> = {};
const leadIds: number[] = [];

const ctx = (params: Record<string, string> = {}) => ({ ip: "192.0.2.1", params, requestId: "t", waitUntil: () => {} });
const call = (
  handler: FunctionHandler,
  path: string,
  init: { method?: string; body?: unknown; params?: Record<string, string>; auth?: boolean; origin?: string } = {},
) => {
  const headers: Record<string, string> = {};
  if (init.auth !== false) headers.cookie = cookie;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.origin) headers.origin = init.origin;
  else headers["sec-fetch-site"] = "same-origin";
  const req = new Request(`${BASE}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handler(req, ctx(init.params));
};
const body = async <T = Record<string, unknown>>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const errorOf = async (res: Response | Promise<Response>) => (await body<{ error: string }>(res)).error;

async function addLead(overrides: Parameters<typeof sampleLeadFields>[1], matched: number[] = [], selected: number[] = []): Promise<number> {
  const uuid = randomUUID();
  const fields = sampleLeadFields(uuid, overrides);
  const parsed = leadSubmissionSchema.parse({ ...fields, selected_companies: selected.join(",") || fields.selected_companies });
  return (await storeLead(t.store.db, { ...parsed, selected_companies: selected }, { ipAddress: null, matchedIds: matched, warehousePayload: null }))
    .id;
}

/** Test-only edits of stored leads the quote form could not produce. */
const setLead = (id: number, values: { first_name?: string; created_at?: string }) =>
  t.store.db.updateTable("leads").set(values).where("id", "=", id).execute();

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(sampleMoversCsv(["bh-local", "la-long", "austin-movers", "dallas-van"], ["bh-local", "dallas-van"]));
  for (const c of await listStoreCompanies(t.store.db)) ids[c.slug] = c.id;
  cookie = await adminCookie(t.store, USER);
  leadIds.push(await addLead({ firstName: "Ann" }, [ids["bh-local"], ids["la-long"]], [ids["bh-local"]]));
  leadIds.push(
    await addLead({
      firstName: "Bob",
      fromLocationZip: "75201",
      fromLocationCity: "Dallas",
      fromLocationState: "TX",
      movingFrom: "Dallas, TX 75201",
    }),
  );
  leadIds.push(await addLead({ firstName: "Cy" }));
  // The quote form would refuse this name; the export must still be safe if one gets stored.
  await setLead(leadIds[2], { first_name: "=SUM(1)" });
  await setLead(leadIds[1], { created_at: "2020-01-15T10:00:00.000Z" });
});
afterAll(async () => {
  await t.cleanup();
});

describe("without a session", () => {
  it("every admin endpoint answers 401 JSON", async () => {
    const calls: Array<[FunctionHandler, string, string, Record<string, string>?, unknown?]> = [
      [dashboard, "GET", "/api/admin/dashboard"],
      [statistics, "GET", "/api/admin/statistics"],
      [companies, "GET", "/api/admin/companies"],
      [company, "GET", "/api/admin/companies/1", { id: "1" }],
      [company, "PATCH", "/api/admin/companies/1", { id: "1" }, { isFeatured: true }],
      [company, "DELETE", "/api/admin/companies/1", { id: "1" }],
      [leads, "GET", "/api/admin/leads"],
      [lead, "GET", "/api/admin/leads/1", { id: "1" }],
      [leadStatus, "POST", "/api/admin/leads/1/status", { id: "1" }, { status: "contacted" }],
      [leadsExport, "GET", "/api/admin/leads/export.csv"],
      [leadDeliveryResend, "POST", "/api/admin/leads/1/deliveries/1/resend", { id: "1", deliveryId: "1" }],
      [mail, "GET", "/api/admin/mail"],
      [inquiries, "GET", "/api/admin/inquiries"],
      [inquiry, "GET", "/api/admin/inquiries/1", { id: "1" }],
      [inquiry, "PATCH", "/api/admin/inquiries/1", { id: "1" }, { status: "contacted" }],
      [uploads, "GET", "/api/admin/uploads"],
      [uploads, "POST", "/api/admin/uploads?name=companies.csv", {}, "name,city,state,zip\nA Co,Austin,TX,78701\n"],
      [upload, "GET", "/api/admin/uploads/1", { id: "1" }],
      [uploadImport, "POST", "/api/admin/uploads/1/import", { id: "1" }],
      [uploadCancel, "POST", "/api/admin/uploads/1/cancel", { id: "1" }],
      [uploadFile, "GET", "/api/admin/uploads/1/file", { id: "1" }],
      [jobs, "GET", "/api/admin/jobs"],
      [jobs, "POST", "/api/admin/jobs", {}, { kind: "rebuild-site" }],
      [job, "GET", "/api/admin/jobs/1", { id: "1" }],
      [jobCancel, "POST", "/api/admin/jobs/1/cancel", { id: "1" }],
      [scripts, "GET", "/api/admin/scripts"],
      [scriptRuns, "POST", "/api/admin/scripts/purge-old-data/runs", { id: "purge-old-data" }, { params: { days: 30 } }],
      [schedules, "GET", "/api/admin/schedules"],
      [schedules, "POST", "/api/admin/schedules", {}, { script_id: "purge-old-data", cron: "0 3 * * *", enabled: true, params: {} }],
      [schedule, "PATCH", "/api/admin/schedules/1", { id: "1" }, { enabled: false }],
      [schedule, "DELETE", "/api/admin/schedules/1", { id: "1" }],
      [qaRuns, "GET", "/api/admin/qa/runs"],
      [qaRuns, "POST", "/api/admin/qa/runs", {}, { suites: ["smoke"] }],
      [adminUsers, "GET", "/api/admin/users"],
      [adminUsers, "POST", "/api/admin/users", {}, { username: "intruder", password: "intruder-password" }],
      [adminUser, "DELETE", "/api/admin/users/1", { id: "1" }],
      [accountPassword, "POST", "/api/admin/account/password", {}, { current_password: "x", new_password: "intruder-password" }],
      [accountSessions, "GET", "/api/admin/account/sessions"],
      [accountSession, "DELETE", "/api/admin/account/sessions/abc", { id: "abc" }],
      [settings, "GET", "/api/admin/settings"],
      [settings, "PUT", "/api/admin/settings", {}, { contact_email: "x@y.example", contact_phone: "" }],
      [settingsTest, "POST", "/api/admin/settings/integrations/database/test", { id: "database" }, {}],
      [auditLog, "GET", "/api/admin/audit"],
      [database, "GET", "/api/admin/database"],
      [databaseIntegrity, "POST", "/api/admin/database/integrity"],
      [databaseBackup, "GET", "/api/admin/database/backup"],
      [databaseBackupFile, "GET", "/api/admin/database/backups/backup-20260101T000000000Z.db", { name: "backup-20260101T000000000Z.db" }],
      [databaseRestore, "POST", "/api/admin/database/restore?confirm=RESTORE", {}, "SQLite format 3"],
      [seoAudits, "GET", "/api/admin/seo/audits"],
      [seoAudits, "POST", "/api/admin/seo/audits"],
      [seoAnalyze, "POST", "/api/admin/seo/analyze", {}, { html: "<title>x</title>" }],
      [seoTasks, "GET", "/api/admin/seo/tasks"],
      [seoTask, "PATCH", "/api/admin/seo/tasks/orphan_page", { code: "orphan_page" }, { status: "ignored" }],
    ];
    for (const [handler, method, path, params, payload] of calls) {
      const res = await call(handler, path, { method, params, body: payload, auth: false });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toMatchObject({ error: "Authentication required" });
    }
    // A new admin function that is missing from the list above fails here.
    const dir = path.resolve(__dirname, "../../functions");
    const files = fs.readdirSync(dir).filter((f) => /^admin-.*\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    const covered = new Set(calls.map(([handler]) => handler));
    for (const f of files) expect(covered.has((await import(path.join(dir, f))).default), `${f} is checked without a session`).toBe(true);
    expect(await countStoreCompanies(t.store.db)).toBe(4);
    expect(await t.store.db.selectFrom("csv_uploads").select("id").execute()).toEqual([]);
    expect(await t.store.db.selectFrom("jobs").select("id").execute()).toEqual([]);
  });
});

describe("dashboard", () => {
  it("counts companies and leads by status", async () => {
    const res = await body<{
      companies: Record<string, number>;
      leads: { total: number; today: Record<string, number>; last7Days: Record<string, number> };
    }>(call(dashboard, "/api/admin/dashboard"));
    expect(res.companies).toEqual({ total: 4, featured: 2, inList: 4 });
    expect(res.leads.total).toBe(3);
    expect(res.leads.today.new).toBe(2);
    expect(res.leads.last7Days).toMatchObject({ new: 2, lost: 0 });
    expect(res).toMatchObject({ latestUploads: [], latestJobs: [], jobs: { queued: 0, running: 0, succeeded: 0, failed: 0 } });
  });
});

describe("companies", () => {
  type Page = {
    companies: Array<{ id: number; slug: string; name: string; isFeatured: boolean; isInList: boolean; zipCode: string }>;
    total: number;
    page: number;
    pageSize: number;
  };

  it("searches by name or city, filters by state and featured, and pages", async () => {
    const all = await body<Page>(call(companies, "/api/admin/companies"));
    expect(all.total).toBe(4);
    expect(all.companies.map((c) => c.slug)).toEqual(["austin-movers", "bh-local", "dallas-van", "la-long"]);
    expect((await body<Page>(call(companies, "/api/admin/companies?q=beverly"))).companies.map((c) => c.slug)).toEqual(["bh-local"]);
    expect((await body<Page>(call(companies, "/api/admin/companies?q=dallas"))).companies.map((c) => c.slug)).toEqual(["dallas-van"]);
    expect((await body<Page>(call(companies, "/api/admin/companies?q=100%25"))).total).toBe(0);
    const tx = await body<Page>(call(companies, "/api/admin/companies?state=tx&featured=true&q="));
    expect(tx.companies.map((c) => c.slug)).toEqual(["dallas-van"]);
    const page2 = await body<Page>(call(companies, "/api/admin/companies?page=2"));
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 25, companies: [] });
    for (const q of ["page=0", "state=XX", "featured=maybe"]) {
      const res = await call(companies, `/api/admin/companies?${q}`);
      expect(res.status, q).toBe(400);
      expect((await body<{ error: string }>(res)).error).toContain(q.split("=")[0]);
    }
  });

  it("gets one company, 404 for an unknown id", async () => {
    expect(await body(call(company, "/api/admin/companies/x", { params: { id: String(ids["bh-local"]) } }))).toMatchObject({ slug: "bh-local" });
    expect((await call(company, "/api/admin/companies/999999", { params: { id: "999999" } })).status).toBe(404);
    expect((await call(company, "/api/admin/companies/abc", { params: { id: "abc" } })).status).toBe(404);
  });

  it("edits with the CSV row rules: a bad zip is a 400 naming zip, a good edit is stored", async () => {
    const params = { id: String(ids["la-long"]) };
    const bad = await call(company, "/x", { method: "PATCH", params, body: { zip: "9001", email: "nope" } });
    expect(bad.status).toBe(400);
    const badBody = await body<{ error: string; issues: Array<{ path: string; message: string }> }>(bad);
    expect(badBody.error).toMatch(/zip: /);
    expect(badBody.issues.map((i) => i.path).sort()).toEqual(["email", "zip"]);
    const wrongState = await call(company, "/x", { method: "PATCH", params, body: { zip: "78701" } });
    expect(wrongState.status).toBe(400);
    expect((await body<{ error: string }>(wrongState.clone())).error).toContain("zip: ZIP 78701 is in TX, not CA");
    expect((await body<{ issues: unknown[] }>(wrongState)).issues).toEqual([{ path: "zip", message: "ZIP 78701 is in TX, not CA" }]);
    const unknown = await call(company, "/x", { method: "PATCH", params, body: { colour: "red" } });
    expect(unknown.status).toBe(400);
    expect((await body<{ error: string }>(unknown)).error).toContain("colour");
    const taken = await call(company, "/x", { method: "PATCH", params, body: { slug: "bh-local" } });
    expect(taken.status).toBe(409);
    expect((await body<{ issues: unknown[] }>(taken)).issues).toEqual([{ path: "slug", message: '"bh-local" is used by another company' }]);

    const ok = await call(company, "/x", { method: "PATCH", params, body: { name: "LA Coast to Coast", phone: "(213) 555-0100", rating: 4.4 } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      slug: "la-long",
      name: "LA Coast to Coast",
      phone: "2135550100",
      rating: 4.4,
      zipCode: "90012",
      reviewCount: 40,
    });
    expect((await body<Page>(call(companies, "/api/admin/companies?q=coast"))).companies.map((c) => c.slug)).toEqual(["la-long"]);
  });

  it("an edit lives in the store and reaches the public snapshot with the next rebuild", async () => {
    const params = { id: String(ids["bh-local"]) };
    const res = await call(company, "/x", {
      method: "PATCH",
      params,
      body: { name: "Beverly Hills Premier Movers", services: "local-moving|packing" },
    });
    expect(await body(res)).toMatchObject({
      name: "Beverly Hills Premier Movers",
      city: { name: "Beverly Hills", slug: "beverly-hills" },
      state: { abbreviation: "CA", name: "California", slug: "california" },
      services: ["local-moving", "packing"],
    });
    expect(getCompanyBySlug(getSnapshot(), "bh-local")?.name).toBe("Beverly Local Movers");
    await t.rebuildSnapshot();
    const published = getCompanyBySlug(getSnapshot(), "bh-local");
    expect(published).toMatchObject({ id: ids["bh-local"], name: "Beverly Hills Premier Movers" });
    expect(published?.services.map((s) => s.slug)).toEqual(["local-moving", "packing"]);
    // The admin sends the slugs it stores; the public snapshot names the same services.
    expect((await body<{ services: string[] }>(call(company, "/x", { params }))).services).toEqual(published?.services.map((s) => s.slug));
  });

  it("a slug change moves the company; a blank optional cell clears it", async () => {
    const params = { id: String(ids["austin-movers"]) };
    const res = await call(company, "/x", { method: "PATCH", params, body: { slug: "austin-movers-tx", description: "Local movers." } });
    expect(await body(res)).toMatchObject({ id: ids["austin-movers"], slug: "austin-movers-tx", description: "Local movers." });
    const back = await call(company, "/x", { method: "PATCH", params, body: { slug: "austin-movers", description: null } });
    expect(await body(back)).toMatchObject({ slug: "austin-movers", description: "" });
  });

  it("toggles featured and in-list", async () => {
    const params = { id: String(ids["austin-movers"]) };
    const res = await call(company, "/x", { method: "PATCH", params, body: { isFeatured: true, isInList: false } });
    expect(await body(res)).toMatchObject({ isFeatured: true, isInList: false });
    expect((await body<Page>(call(companies, "/api/admin/companies?inList=false"))).companies.map((c) => c.slug)).toEqual(["austin-movers"]);
    const bad = await call(company, "/x", { method: "PATCH", params, body: { isFeatured: "yes" } });
    expect(bad.status).toBe(400);
    expect((await body<{ error: string }>(bad)).error).toContain("isFeatured");
  });

  it("refuses a foreign origin and deletes a company", async () => {
    const params = { id: String(ids["dallas-van"]) };
    expect((await call(company, "/x", { method: "DELETE", params, origin: "https://evil.example" })).status).toBe(403);
    expect((await call(company, "/x", { method: "DELETE", params })).status).toBe(200);
    expect((await call(company, "/x", { params })).status).toBe(404);
    expect((await call(company, "/x", { method: "DELETE", params })).status).toBe(404);
    expect((await body<Page>(call(companies, "/api/admin/companies"))).total).toBe(3);
  });
});

describe("leads", () => {
  type LeadPage = { leads: Array<{ id: number; firstName: string; status: string }>; total: number };

  it("lists with filters by status, date and state", async () => {
    const all = await body<LeadPage>(call(leads, "/api/admin/leads"));
    expect(all.total).toBe(3);
    expect(all.leads.at(-1)?.firstName).toBe("Bob"); // oldest last
    expect((await body<LeadPage>(call(leads, "/api/admin/leads?from=2020-01-15&to=2020-01-15"))).leads.map((l) => l.firstName)).toEqual(["Bob"]);
    expect((await body<LeadPage>(call(leads, "/api/admin/leads?to=2020-01-14"))).total).toBe(0);
    // Bob moves from TX; every sample lead goes to TX, so CA means a CA origin.
    expect((await body<LeadPage>(call(leads, "/api/admin/leads?state=ca"))).total).toBe(2);
    expect((await body<LeadPage>(call(leads, "/api/admin/leads?status=new&state=TX"))).total).toBe(3);
    expect((await body<LeadPage>(call(leads, "/api/admin/leads?status=lost"))).total).toBe(0);
    for (const q of ["status=won", "from=2020-13-01", "page=-1"]) {
      const res = await call(leads, `/api/admin/leads?${q}`);
      expect(res.status, q).toBe(400);
      expect((await body<{ error: string }>(res)).error).toContain(q.split("=")[0]);
    }
  });

  it("shows a lead with its matched and selected companies", async () => {
    const detail = await body<{
      firstName: string;
      companies: Array<{ slug: string; selected: boolean }>;
      history: unknown[];
      nextStatuses: string[];
    }>(call(lead, "/x", { params: { id: String(leadIds[0]) } }));
    expect(detail.firstName).toBe("Ann");
    expect(detail.companies).toEqual([
      expect.objectContaining({ slug: "bh-local", selected: true }),
      expect.objectContaining({ slug: "la-long", selected: false }),
    ]);
    expect(detail.history).toEqual([]);
    expect(detail.nextStatuses).toEqual(["contacted", "lost"]);
    expect((await call(lead, "/x", { params: { id: "999999" } })).status).toBe(404);
  });

  it("changes status along the pipeline with history, refusing invalid moves", async () => {
    const params = { id: String(leadIds[0]) };
    const post = (payload: unknown) => call(leadStatus, "/x", { method: "POST", params, body: payload });
    const skip = await post({ status: "quoted" });
    expect(skip.status).toBe(409);
    expect((await body<{ error: string }>(skip)).error).toBe("status: cannot change from new to quoted (allowed: contacted, lost)");
    const bad = await post({ status: "won" });
    expect(bad.status).toBe(400);
    expect((await body<{ error: string }>(bad)).error).toMatch(/^status: /);

    expect((await post({ status: "contacted", note: "Called, left a message" })).status).toBe(200);
    const lost = await body<{ status: string; history: Array<Record<string, string | null>>; nextStatuses: string[] }>(post({ status: "lost" }));
    expect(lost.status).toBe("lost");
    expect(lost.nextStatuses).toEqual([]);
    expect(lost.history).toEqual([
      {
        fromStatus: "new",
        toStatus: "contacted",
        changedBy: USER,
        note: "Called, left a message",
        changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      { fromStatus: "contacted", toStatus: "lost", changedBy: USER, note: "", changedAt: expect.any(String) },
    ]);
    const again = await post({ status: "contacted" });
    expect(again.status).toBe(409);
    expect((await body<{ error: string }>(again)).error).toContain("the lead is closed");
    expect((await call(leadStatus, "/x", { method: "POST", params: { id: "999999" }, body: { status: "contacted" } })).status).toBe(404);
    expect((await call(leadStatus, "/x", { method: "POST", params, body: { status: "lost" }, origin: "https://evil.example" })).status).toBe(403);
    expect((await body<LeadPage>(call(leads, "/api/admin/leads?status=lost"))).leads.map((l) => l.firstName)).toEqual(["Ann"]);
  });

  it("exports the filtered leads as a formula-safe CSV attachment", async () => {
    const res = await call(leadsExport, "/api/admin/leads/export.csv?status=new");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^id,public_id,status,created_at,first_name,/);
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(",'=SUM(1),"))).toBe(true);
    expect(lines.some((l) => l.includes(",=SUM"))).toBe(false);
    expect((await call(leadsExport, "/api/admin/leads/export.csv?from=yesterday")).status).toBe(400);
  });

  it("streams the export a page at a time, holding every matching lead", async () => {
    const count = 1_101;
    const template = (await t.store.db.selectFrom("leads").selectAll().where("id", "=", leadIds[0]).executeTakeFirstOrThrow()) as Record<
      string,
      unknown
    >;
    const { id: _id, ...columns } = template;
    const rows = Array.from({ length: count }, (_, i) => ({
      ...(columns as Omit<typeof template, "id">),
      public_id: `MV-EXPORT${i}`,
      lead_uuid: randomUUID(),
      from_state: "WA",
      first_name: `Walker ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.store.db
        .insertInto("leads")
        .values(rows.slice(i, i + 200) as never)
        .execute();

    const res = await call(leadsExport, "/api/admin/leads/export.csv?state=WA");
    expect(res.status).toBe(200);
    expect(res.body).toBeInstanceOf(ReadableStream);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    // The header, then one chunk per page of leads.
    expect(chunks.length).toBe(1 + Math.ceil(count / 500));
    const lines = Buffer.concat(chunks).toString("utf8").trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + count);
    expect(new Set(lines.slice(1).map((l) => l.split(",")[4]))).toEqual(new Set(rows.map((r) => r.first_name)));
    // Newest first, and no lead twice across page boundaries.
    const exportedIds = lines.slice(1).map((l) => Number(l.split(",")[0]));
    expect(exportedIds).toEqual([...exportedIds].sort((a, b) => b - a));
    expect(new Set(exportedIds).size).toBe(count);
  });

  it("two admins moving the same lead at once: one move lands, the other is refused from the new status", async () => {
    const params = { id: String(await addLead({ firstName: "Eve" })) };
    const results = await Promise.all([1, 2].map(() => call(leadStatus, "/x", { method: "POST", params, body: { status: "contacted" } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409) as Response;
    expect(await errorOf(refused)).toBe("status: cannot change from contacted to contacted (allowed: scheduled, lost)");
    const detail = await body<{ status: string; history: unknown[] }>(call(lead, "/x", { params }));
    expect(detail).toMatchObject({ status: "contacted", history: [expect.objectContaining({ fromStatus: "new", toStatus: "contacted" })] });
  });

  it("still shows a matched company after it was deleted, by id and without a profile link", async () => {
    const leadId = await addLead({ firstName: "Dee" }, [ids["la-long"], ids["bh-local"]], [ids["la-long"]]);
    expect((await call(company, "/x", { method: "DELETE", params: { id: String(ids["la-long"]) } })).status).toBe(200);
    const detail = await body<{ companies: unknown[] }>(call(lead, "/x", { params: { id: String(leadId) } }));
    expect(detail.companies).toEqual([
      { id: ids["la-long"], slug: null, name: `Deleted company #${ids["la-long"]}`, city: null, state: null, selected: true },
      { id: ids["bh-local"], slug: "bh-local", name: "Beverly Hills Premier Movers", city: "Beverly Hills", state: "CA", selected: false },
    ]);
  });
});
