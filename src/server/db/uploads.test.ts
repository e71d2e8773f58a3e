import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCompaniesCsv } from "../csv/import";
import { previewCompaniesCsv } from "../csv/preview";
import { countCompanies, getCompanyBySlug } from "./companies";
import { openDatabase } from "./snapshot";
import { getJob, listJobs } from "./jobs";
import { createTestDatabase, csvText, type TestDatabase } from "./test-database";
import { cancelUpload, getUpload, getUploadFile, importUpload, insertUpload, listUploads, uploadStatusConflict } from "./uploads";

let t: TestDatabase;
const HEADER = ["slug", "name", "city", "state", "zip", "rating"];

beforeAll(() => {
  t = createTestDatabase();
  const rows = [["austin-movers", "Austin Movers", "Austin", "TX", "78701", "4.5"]];
  expect(importCompaniesCsv(t.db, csvText(HEADER, rows), "replace")).toMatchObject({ ok: true });
});
afterAll(() => t.cleanup());

/** Stores `rows` as a previewed upload, the way POST /api/admin/uploads does. */
function upload(rows: string[][], fileName = "companies.csv"): number {
  const content = csvText(HEADER, rows);
  const { report } = previewCompaniesCsv(t.db, content);
  return insertUpload(t.db, { fileName, sizeBytes: Buffer.byteLength(content), content, uploadedBy: "admin", report });
}

describe("uploads repository", () => {
  it("stores an upload with its report and lists uploads newest first", () => {
    const a = upload([["a-co", "A Co", "Austin", "TX", "78701", ""]], "a.csv");
    const b = upload([["b-co", "B Co", "Austin", "TX", "bad", ""]], "b.csv");
    expect(getUpload(t.db, a)).toMatchObject({
      id: a,
      fileName: "a.csv",
      uploadedBy: "admin",
      status: "previewed",
      finishedAt: null,
      jobId: null,
      counts: { add: 1, update: 0, unchanged: 0, invalid: 0 },
      canImport: true,
      report: { totalRows: 1, add: [{ slug: "a-co" }] },
    });
    expect(getUpload(t.db, b)).toMatchObject({ canImport: false, counts: { invalid: 1 } });
    expect(getUploadFile(t.db, a)).toEqual({ fileName: "a.csv", content: csvText(HEADER, [["a-co", "A Co", "Austin", "TX", "78701", ""]]) });
    expect(listUploads(t.db).slice(0, 2).map((u) => u.id)).toEqual([b, a]);
    expect(listUploads(t.db, 1)).toHaveLength(1);
    expect(getUpload(t.db, 999_999)).toBeUndefined();
  });

  it("imports the add and update rows once, queues one rebuild job, then refuses", () => {
    const id = upload([
      ["austin-movers", "Austin Movers", "Austin", "TX", "78701", "4.8"],
      ["new-co", "New Co", "Austin", "TX", "78701", ""],
      ["bad-co", "Bad Co", "Austin", "TX", "bad", ""],
    ]);
    const result = importUpload(t.db, id, "admin");
    expect(result).toMatchObject({ ok: true, inserted: 1, updated: 1 });
    const jobId = result.ok ? result.jobId : 0;
    expect(getJob(t.db, jobId)).toMatchObject({ kind: "rebuild-site", payload: { uploadId: id }, createdBy: "admin", status: "queued" });
    expect(getCompanyBySlug(t.db, "austin-movers")?.rating).toBe(4.8);
    expect(getCompanyBySlug(t.db, "bad-co")).toBeUndefined();
    const detail = getUpload(t.db, id);
    expect(detail).toMatchObject({ status: "imported", jobId, canImport: false, report: { imported: { inserted: 1, updated: 1, jobId } } });
    expect(detail?.finishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(importUpload(t.db, id, "admin")).toEqual({ ok: false, reason: "status", status: "imported" });
    expect(cancelUpload(t.db, id)).toEqual({ ok: false, reason: "status", status: "imported" });
    expect(listJobs(t.db).filter((j) => (j.payload as { uploadId?: number }).uploadId === id)).toHaveLength(1);
  });

  it("re-previews at import time: rows imported since the preview are not written again", () => {
    const rows = [["later-co", "Later Co", "Austin", "TX", "78701", ""]];
    const first = upload(rows);
    const second = upload(rows);
    expect(importUpload(t.db, first, "admin")).toMatchObject({ ok: true, inserted: 1 });
    expect(importUpload(t.db, second, "admin")).toEqual({ ok: false, reason: "nothing-to-import" });
    expect(getUpload(t.db, second)?.status).toBe("previewed");
  });

  it("cancels a preview, which then cannot be imported", () => {
    const id = upload([["cancel-co", "Cancel Co", "Austin", "TX", "78701", ""]]);
    expect(cancelUpload(t.db, id)).toEqual({ ok: true });
    expect(getUpload(t.db, id)).toMatchObject({ status: "cancelled", canImport: false });
    expect(importUpload(t.db, id, "admin")).toEqual({ ok: false, reason: "status", status: "cancelled" });
    expect(cancelUpload(t.db, 999_999)).toEqual({ ok: false, reason: "not-found" });
    expect(uploadStatusConflict("cancelled")).toBe("upload: was cancelled");
  });

  it("a failing write rolls everything back and marks the upload failed", () => {
    const id = upload([
      ["austin-movers", "Austin Movers Renamed", "Austin", "TX", "78701", "4.8"],
      ["boom-co", "Boom Co", "Austin", "TX", "78701", ""],
    ]);
    const jobs = listJobs(t.db).length;
    const companies = countCompanies(t.db);
    t.db.exec("CREATE TRIGGER boom BEFORE INSERT ON companies WHEN NEW.slug = 'boom-co' BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    try {
      expect(importUpload(t.db, id, "admin")).toEqual({ ok: false, reason: "failed", message: "disk on fire" });
    } finally {
      t.db.exec("DROP TRIGGER boom");
    }
    expect(getCompanyBySlug(t.db, "austin-movers")?.name).toBe("Austin Movers");
    expect(countCompanies(t.db)).toBe(companies);
    expect(listJobs(t.db)).toHaveLength(jobs);
    expect(getUpload(t.db, id)).toMatchObject({ status: "failed", canImport: false, jobId: null, report: { failure: "disk on fire", imported: null } });
    expect(importUpload(t.db, id, "admin")).toEqual({ ok: false, reason: "status", status: "failed" });
  });

  it("another connection holding the write lock: no import, the upload stays a preview", () => {
    const id = upload([["locked-co", "Locked Co", "Austin", "TX", "78701", ""]]);
    const other = openDatabase(t.file);
    try {
      t.db.pragma("busy_timeout = 50");
      other.exec("BEGIN IMMEDIATE");
      expect(importUpload(t.db, id, "admin")).toEqual({ ok: false, reason: "failed", message: "the database is busy, try again" });
      expect(getUpload(t.db, id)?.status).toBe("previewed");
      other.exec("ROLLBACK");
      expect(importUpload(t.db, id, "admin")).toMatchObject({ ok: true, inserted: 1 });
      expect(importUpload(other, id, "admin")).toMatchObject({ ok: false, reason: "status", status: "imported" });
    } finally {
      t.db.pragma("busy_timeout = 5000");
      other.close();
    }
  });
});
