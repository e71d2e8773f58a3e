import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "../../src/lib/quote/lead-payload";
import { sampleLeadFields } from "../../src/lib/quote/sample-quote";
import { importCompaniesCsv } from "../../src/server/csv/import";
import { closeDatabase } from "../../src/server/db/snapshot";
import { insertLead } from "../../src/server/db/leads";
import { createTestDatabase, csvText, type TestDatabase } from "../../src/server/db/test-database";
import type { FunctionHandler } from "../../src/server/http/context";
import companies from "../../functions/admin-companies";
import company from "../../functions/admin-company";
import dashboard from "../../functions/admin-dashboard";
import job from "../../functions/admin-job";
import jobs from "../../functions/admin-jobs";
import lead from "../../functions/admin-lead";
import leadStatus from "../../functions/admin-lead-status";
import leads from "../../functions/admin-leads";
import leadsExport from "../../functions/admin-leads-export";
import upload from "../../functions/admin-upload";
import uploadCancel from "../../functions/admin-upload-cancel";
import uploadFile from "../../functions/admin-upload-file";
import uploadImport from "../../functions/admin-upload-import";
import uploads from "../../functions/admin-uploads";
import login from "../../functions/login";

const USER = "test-admin";
const PASS = "a-long-test-password";
const BASE = "http://localhost:4321";
let t: TestDatabase;
let cookie = "";
const ids: Record<string, number> = {};
const leadIds: number[] = [];

const ctx = (params: Record<string, string> = {}) => ({ ip: "192.0.2.1", params, requestId: "t", waitUntil: () => {} });
const call = (handler: FunctionHandler, path: string, init: { method?: string; body?: unknown; params?: Record<string, string>; auth?: boolean; origin?: string } = {}) => {
  const headers: Record<string, string> = {};
  if (init.auth !== false) headers.cookie = cookie;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.origin) headers.origin = init.origin;
  const req = new Request(`${BASE}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return handler(req, ctx(init.params));
};
const body = async <T = Record<string, unknown>>(res: Response | Promise<Response>) => (await (await res).json()) as T;

function addLead(overrides: Parameters<typeof sampleLeadFields>[1], matched: number[] = [], selected: number[] = []): number {
  const uuid = randomUUID();
  const fields = sampleLeadFields(uuid, overrides);
  const parsed = leadSubmissionSchema.parse({ ...fields, selected_companies: selected.join(",") || fields.selected_companies });
  return insertLead(t.db, { ...parsed, selected_companies: selected }, { ipAddress: null, matchedIds: matched, warehousePayload: null }).id;
}

beforeAll(async () => {
  process.env.ADMIN_USERNAME = USER;
  process.env.ADMIN_PASSWORD = PASS;
  t = createTestDatabase();
  const header = ["slug", "name", "city", "state", "zip", "services", "rating", "review_count", "is_featured"];
  const rows = [
    ["bh-local", "Beverly Local Movers", "Beverly Hills", "CA", "90210", "local-moving", "4.9", "300", "true"],
    ["la-long", "LA Cross Country", "Los Angeles", "CA", "90012", "long-distance-moving", "4.2", "40", "false"],
    ["austin-movers", "Austin Movers", "Austin", "TX", "78701", "local-moving", "4.5", "80", "false"],
    ["dallas-van", "Dallas Van Lines", "Dallas", "TX", "75201", "local-moving", "4.1", "20", "true"],
  ];
  expect(importCompaniesCsv(t.db, csvText(header, rows), "replace")).toMatchObject({ ok: true });
  for (const r of t.db.prepare("SELECT id, slug FROM companies").all() as Array<{ id: number; slug: string }>) ids[r.slug] = r.id;
  const res = await login(
    new Request(`${BASE}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify({ username: USER, password: PASS }),
    }),
    ctx(),
  );
  expect(res.status).toBe(200);
  cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  leadIds.push(addLead({ firstName: "Ann" }, [ids["bh-local"], ids["la-long"]], [ids["bh-local"]]));
  leadIds.push(addLead({ firstName: "Bob", fromLocationZip: "75201", fromLocationCity: "Dallas", fromLocationState: "TX", movingFrom: "Dallas, TX 75201" }));
  leadIds.push(addLead({ firstName: "Cy" }));
  // The quote form would refuse this name; the export must still be safe if one gets stored.
  t.db.prepare("UPDATE leads SET first_name = '=SUM(1)' WHERE id = ?").run(leadIds[2]);
  t.db.prepare("UPDATE leads SET created_at = '2020-01-15T10:00:00.000Z' WHERE id = ?").run(leadIds[1]);
});
afterAll(() => {
  closeDatabase();
  t.cleanup();
});

describe("without a session", () => {
  it("every admin endpoint answers 401 JSON", async () => {
    const calls: Array<[FunctionHandler, string, string, Record<string, string>?, unknown?]> = [
      [dashboard, "GET", "/api/admin/dashboard"],
      [companies, "GET", "/api/admin/companies"],
      [company, "GET", "/api/admin/companies/1", { id: "1" }],
      [company, "PATCH", "/api/admin/companies/1", { id: "1" }, { isFeatured: true }],
      [company, "DELETE", "/api/admin/companies/1", { id: "1" }],
      [leads, "GET", "/api/admin/leads"],
      [lead, "GET", "/api/admin/leads/1", { id: "1" }],
      [leadStatus, "POST", "/api/admin/leads/1/status", { id: "1" }, { status: "contacted" }],
      [leadsExport, "GET", "/api/admin/leads/export.csv"],
      [uploads, "GET", "/api/admin/uploads"],
      [uploads, "POST", "/api/admin/uploads?name=companies.csv", {}, "name,city,state,zip\nA Co,Austin,TX,78701\n"],
      [upload, "GET", "/api/admin/uploads/1", { id: "1" }],
      [uploadImport, "POST", "/api/admin/uploads/1/import", { id: "1" }],
      [uploadCancel, "POST", "/api/admin/uploads/1/cancel", { id: "1" }],
      [uploadFile, "GET", "/api/admin/uploads/1/file", { id: "1" }],
      [jobs, "GET", "/api/admin/jobs"],
      [jobs, "POST", "/api/admin/jobs", {}, { kind: "rebuild-site" }],
      [job, "GET", "/api/admin/jobs/1", { id: "1" }],
    ];
    for (const [handler, method, path, params, payload] of calls) {
      const res = await call(handler, path, { method, params, body: payload, auth: false });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toMatchObject({ error: "Authentication required" });
    }
    // A new admin function that is missing from the list above fails here.
    const files = fs.readdirSync(__dirname).filter((f) => /^admin-.*\.ts$/.test(f) && !f.endsWith(".test.ts"));
    const covered = new Set(calls.map(([handler]) => handler));
    for (const f of files) expect(covered.has((await import(`./${f}`)).default), `${f} is checked without a session`).toBe(true);
    expect(t.db.prepare("SELECT count(*) AS n FROM companies").get()).toEqual({ n: 4 });
    expect(t.db.prepare("SELECT (SELECT count(*) FROM csv_uploads) + (SELECT count(*) FROM jobs) AS n").get()).toEqual({ n: 0 });
  });
});

describe("dashboard", () => {
  it("counts companies and leads by status", async () => {
    const res = await body<{ companies: Record<string, number>; leads: { total: number; today: Record<string, number>; last7Days: Record<string, number> } }>(
      call(dashboard, "/api/admin/dashboard"),
    );
    expect(res.companies).toEqual({ total: 4, featured: 2, inList: 4 });
    expect(res.leads.total).toBe(3);
    expect(res.leads.today.new).toBe(2);
    expect(res.leads.last7Days).toMatchObject({ new: 2, lost: 0 });
    expect(res).toMatchObject({ latestUploads: [], latestJobs: [], jobs: { queued: 0, running: 0, succeeded: 0, failed: 0 } });
  });
});

describe("companies", () => {
  type Page = { companies: Array<{ id: number; slug: string; name: string; isFeatured: boolean; isInList: boolean; zipCode: string }>; total: number; page: number; pageSize: number };

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
    const bad = await call(company, "/x", { method: "PATCH", params, body: { zip: "9001" } });
    expect(bad.status).toBe(400);
    expect((await body<{ error: string }>(bad)).error).toMatch(/^zip: /);
    const wrongState = await call(company, "/x", { method: "PATCH", params, body: { zip: "78701" } });
    expect(wrongState.status).toBe(400);
    expect((await body<{ error: string }>(wrongState)).error).toContain("zip: ZIP 78701 is in TX, not CA");
    const unknown = await call(company, "/x", { method: "PATCH", params, body: { colour: "red" } });
    expect(unknown.status).toBe(400);
    expect((await body<{ error: string }>(unknown)).error).toContain("colour");
    const taken = await call(company, "/x", { method: "PATCH", params, body: { slug: "bh-local" } });
    expect(taken.status).toBe(409);

    const ok = await call(company, "/x", { method: "PATCH", params, body: { name: "LA Coast to Coast", phone: "(213) 555-0100", rating: 4.4 } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ slug: "la-long", name: "LA Coast to Coast", phone: "2135550100", rating: 4.4, zipCode: "90012", reviewCount: 40 });
    expect((await body<Page>(call(companies, "/api/admin/companies?q=coast"))).companies.map((c) => c.slug)).toEqual(["la-long"]);
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
    const detail = await body<{ firstName: string; companies: Array<{ slug: string; selected: boolean }>; history: unknown[]; nextStatuses: string[] }>(
      call(lead, "/x", { params: { id: String(leadIds[0]) } }),
    );
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
      { fromStatus: "new", toStatus: "contacted", changedBy: USER, note: "Called, left a message", changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
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
});
