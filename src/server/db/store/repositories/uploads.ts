import type { Selectable } from "kysely";
import type { UploadDetail, UploadReport, UploadStatus, UploadSummary } from "../../../../lib/admin/uploads-api";
import { isoNow, type StoreDb } from "../store";
import type { CsvUploadsTable } from "../store-schema";

/**
 * Admin CSV uploads (`csv_uploads`): the stored file, its preview report, and the report's
 * counts and the import's job id in columns of their own, so lists never parse whole reports.
 * Queries only; the workflow (preview, import, cancel) is in src/server/admin/uploads.ts.
 */

const EMPTY_COUNTS: UploadSummary["counts"] = { add: 0, update: 0, unchanged: 0, invalid: 0 };
const SUMMARY_COLUMNS = ["id", "file_name", "size_bytes", "uploaded_by", "status", "created_at", "finished_at", "counts", "job_id"] as const;

type SummaryRow = Pick<Selectable<CsvUploadsTable>, (typeof SUMMARY_COLUMNS)[number]>;

function parseCounts(text: string): UploadSummary["counts"] {
  try {
    return { ...EMPTY_COUNTS, ...(JSON.parse(text) as Partial<UploadSummary["counts"]>) };
  } catch {
    return { ...EMPTY_COUNTS };
  }
}

const toSummary = (r: SummaryRow): UploadSummary => ({
  id: r.id,
  fileName: r.file_name,
  sizeBytes: r.size_bytes,
  uploadedBy: r.uploaded_by,
  status: r.status as UploadStatus,
  createdAt: r.created_at,
  finishedAt: r.finished_at,
  counts: parseCounts(r.counts),
  jobId: r.job_id,
});

/** Stores a previewed upload; returns its id. */
export async function insertUpload(
  db: StoreDb,
  upload: { fileName: string; sizeBytes: number; content: string; uploadedBy: string; report: UploadReport },
  now = Date.now(),
): Promise<number> {
  const row = await db
    .insertInto("csv_uploads")
    .values({
      file_name: upload.fileName,
      size_bytes: upload.sizeBytes,
      content: upload.content,
      uploaded_by: upload.uploadedBy,
      status: "previewed",
      report: JSON.stringify(upload.report),
      counts: JSON.stringify(upload.report.counts),
      job_id: null,
      created_at: isoNow(now),
      finished_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Uploads newest first, without content or reports. */
export async function listUploads(db: StoreDb, limit = 50): Promise<UploadSummary[]> {
  const rows = await db
    .selectFrom("csv_uploads")
    .select(SUMMARY_COLUMNS)
    .orderBy("id", "desc")
    .limit(Math.max(1, Math.min(500, Math.floor(limit))))
    .execute();
  return rows.map(toSummary);
}

/** One upload with its report, or undefined. */
export async function getUpload(db: StoreDb, id: number): Promise<UploadDetail | undefined> {
  const row = await db
    .selectFrom("csv_uploads")
    .select([...SUMMARY_COLUMNS, "report"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const report = JSON.parse(row.report) as UploadReport;
  const counts = report.counts ?? EMPTY_COUNTS;
  return {
    ...toSummary(row),
    report,
    canImport: row.status === "previewed" && !report.fileError && counts.add + counts.update > 0,
  };
}

/** An upload's status and file text (what an import re-previews), or undefined. */
export async function getUploadForImport(db: StoreDb, id: number): Promise<{ status: UploadStatus; content: string } | undefined> {
  const row = await db.selectFrom("csv_uploads").select(["status", "content"]).where("id", "=", id).executeTakeFirst();
  return row ? { status: row.status as UploadStatus, content: row.content } : undefined;
}

/** An upload's status, or undefined when there is no such upload. */
export async function getUploadStatus(db: StoreDb, id: number): Promise<UploadStatus | undefined> {
  const row = await db.selectFrom("csv_uploads").select("status").where("id", "=", id).executeTakeFirst();
  return row?.status as UploadStatus | undefined;
}

/** The stored file's name and its length in characters (for reading it in pages), or undefined. */
export async function getUploadFileInfo(db: StoreDb, id: number): Promise<{ fileName: string; length: number } | undefined> {
  const row = await db
    .selectFrom("csv_uploads")
    .select((eb) => ["file_name", eb.fn<number>("length", ["content"]).as("length")])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { fileName: row.file_name, length: Number(row.length) } : undefined;
}

/**
 * `length` characters of the stored file from `offset` (0-based). substr counts characters on
 * both engines, so pages never split a character and join back into the exact text.
 */
export async function readUploadContent(db: StoreDb, id: number, offset: number, length: number): Promise<string> {
  const row = await db
    .selectFrom("csv_uploads")
    .select((eb) => eb.fn<string>("substr", ["content", eb.val(offset + 1), eb.val(length)]).as("part"))
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.part ?? "";
}

/** Marks a previewed upload imported with its final report and the rebuild job it queued. */
export async function markUploadImported(db: StoreDb, id: number, report: UploadReport, jobId: number, at: string): Promise<void> {
  await db
    .updateTable("csv_uploads")
    .set({ status: "imported", report: JSON.stringify(report), counts: JSON.stringify(report.counts), job_id: jobId, finished_at: at })
    .where("id", "=", id)
    .where("status", "=", "previewed")
    .execute();
}

/** Marks a previewed upload cancelled; false when it was not (or no longer) a preview. */
export async function markUploadCancelled(db: StoreDb, id: number, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable("csv_uploads")
    .set({ status: "cancelled", finished_at: isoNow(now) })
    .where("id", "=", id)
    .where("status", "=", "previewed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Marks a still-previewed upload 'failed', keeping its preview and recording why in
 * `report.failure`. The report is rewritten by the application (no JSON functions in SQL, which
 * the engines spell differently), in a transaction so the status check and the write agree.
 */
export async function markUploadFailed(db: StoreDb, id: number, failure: string, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("csv_uploads").select("report").where("id", "=", id).where("status", "=", "previewed").executeTakeFirst();
    if (!row) return;
    const report = { ...(JSON.parse(row.report) as UploadReport), failure: failure.slice(0, 2000) };
    await trx
      .updateTable("csv_uploads")
      .set({ status: "failed", report: JSON.stringify(report), finished_at: isoNow(now) })
      .where("id", "=", id)
      .where("status", "=", "previewed")
      .execute();
  });
}
