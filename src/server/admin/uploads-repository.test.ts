import { describe, expect, it } from "vitest";
import { testDatabaseForFile } from "../../../test/support/seeded-database";
import { csvText } from "../../../test/support/test-database";
import { previewCompaniesCsv } from "../csv/preview";
import {
  getUpload,
  getUploadFileInfo,
  getUploadStatus,
  insertUpload,
  listUploads,
  markUploadCancelled,
  markUploadFailed,
  markUploadImported,
  readUploadContent,
} from "../db/store/repositories/uploads";

const HEADER = ["slug", "name", "city", "state", "zip", "rating"];
const db = testDatabaseForFile({ companies: { header: HEADER, rows: [["austin-movers", "Austin Movers", "Austin", "TX", "78701", "4.5"]] } });

/** Stores `content` as a previewed upload, the way POST /api/admin/uploads does. */
async function upload(content: string, fileName = "companies.csv"): Promise<number> {
  const { report } = await previewCompaniesCsv(db().store.db, db().snapshot, content);
  return insertUpload(db().store.db, { fileName, sizeBytes: Buffer.byteLength(content), content, uploadedBy: "admin", report });
}
const rows = (r: string[][]) => csvText(HEADER, r);

describe(`uploads repository (${process.env.TEST_STORE_ENGINE ?? "sqlite"})`, () => {
  it("stores an upload with its report and lists uploads newest first, without reports", async () => {
    const a = await upload(rows([["a-co", "A Co", "Austin", "TX", "78701", ""]]), "a.csv");
    const b = await upload(rows([["b-co", "B Co", "Austin", "TX", "bad", ""]]), "b.csv");
    expect(await getUpload(db().store.db, a)).toMatchObject({
      id: a,
      fileName: "a.csv",
      uploadedBy: "admin",
      status: "previewed",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      finishedAt: null,
      jobId: null,
      counts: { add: 1, update: 0, unchanged: 0, invalid: 0 },
      canImport: true,
      report: { totalRows: 1, add: [{ slug: "a-co" }] },
    });
    expect(await getUpload(db().store.db, b)).toMatchObject({ canImport: false, counts: { invalid: 1 } });
    const listed = await listUploads(db().store.db);
    expect(listed.slice(0, 2).map((u) => u.id)).toEqual([b, a]);
    expect(listed[1]).toMatchObject({ id: a, counts: { add: 1, update: 0, unchanged: 0, invalid: 0 }, jobId: null });
    expect(listed[1]).not.toHaveProperty("report");
    expect(await listUploads(db().store.db, 1)).toHaveLength(1);
    expect(await getUpload(db().store.db, 999_999)).toBeUndefined();
    expect(await getUploadStatus(db().store.db, 999_999)).toBeUndefined();
  });

  it("reads the stored file back in pages of characters that join into the exact text", async () => {
    const content = `\uFEFF${rows([["munoz-co", "Muñoz Mudanzas 🚚", "Austin", "TX", "78701", ""]])}\r\n`;
    const id = await upload(content, "ñ.csv");
    const info = await getUploadFileInfo(db().store.db, id);
    expect(info).toEqual({ fileName: "ñ.csv", length: [...content].length });
    let text = "";
    for (let offset = 0; offset < (info?.length ?? 0); offset += 7) text += await readUploadContent(db().store.db, id, offset, 7);
    expect(text).toBe(content);
    expect(await readUploadContent(db().store.db, id, 10_000, 7)).toBe("");
    expect(await getUploadFileInfo(db().store.db, 999_999)).toBeUndefined();
  });

  it("moves a preview to imported (with counts and job id) or cancelled, once", async () => {
    const id = await upload(rows([["c-co", "C Co", "Austin", "TX", "78701", ""]]));
    const report = (await getUpload(db().store.db, id))?.report;
    if (!report) throw new Error("no report");
    const done = {
      ...report,
      counts: { ...report.counts, add: 2 },
      imported: { inserted: 1, updated: 0, at: "2026-01-02T03:04:05.000Z", jobId: 42 },
    };
    await markUploadImported(db().store.db, id, done, 42, "2026-01-02T03:04:05.000Z");
    expect(await getUpload(db().store.db, id)).toMatchObject({
      status: "imported",
      jobId: 42,
      counts: { add: 2 },
      finishedAt: "2026-01-02T03:04:05.000Z",
      canImport: false,
    });
    expect((await listUploads(db().store.db, 1))[0]).toMatchObject({ id, jobId: 42 });
    expect(await markUploadCancelled(db().store.db, id)).toBe(false);

    const other = await upload(rows([["d-co", "D Co", "Austin", "TX", "78701", ""]]));
    expect(await markUploadCancelled(db().store.db, other)).toBe(true);
    expect(await getUpload(db().store.db, other)).toMatchObject({ status: "cancelled", finishedAt: expect.any(String) });
    expect(await markUploadCancelled(db().store.db, other)).toBe(false);
  });

  it("marks a preview failed with the reason in its report, and leaves other statuses alone", async () => {
    const id = await upload(rows([["e-co", "E Co", "Austin", "TX", "78701", ""]]));
    await markUploadFailed(db().store.db, id, "disk on fire");
    expect(await getUpload(db().store.db, id)).toMatchObject({
      status: "failed",
      canImport: false,
      report: { failure: "disk on fire", imported: null },
    });
    await markUploadFailed(db().store.db, id, "again");
    expect((await getUpload(db().store.db, id))?.report.failure).toBe("disk on fire");
  });
});
