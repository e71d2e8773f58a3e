import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import dashboard from "../../functions/admin-dashboard";
import job from "../../functions/admin-job";
import jobs from "../../functions/admin-jobs";
import uploadFn from "../../functions/admin-upload";
import cancel from "../../functions/admin-upload-cancel";
import file from "../../functions/admin-upload-file";
import importFn from "../../functions/admin-upload-import";
import uploads from "../../functions/admin-uploads";
import { UPLOAD_LIMIT_BYTES, type UploadDetail, type UploadImportResponse, type UploadListResponse } from "../../src/lib/admin/uploads-api";
import { SESSION_COOKIE } from "../../src/server/auth/cookies";
import { createSession } from "../../src/server/auth/session";
import { resetConfig } from "../../src/server/config";
import { upsertAdminUser } from "../../src/server/db/store/repositories/admin-auth";
import { getJob, type Job, type JobStatus, type JobSummary } from "../../src/server/db/store/repositories/jobs";
import { getStoreCompaniesBySlugs } from "../../src/server/db/store/repositories/store-companies";
import type { FunctionHandler } from "../../src/server/http/context";
import { adminCookie } from "../support/admin-session";
import { createTestDatabase, csvText, type TestDatabase, withFailingInsert } from "../support/test-database";

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
    new Request(`${BASE}${path}`, {
      method: init.method ?? "GET",
      headers: { cookie, "sec-fetch-site": "same-origin", ...init.headers },
      body: init.body,
    }),
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
  t = await createTestDatabase();
  await t.seedCompanies(csvText(HEADER, [AUSTIN]));
  cookie = await adminCookie(t.store, USER);
});
afterAll(async () => {
  await t.cleanup();
});

/** The stored company with this slug, or undefined. */
const stored = async (slug: string) => (await getStoreCompaniesBySlugs(t.store.db, [slug])).get(slug);

/** What the job worker does to every waiting job: start and finish it. */
const finishQueuedJobs = () =>
  t.store.db
    .updateTable("jobs")
    .set((eb) => ({ status: "succeeded", started_at: eb.ref("created_at"), finished_at: eb.ref("created_at") }))
    .where("status", "=", "queued")
    .execute();
const setJob = (id: number, values: { status?: string; error?: string; log?: string }) =>
  t.store.db.updateTable("jobs").set(values).where("id", "=", id).execute();

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
    expect(await stored("houston-haulers")).toBeUndefined();
    expect(await body(call(uploadFn, "/x", { params: { id: String(detail.id) } }))).toEqual(detail);
    const list = await body<UploadListResponse>(call(uploads, "/api/admin/uploads"));
    expect(list.maxBytes).toBe(UPLOAD_LIMIT_BYTES.selfHosted);
    expect(list.uploads[0]).toMatchObject({ id: detail.id, counts: detail.counts, status: "previewed" });
    expect(list.uploads[0]).not.toHaveProperty("report");

    const res = await post(importFn, detail.id);
    expect(res.status).toBe(200);
    const imported = (await res.json()) as UploadImportResponse;
    expect(imported.upload).toMatchObject({ id: detail.id, status: "imported", canImport: false, jobId: imported.jobId });
    expect(imported.upload.report.imported).toEqual({ inserted: 1, updated: 1, at: expect.any(String), jobId: imported.jobId });
    expect((await stored("houston-haulers"))?.name).toBe("Houston Haulers");
    expect((await stored("austin-movers"))?.rating).toBe(4.9);
    expect(await stored("bad-co")).toBeUndefined();
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
    await finishQueuedJobs();
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
    expect(await stored("cancel-co")).toBeUndefined();
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
    const res = await withFailingInsert(t, "boom-co", "disk on fire", () => post(importFn, detail.id));
    expect(res.status).toBe(500);
    expect(await errorOf(res)).toBe("Import failed: disk on fire");
    expect((await stored("austin-movers"))?.name).toBe("Austin Movers");
    expect(await stored("boom-co")).toBeUndefined();
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

  it("with a build hook, the rebuild an import queues is handed to Netlify once", async () => {
    await finishQueuedJobs();
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.NETLIFY_BUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc`;
    resetConfig();
    try {
      const first = (await (
        await post(importFn, (await uploadCsv([["hook-one", "Hook One", "Austin", "TX", "78701", ""]])).id)
      ).json()) as UploadImportResponse;
      const second = (await (
        await post(importFn, (await uploadCsv([["hook-two", "Hook Two", "Austin", "TX", "78701", ""]])).id)
      ).json()) as UploadImportResponse;
      expect(second.jobId).toBe(first.jobId);
      expect(hits).toHaveLength(1);
      expect(hits[0]).toMatch(/^POST \/build_hooks\/abc\?trigger_title=/);
      expect(decodeURIComponent(hits[0])).toContain(String(first.jobId));
      expect(await getJob(t.store.db, first.jobId)).toMatchObject({ status: "queued", log: expect.stringContaining("build hook accepted") });
    } finally {
      delete process.env.NETLIFY_BUILD_HOOK_URL;
      resetConfig();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("upload validation", () => {
  const NETLIFY_ENV = ["NETLIFY", "ADMIN_USERNAME", "ADMIN_PASSWORD", "SESSION_SECRET"] as const;
  const savedEnv = Object.fromEntries(NETLIFY_ENV.map((k) => [k, process.env[k]]));
  afterEach(() => {
    for (const k of NETLIFY_ENV) {
      if (savedEnv[k] === undefined) delete process.env[k];
      else process.env[k] = savedEnv[k];
    }
    resetConfig();
  });

  it("413 for more than 10 MB, whether declared or streamed, naming the limit", async () => {
    const big = "x".repeat(11 * 1024 * 1024);
    const streamed = await send(big);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: "file: must be at most 10 MB (split it into smaller files)" });
    const declared = await send("slug,name\n", "a.csv", { "content-type": "text/csv", "content-length": String(11 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    const atLimit = await send(`${csvText(HEADER, [AUSTIN])}\n${" ".repeat(UPLOAD_LIMIT_BYTES.selfHosted - 200)}`);
    expect(atLimit.status).toBe(201);
  });

  it("on Netlify (6 MB request limit) the limit is 6 MB, and the uploads list says so", async () => {
    // Netlify also requires the admin and the session secret from the environment.
    Object.assign(process.env, { NETLIFY: "true", ADMIN_USERNAME: USER, ADMIN_PASSWORD: "a-long-test-password", SESSION_SECRET: "x".repeat(40) });
    resetConfig();
    const session = await createSession(t.store, await upsertAdminUser(t.store.db, USER, "not-a-real-hash"));
    const netlifyCookie = `${SESSION_COOKIE}=${session.token}`;
    const list = await uploads(new Request(`${BASE}/api/admin/uploads`, { headers: { cookie: netlifyCookie } }), ctx());
    expect(((await list.json()) as UploadListResponse).maxBytes).toBe(6_000_000);
    const res = await uploads(
      new Request(`${BASE}/api/admin/uploads?name=big.csv`, {
        method: "POST",
        headers: { cookie: netlifyCookie, "content-type": "text/csv", "sec-fetch-site": "same-origin" },
        body: "x".repeat(6_000_001),
      }),
      ctx(),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "file: must be at most 6 MB (split it into smaller files)" });
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
    for (const path of [
      "/api/admin/uploads",
      "/api/admin/uploads?name=%20%20",
      "/api/admin/uploads?name=list.xlsx",
      `/api/admin/uploads?name=${"a".repeat(200)}.csv`,
    ]) {
      const res = await call(uploads, path, { method: "POST", body: csv, headers: { "content-type": "text/csv" } });
      expect(res.status, path).toBe(400);
      expect(await errorOf(res), path).toMatch(/^name: /);
    }
    const trimmed = await send(csv, "  Upper.CSV  ", { "content-type": "application/octet-stream" });
    expect(trimmed.status).toBe(201);
    expect(await trimmed.json()).toMatchObject({ fileName: "Upper.CSV" });
  });

  it("the file download returns the bytes that were uploaded, with a safe file name", async () => {
    const content = `\uFEFF${csvText(HEADER, [["munoz-co", 'Muñoz Mudanzas, "el mejor"', "Austin", "TX", "78701", ""]])}\r\n`;
    const detail = (await (await send(content, 'Ñandú "list"\\.csv')).json()) as UploadDetail;
    expect(detail.sizeBytes).toBe(Buffer.byteLength(content));
    const res = await call(file, "/x", { params: { id: String(detail.id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="and list.csv"');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(content))).toBe(true);
  });

  it("a large file is streamed in pages and arrives byte for byte", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [`co-${i}`, `Compañía Ñ ${i} 🚚 «mudanzas»`, "Austin", "TX", "78701", ""]);
    const content = `${csvText(HEADER, rows)}\r\n`;
    const detail = (await (await send(content)).json()) as UploadDetail;
    const res = await call(file, "/x", { params: { id: String(detail.id) } });
    expect(res.body).toBeInstanceOf(ReadableStream);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(Buffer.from(content))).toBe(true);
  });
});

describe("jobs", () => {
  type JobsPage = { jobs: JobSummary[]; total: number; page: number; pageSize: number; counts: Record<JobStatus, number> };

  it("joins a rebuild that has not started yet instead of queuing the same build twice", async () => {
    await finishQueuedJobs();
    const first = await post(importFn, (await uploadCsv([["join-one", "Join One", "Austin", "TX", "78701", ""]])).id);
    const second = await post(importFn, (await uploadCsv([["join-two", "Join Two", "Austin", "TX", "78701", ""]])).id);
    const a = (await first.json()) as UploadImportResponse;
    const b = (await second.json()) as UploadImportResponse;
    expect(b.jobId).toBe(a.jobId);
    const byHand = await call(jobs, "/api/admin/jobs", {
      method: "POST",
      body: JSON.stringify({ kind: "rebuild-site" }),
      headers: { "content-type": "application/json" },
    });
    expect(byHand.status).toBe(200);
    expect(await byHand.json()).toEqual({ id: a.jobId, created: false });

    await setJob(a.jobId, { status: "running" }); // a started build may miss later changes
    const third = (await (
      await post(importFn, (await uploadCsv([["join-three", "Join Three", "Austin", "TX", "78701", ""]])).id)
    ).json()) as UploadImportResponse;
    expect(third.jobId).not.toBe(a.jobId);
    await setJob(a.jobId, { status: "succeeded" });
  });

  it("queues a rebuild by hand, lists with a status filter and pages, shows one job", async () => {
    await finishQueuedJobs();
    const created = await call(jobs, "/api/admin/jobs", {
      method: "POST",
      body: JSON.stringify({ kind: "rebuild-site" }),
      headers: { "content-type": "application/json" },
    });
    expect(created.status).toBe(201);
    const { id, created: isNew } = (await created.json()) as { id: number; created: boolean };
    expect(isNew).toBe(true);
    await setJob(id, { status: "failed", error: "boom", log: "line 1\n" });

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
    const bad = await call(jobs, "/api/admin/jobs", {
      method: "POST",
      body: JSON.stringify({ kind: "rm-rf" }),
      headers: { "content-type": "application/json" },
    });
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
    const res = await body<{
      companies: unknown;
      leads: unknown;
      latestUploads: UploadDetail[];
      latestJobs: JobSummary[];
      jobs: Record<JobStatus, number>;
    }>(call(dashboard, "/api/admin/dashboard"));
    expect(res.companies).toMatchObject({ total: expect.any(Number) });
    expect(res.leads).toMatchObject({ total: 0 });
    expect(res.latestUploads).toHaveLength(5);
    expect(res.latestUploads[0].id).toBeGreaterThan(res.latestUploads[1].id);
    expect(res.latestUploads[0]).not.toHaveProperty("report");
    expect(res.latestJobs.length).toBeGreaterThan(0);
    expect(res.latestJobs.length).toBeLessThanOrEqual(5);
    expect(Object.keys(res.jobs).sort()).toEqual(["cancelled", "failed", "queued", "running", "succeeded"]);
  });
});
