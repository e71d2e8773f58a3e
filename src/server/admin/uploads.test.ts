import Database from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDatabaseForFile } from "../../../test/support/seeded-database";
import { csvText, testEngine, withFailingInsert } from "../../../test/support/test-database";
import { getJob, listJobs } from "../db/store/repositories/jobs";
import { countStoreCompanies, getStoreCompaniesBySlugs } from "../db/store/repositories/store-companies";
import { getUpload } from "../db/store/repositories/uploads";
import { importUpload, previewUpload } from "./upload-import";
import { cancelUpload, uploadStatusConflict } from "./uploads";

const HEADER = ["slug", "name", "city", "state", "zip", "rating"];
const db = testDatabaseForFile({ companies: { header: HEADER, rows: [["austin-movers", "Austin Movers", "Austin", "TX", "78701", "4.5"]] } });

/** Previews `rows` and stores them as an upload, as POST /api/admin/uploads does; returns its id. */
async function upload(rows: string[][]): Promise<number> {
  const outcome = await previewUpload(
    db().store,
    { fileName: "companies.csv", bytes: Buffer.from(csvText(HEADER, rows)), uploadedBy: "admin" },
    db().snapshot,
  );
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.upload.id;
}
const stored = async (slug: string) => (await getStoreCompaniesBySlugs(db().store.db, [slug])).get(slug);
const doImport = (id: number) => importUpload(db().store, id, "admin", { snapshot: db().snapshot });
const uploadJobs = async (id: number) =>
  (await listJobs(db().store.db, { limit: 500 })).filter((j) => (j.payload as { uploadId?: number }).uploadId === id);

describe(`uploads use cases (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("refuses an empty file and text that is not UTF-8, storing nothing", async () => {
    const empty = await previewUpload(db().store, { fileName: "a.csv", bytes: new Uint8Array(0), uploadedBy: "admin" }, db().snapshot);
    expect(empty).toEqual({ ok: false, error: "file: is empty" });
    const latin1 = await previewUpload(
      db().store,
      { fileName: "a.csv", bytes: new Uint8Array([0x43, 0x61, 0x66, 0xe9]), uploadedBy: "admin" },
      db().snapshot,
    );
    expect(latin1).toEqual({ ok: false, error: "file: must be a UTF-8 CSV text file" });
  });

  it("imports the add and update rows once, queues one rebuild job, then refuses", async () => {
    const id = await upload([
      ["austin-movers", "Austin Movers", "Austin", "TX", "78701", "4.8"],
      ["new-co", "New Co", "Austin", "TX", "78701", ""],
      ["bad-co", "Bad Co", "Austin", "TX", "bad", ""],
    ]);
    const result = await doImport(id);
    expect(result).toMatchObject({ ok: true, inserted: 1, updated: 1 });
    const jobId = result.ok ? result.jobId : 0;
    expect(await getJob(db().store.db, jobId)).toMatchObject({
      kind: "rebuild-site",
      payload: { uploadId: id },
      createdBy: "admin",
      status: "queued",
    });
    expect((await stored("austin-movers"))?.rating).toBe(4.8);
    expect(await stored("bad-co")).toBeUndefined();
    const detail = await getUpload(db().store.db, id);
    expect(detail).toMatchObject({ status: "imported", jobId, canImport: false, report: { imported: { inserted: 1, updated: 1, jobId } } });
    expect(result.ok && result.upload).toEqual(detail);
    expect(detail?.finishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await doImport(id)).toEqual({ ok: false, reason: "status", status: "imported" });
    expect(await cancelUpload(db().store, id, "admin")).toEqual({ ok: false, reason: "status", status: "imported" });
    expect(await uploadJobs(id)).toHaveLength(1);
  });

  it("re-previews at import time: rows imported since the preview are not written again", async () => {
    const rows = [["later-co", "Later Co", "Austin", "TX", "78701", ""]];
    const first = await upload(rows);
    const second = await upload(rows);
    expect(await doImport(first)).toMatchObject({ ok: true, inserted: 1 });
    expect(await doImport(second)).toEqual({ ok: false, reason: "nothing-to-import" });
    expect((await getUpload(db().store.db, second))?.status).toBe("previewed");
  });

  it("two simultaneous imports of one upload import it once", async () => {
    const id = await upload([["twice-co", "Twice Co", "Austin", "TX", "78701", ""]]);
    const results = await Promise.all([doImport(id), doImport(id), doImport(id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "status", status: "imported" },
      { ok: false, reason: "status", status: "imported" },
    ]);
    // One rebuild waits: the earlier import's, which this one joined rather than queuing another.
    expect(await listJobs(db().store.db, { status: "queued" })).toHaveLength(1);
  });

  it("cancels a preview, which then cannot be imported", async () => {
    const id = await upload([["cancel-co", "Cancel Co", "Austin", "TX", "78701", ""]]);
    expect(await cancelUpload(db().store, id, "admin")).toMatchObject({ ok: true, upload: { id, status: "cancelled", canImport: false } });
    expect(await doImport(id)).toEqual({ ok: false, reason: "status", status: "cancelled" });
    expect(await cancelUpload(db().store, 999_999, "admin")).toEqual({ ok: false, reason: "not-found" });
    expect(await doImport(999_999)).toEqual({ ok: false, reason: "not-found" });
    expect(uploadStatusConflict("cancelled")).toBe("upload: was cancelled");
  });

  it("a failing write rolls everything back and marks the upload failed", async () => {
    const id = await upload([
      ["austin-movers", "Austin Movers Renamed", "Austin", "TX", "78701", "4.8"],
      ["boom-co", "Boom Co", "Austin", "TX", "78701", ""],
    ]);
    const jobs = (await listJobs(db().store.db, { limit: 500 })).length;
    const companies = await countStoreCompanies(db().store.db);
    expect(await withFailingInsert(db(), "boom-co", "disk on fire", () => doImport(id))).toEqual({
      ok: false,
      reason: "failed",
      message: "disk on fire",
    });
    expect((await stored("austin-movers"))?.name).toBe("Austin Movers");
    expect(await countStoreCompanies(db().store.db)).toBe(companies);
    expect(await listJobs(db().store.db, { limit: 500 })).toHaveLength(jobs);
    expect(await getUpload(db().store.db, id)).toMatchObject({
      status: "failed",
      canImport: false,
      jobId: null,
      report: { failure: "disk on fire", imported: null },
    });
    expect(await doImport(id)).toEqual({ ok: false, reason: "status", status: "failed" });
  });

  it.skipIf(testEngine() !== "sqlite")("a busy store is not a failed import: the error goes up (503) and the upload stays a preview", async () => {
    const id = await upload([["locked-co", "Locked Co", "Austin", "TX", "78701", ""]]);
    const other = new Database(db().store.location);
    try {
      await sql`PRAGMA busy_timeout = 50`.execute(db().store.db);
      other.exec("BEGIN IMMEDIATE");
      await expect(doImport(id)).rejects.toMatchObject({ code: "SQLITE_BUSY" });
      expect((await getUpload(db().store.db, id))?.status).toBe("previewed");
      other.exec("ROLLBACK");
      expect(await doImport(id)).toMatchObject({ ok: true, inserted: 1 });
    } finally {
      await sql`PRAGMA busy_timeout = 5000`.execute(db().store.db);
      other.close();
    }
  });
});
