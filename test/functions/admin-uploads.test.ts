import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadDetail, UploadImportResponse, UploadListResponse } from "../../src/lib/admin/uploads";
import { importCompaniesCsv } from "../../src/server/csv/import";
import { getCompanyBySlug } from "../../src/server/db/companies";
import { closeDatabase } from "../../src/server/db/snapshot";
import type { Job, JobStatus, JobSummary } from "../../src/server/db/jobs";
import { createTestDatabase, csvText, type TestDatabase } from "../../src/server/db/test-database";
import type { FunctionHandler } from "../../src/server/http/context";
import dashboard from "../../functions/admin-dashboard";
import job from "../../functions/admin-job";
import jobs from "../../functions/admin-jobs";
import uploadFn from "../../functions/admin-upload";
import cancel from "../../functions/admin-upload-cancel";
import file from "../../functions/admin-upload-file";
import importFn from "../../functions/admin-upload-import";
import uploads from "../../functions/admin-uploads";
import login from "../../functions/login";

const BASE = "http://localhost:4321";
const USER = "upload-admin";
let t: TestDatabase;
let cookie = "";

const HEADER = ["slug", "name", "city", "state", "zip", "rating"];
const AUSTIN = ["austin-movers", "Austin Movers", "Austin", "TX", "78701", "4.5"];

interface CallInit {
  method?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}
const ctx = (params: Record<string, string> = {}) => ({ ip: "192.0.2.1", params, requestId: "t", waitUntil: () => {} });
const call = (handler: FunctionHandler, path: string, init: CallInit = {}) =>
  handler(
    new Request(`${BASE}${path}`, { method: init.method ?? "GET", headers: { cookie, ...init.headers }, body: init.body }),
    ctx(init.params),
  );
const body = async <T = Record<string, unknown>>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const errorOf = async (res: Response | Promise<Response>) => (await body<{ error: string }>(res)).error;

/** POST /api/admin/uploads?name=… with a CSV body. */
const send = (content: BodyInit, name = "companies.csv", headers: Record<string, string> = { "content-type": "text/csv" }) =>
  call(uploads, `/api/admin/uploads?name=${encodeURIComponent(name)}`, { method: "POST", body: content, headers });
const post = (handler: FunctionHandler, id: number, headers: Record<string, string> = {}) =>
  call(handler, `/x/${id}`, { method: "POST", params: { id: String(id) }, headers });
const uploadCsv = async (rows: string[][], name?: string) => {
  const res = await send(csvText(HEADER, rows), name);
  expect(res.status).toBe(201);
  return (await res.json()) as UploadDetail;
};

beforeAll(async () => {
  process.env.ADMIN_USERNAME = USER;
  process.env.ADMIN_PASSWORD = "a-long-test-password";
  t = createTestDatabase();
  expect(importCompaniesCsv(t.db, csvText(HEADER, [AUSTIN]), "replace")).toMatchObject({ ok: true });
  const res = await login(
    new Request(`${BASE}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify({ username: USER, password: process.env.ADMIN_PASSWORD }),
    }),
    ctx(),
  );
  expect(res.status).toBe(200);
  cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
});
afterAll(() => {
  closeDatabase();
  t.cleanup();
});

/** What the job worker does to every waiting job: start and finish it. */
const finishQueuedJobs = () => t.db.prepare("UPDATE jobs SET status = 'succeeded', started_at = created_at, finished_at = created_at WHERE status = 'queued'").run();

describe("upload, preview, import", () => {
  it("previews and stores an upload, then imports exactly its valid rows and queues one rebuild", async () => {
    const detail = await uploadCsv([
      ["austin-movers", "Austin Movers", "Austin", "TX", "78701", "4.9"],
      ["houston-haulers", "Houston Haulers", "Houston", "TX", "77002", ""],
      ["bad-co", "Bad Co", "Austin", "TX", "7870", ""],
    ]);
    expect(detail).toMatchObject({
      fileName: "companies.csv",
      uploadedBy: USER,
      status: "previewed",
      canImport: true,
      jobId: null,
      counts: { add: 1, update: 1, unchanged: 0, invalid: 1 },
      report: { totalRows: 3, update: [{ slug: "austin-movers", changedColumns: ["rating"] }], invalid: [{ row: 4, column: "zip" }] },
    });
    expect(getCompanyBySlug(t.db, "houston-haulers")).toBeUndefined();
    expect(await body(call(uploadFn, "/x", { params: { id: String(detail.id) } }))).toEqual(detail);
    const list = await body<UploadListResponse>(call(uploads, "/api/admin/uploads"));
    expect(list.uploads[0]).toMatchObject({ id: detail.id, counts: detail.counts, status: "previewed" });
    expect(list.uploads[0]).not.toHaveProperty("report");

    const res = await post(importFn, detail.id);
    expect(res.status).toBe(200);
    const imported = (await res.json()) as UploadImportResponse;
    expect(imported.upload).toMatchObject({ id: detail.id, status: "imported", canImport: false, jobId: imported.jobId });
    expect(imported.upload.report.imported).toEqual({ inserted: 1, updated: 1, at: expect.any(String), jobId: imported.jobId });
    expect(getCompanyBySlug(t.db, "houston-haulers")?.name).toBe("Houston Haulers");
    expect(getCompanyBySlug(t.db, "austin-movers")?.rating).toBe(4.9);
    expect(getCompanyBySlug(t.db, "bad-co")).toBeUndefined();
    const queued = await body<{ jobs: JobSummary[] }>(call(jobs, "/api/admin/jobs"));
    expect(queued.jobs.filter((j) => (j.payload as { uploadId?: number }).uploadId === detail.id)).toEqual([
      expect.objectContaining({ id: imported.jobId, kind: "rebuild-site", status: "queued", payload: { uploadId: detail.id }, createdBy: USER }),
    ]);

    const again = await post(importFn, detail.id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe("upload: is already imported");
    expect((await post(cancel, detail.id)).status).toBe(409);
  });

  it("two simultaneous imports import once", async () => {
    finishQueuedJobs();
    const detail = await uploadCsv([["twice-co", "Twice Co", "Austin", "TX", "78701", ""]]);
    const results = await Promise.all([post(importFn, detail.id), post(importFn, detail.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const all = await body<{ jobs: JobSummary[] }>(call(jobs, "/api/admin/jobs"));
    expect(all.jobs.filter((j) => (j.payload as { uploadId?: number }).uploadId === detail.id)).toHaveLength(1);
  });

  it("cancel: the upload is cancelled and can no longer be imported", async () => {
    const detail = await uploadCsv([["cancel-co", "Cancel Co", "Austin", "TX", "78701", ""]]);
    const res = await post(cancel, detail.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: detail.id, status: "cancelled", canImport: false, finishedAt: expect.any(String) });
    const imported = await post(importFn, detail.id);
    expect(imported.status).toBe(409);
    expect(await errorOf(imported)).toBe("upload: was cancelled");
    expect(await errorOf(post(cancel, detail.id))).toBe("upload: was cancelled");
    expect(getCompanyBySlug(t.db, "cancel-co")).toBeUndefined();
  });

  it("409 when nothing can be imported: only invalid rows, or a file error", async () => {
    const invalid = await uploadCsv([["bad-co", "Bad Co", "Austin", "TX", "bad", ""]]);
    expect(invalid.canImport).toBe(false);
    const res = await post(importFn, invalid.id);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("upload: has no valid rows to import");

    const noZip = await send(csvText(["name", "city", "state"], [["No Zip Co", "Austin", "TX"]]));
    const detail = (await noZip.json()) as UploadDetail;
    expect(detail).toMatchObject({ canImport: false, report: { fileError: "zip: required column is missing", totalRows: 1 } });
    expect(await errorOf(post(importFn, detail.id))).toBe("upload: has no valid rows to import");
  });

  it("a failing write changes nothing, marks the upload failed and answers 500", async () => {
    const detail = await uploadCsv([
      ["austin-movers", "Austin Movers Renamed", "Austin", "TX", "78701", "4.9"],
      ["boom-co", "Boom Co", "Austin", "TX", "78701", ""],
    ]);
    t.db.exec("CREATE TRIGGER boom BEFORE INSERT ON companies WHEN NEW.slug = 'boom-co' BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    let res: Response;
    try {
      res = await post(importFn, detail.id);
    } finally {
      t.db.exec("DROP TRIGGER boom");
    }
    expect(res.status).toBe(500);
    expect(await errorOf(res)).toBe("Import failed: disk on fire");
    expect(getCompanyBySlug(t.db, "austin-movers")?.name).toBe("Austin Movers");
    expect(getCompanyBySlug(t.db, "boom-co")).toBeUndefined();
    const after = await body<UploadDetail>(call(uploadFn, "/x", { params: { id: String(detail.id) } }));
    expect(after).toMatchObject({ status: "failed", canImport: false, jobId: null, report: { failure: "disk on fire", imported: null } });
    expect((await post(importFn, detail.id)).status).toBe(409);
  });

  it("404 for unknown or malformed ids, 403 for a foreign origin", async () => {
    for (const handler of [importFn, cancel]) {
      expect((await call(handler, "/x", { method: "POST", params: { id: "999999" } })).status).toBe(404);
      expect((await call(handler, "/x", { method: "POST", params: { id: "1x" } })).status).toBe(404);
    }
    for (const handler of [uploadFn, file]) {
      const res = await call(handler, "/x", { params: { id: "999999" } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Upload not found" });
      expect((await call(handler, "/x", { params: { id: "abc" } })).status).toBe(404);
    }
    const detail = await uploadCsv([["origin-co", "Origin Co", "Austin", "TX", "78701", ""]]);
    expect((await post(importFn, detail.id, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(cancel, detail.id, { origin: "https://evil.example" })).status).toBe(403);
    expect((await send(csvText(HEADER, [AUSTIN]), "a.csv", { "content-type": "text/csv", origin: "https://evil.example" })).status).toBe(403);
    expect((await post(importFn, detail.id, { origin: BASE })).status).toBe(200);
  });
});

describe("upload validation", () => {
  it("413 for more than 10 MB, whether declared or streamed", async () => {
    const big = "x".repeat(11 * 1024 * 1024);
    const streamed = await send(big);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: "file: must be at most 10 MB" });
    const declared = await send("slug,name\n", "a.csv", { "content-type": "text/csv", "content-length": String(11 * 1024 * 1024) });
    expect(declared.status).toBe(413);
  });

  it("400 for an empty body, NUL bytes or invalid UTF-8; 415 for a form post", async () => {
    expect(await errorOf(send(""))).toBe("file: is empty");
    const nul = await send("name,city,state,zip\nA\0,Austin,TX,78701\n");
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ error: "file: must be a UTF-8 CSV text file" });
    const latin1 = new Uint8Array([...new TextEncoder().encode("name,city,state,zip\nCaf"), 0xe9, 0x0a]);
    expect(await errorOf(send(latin1))).toBe("file: must be a UTF-8 CSV text file");
    const form = new FormData();
    form.set("file", new Blob(["name\n"]), "a.csv");
    expect((await call(uploads, "/api/admin/uploads?name=a.csv", { method: "POST", body: form })).status).toBe(415);
  });

  it("400 naming `name` for a missing, long or non-.csv name", async () => {
    const csv = csvText(HEADER, [AUSTIN]);
    for (const path of ["/api/admin/uploads", "/api/admin/uploads?name=%20%20", "/api/admin/uploads?name=list.xlsx", `/api/admin/uploads?name=${"a".repeat(200)}.csv`]) {
      const res = await call(uploads, path, { method: "POST", body: csv, headers: { "content-type": "text/csv" } });
      expect(res.status, path).toBe(400);
      expect(await errorOf(res), path).toMatch(/^name: /);
    }
    const trimmed = await send(csv, "  Upper.CSV  ", { "content-type": "application/octet-stream" });
    expect(trimmed.status).toBe(201);
    expect(await trimmed.json()).toMatchObject({ fileName: "Upper.CSV" });
  });

  it("the file download returns the bytes that were uploaded, with a safe file name", async () => {
    const content = `\uFEFF${csvText(HEADER, [["munoz-co", "Muñoz Mudanzas, \"el mejor\"", "Austin", "TX", "78701", ""]])}\r\n`;
    const detail = (await (await send(content, 'Ñandú "list"\\.csv')).json()) as UploadDetail;
    expect(detail.sizeBytes).toBe(Buffer.byteLength(content));
    const res = await call(file, "/x", { params: { id: String(detail.id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="and list.csv"');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(content))).toBe(true);
  });
});

describe("jobs", () => {
  type JobsPage = { jobs: JobSummary[]; total: number; page: number; pageSize: number; counts: Record<JobStatus, number> };

  it("joins a rebuild that has not started yet instead of queuing the same build twice", async () => {
    finishQueuedJobs();
    const first = await post(importFn, (await uploadCsv([["join-one", "Join One", "Austin", "TX", "78701", ""]])).id);
    const second = await post(importFn, (await uploadCsv([["join-two", "Join Two", "Austin", "TX", "78701", ""]])).id);
    const a = (await first.json()) as UploadImportResponse;
    const b = (await second.json()) as UploadImportResponse;
    expect(b.jobId).toBe(a.jobId);
    const byHand = await call(jobs, "/api/admin/jobs", { method: "POST", body: JSON.stringify({ kind: "rebuild-site" }), headers: { "content-type": "application/json" } });
    expect(byHand.status).toBe(200);
    expect(await byHand.json()).toEqual({ id: a.jobId, created: false });

    t.db.prepare("UPDATE jobs SET status = 'running' WHERE id = ?").run(a.jobId); // a started build may miss later changes
    const third = (await (await post(importFn, (await uploadCsv([["join-three", "Join Three", "Austin", "TX", "78701", ""]])).id)).json()) as UploadImportResponse;
    expect(third.jobId).not.toBe(a.jobId);
    t.db.prepare("UPDATE jobs SET status = 'succeeded' WHERE id = ?").run(a.jobId);
  });

  it("queues a rebuild by hand, lists with a status filter and pages, shows one job", async () => {
    finishQueuedJobs();
    const created = await call(jobs, "/api/admin/jobs", { method: "POST", body: JSON.stringify({ kind: "rebuild-site" }), headers: { "content-type": "application/json" } });
    expect(created.status).toBe(201);
    const { id, created: isNew } = (await created.json()) as { id: number; created: boolean };
    expect(isNew).toBe(true);
    t.db.prepare("UPDATE jobs SET status = 'failed', error = 'boom', log = 'line 1\n' WHERE id = ?").run(id);

    const all = await body<JobsPage>(call(jobs, "/api/admin/jobs"));
    expect(all).toMatchObject({ page: 1, pageSize: 25 });
    expect(all.jobs[0]).toMatchObject({ id, kind: "rebuild-site", status: "failed", createdBy: USER, payload: {} });
    expect(all.jobs[0]).not.toHaveProperty("log");
    expect(all.total).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0));
    expect(all.counts.failed).toBe(1);
    const failed = await body<JobsPage>(call(jobs, "/api/admin/jobs?status=failed"));
    expect(failed).toMatchObject({ total: 1, jobs: [{ id }] });
    expect(await body<JobsPage>(call(jobs, "/api/admin/jobs?page=2"))).toMatchObject({ page: 2, jobs: [] });

    expect(await body<Job>(call(job, "/x", { params: { id: String(id) } }))).toMatchObject({ id, log: "line 1\n", error: "boom" });
    const missing = await call(job, "/x", { params: { id: "999999" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Job not found" });
    expect((await call(job, "/x", { params: { id: "x" } })).status).toBe(404);
  });

  it("400 for a bad status, page or kind; 403 for a foreign origin", async () => {
    for (const q of ["status=done", "page=0", "page=abc"]) {
      const res = await call(jobs, `/api/admin/jobs?${q}`);
      expect(res.status, q).toBe(400);
      expect(await errorOf(res), q).toMatch(new RegExp(`^${q.split("=")[0]}: `));
    }
    const bad = await call(jobs, "/api/admin/jobs", { method: "POST", body: JSON.stringify({ kind: "rm-rf" }), headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/^kind: /);
    const foreign = await call(jobs, "/api/admin/jobs", {
      method: "POST",
      body: JSON.stringify({ kind: "rebuild-site" }),
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
  });
});

describe("dashboard", () => {
  it("adds the latest uploads and jobs and jobs by status to the figures", async () => {
    const res = await body<{ companies: unknown; leads: unknown; latestUploads: UploadDetail[]; latestJobs: JobSummary[]; jobs: Record<JobStatus, number> }>(
      call(dashboard, "/api/admin/dashboard"),
    );
    expect(res.companies).toMatchObject({ total: expect.any(Number) });
    expect(res.leads).toMatchObject({ total: 0 });
    expect(res.latestUploads).toHaveLength(5);
    expect(res.latestUploads[0].id).toBeGreaterThan(res.latestUploads[1].id);
    expect(res.latestUploads[0]).not.toHaveProperty("report");
    expect(res.latestJobs.length).toBeGreaterThan(0);
    expect(res.latestJobs.length).toBeLessThanOrEqual(5);
    expect(Object.keys(res.jobs).sort()).toEqual(["failed", "queued", "running", "succeeded"]);
  });
});
