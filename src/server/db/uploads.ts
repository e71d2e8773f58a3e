import type { UploadDetail, UploadReport, UploadStatus, UploadSummary } from "../../lib/admin/uploads";
import { previewCompaniesCsv } from "../csv/preview";
import { writeCompanies } from "./companies";
import type { Db } from "./snapshot";
import { enqueueJobOnce } from "./jobs";
import { loadServiceIds } from "./reference";

/**
 * Admin CSV uploads (`csv_uploads`): the stored file and its preview report, then one import
 * (upsert in a transaction, plus a queued 'rebuild-site' job) or a cancel.
 */

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const SUMMARY_COLUMNS = `id, file_name AS fileName, size_bytes AS sizeBytes, uploaded_by AS uploadedBy, status,
  created_at AS createdAt, finished_at AS finishedAt, json_extract(report, '$.counts') AS counts,
  json_extract(report, '$.imported.jobId') AS jobId`;
const EMPTY_COUNTS: UploadSummary["counts"] = { add: 0, update: 0, unchanged: 0, invalid: 0 };

type SummaryRow = Omit<UploadSummary, "counts"> & { counts: string | null };

const toSummary = (row: SummaryRow): UploadSummary => ({
  ...row,
  counts: row.counts ? { ...EMPTY_COUNTS, ...(JSON.parse(row.counts) as UploadSummary["counts"]) } : { ...EMPTY_COUNTS },
  jobId: row.jobId ?? null,
});

/** Stores a previewed upload; returns its id. */
export function insertUpload(
  db: Db,
  upload: { fileName: string; sizeBytes: number; content: string; uploadedBy: string; report: UploadReport },
): number {
  const result = db
    .prepare("INSERT INTO csv_uploads (file_name, size_bytes, content, uploaded_by, status, report) VALUES (?, ?, ?, ?, 'previewed', ?)")
    .run(upload.fileName, upload.sizeBytes, upload.content, upload.uploadedBy, JSON.stringify(upload.report));
  return Number(result.lastInsertRowid);
}

/** Uploads newest first, without content or full reports. */
export function listUploads(db: Db, limit = 50): UploadSummary[] {
  return db
    .prepare<[number], SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM csv_uploads ORDER BY id DESC LIMIT ?`)
    .all(Math.max(1, Math.min(500, Math.floor(limit))))
    .map(toSummary);
}

/** One upload with its report, or undefined. */
export function getUpload(db: Db, id: number): UploadDetail | undefined {
  const row = db
    .prepare<[number], SummaryRow & { report: string }>(`SELECT ${SUMMARY_COLUMNS}, report FROM csv_uploads WHERE id = ?`)
    .get(id);
  if (!row) return undefined;
  const { report: text, ...summary } = row;
  const report = JSON.parse(text) as UploadReport;
  const counts = report.counts ?? EMPTY_COUNTS;
  return {
    ...toSummary(summary),
    report,
    canImport: row.status === "previewed" && !report.fileError && counts.add + counts.update > 0,
  };
}

/** The stored file: its name and text, or undefined. */
export function getUploadFile(db: Db, id: number): { fileName: string; content: string } | undefined {
  return db
    .prepare<[number], { fileName: string; content: string }>("SELECT file_name AS fileName, content FROM csv_uploads WHERE id = ?")
    .get(id);
}

/** Why an upload cannot be imported or cancelled. */
export type UploadRefusal = { ok: false; reason: "not-found" } | { ok: false; reason: "status"; status: UploadStatus };

const STATUS_CONFLICTS: Record<UploadStatus, string> = {
  previewed: "upload: is still a preview",
  imported: "upload: is already imported",
  cancelled: "upload: was cancelled",
  failed: "upload: failed to import (upload the file again)",
};

/** The 409 message for an upload that is no longer a preview, e.g. "upload: is already imported". */
export function uploadStatusConflict(status: UploadStatus): string {
  return STATUS_CONFLICTS[status];
}

/** Cancels a previewed upload. */
export function cancelUpload(db: Db, id: number): { ok: true } | UploadRefusal {
  return db.transaction((): { ok: true } | UploadRefusal => {
    const refusal = refuseUnlessPreviewed(db, id);
    if (refusal) return refusal;
    db.prepare(`UPDATE csv_uploads SET status = 'cancelled', finished_at = ${NOW} WHERE id = ?`).run(id);
    return { ok: true };
  })();
}

/** What `importUpload` did: the counts and queued job, or why nothing was imported. */
export type ImportOutcome =
  | { ok: true; jobId: number; inserted: number; updated: number }
  | UploadRefusal
  | { ok: false; reason: "nothing-to-import" }
  | { ok: false; reason: "failed"; message: string };

/**
 * Imports a previewed upload: re-previews its stored text against the current database, then in
 * one (immediate) transaction checks the status, upserts the add and update rows, queues a
 * 'rebuild-site' job `{ uploadId }` (or joins one still waiting to start) and marks the upload imported, so two calls cannot both import.
 * A thrown write rolls everything back and marks the upload 'failed' with `report.failure`
 * (except SQLITE_BUSY: another connection held the lock, the upload stays a preview).
 */
export function importUpload(db: Db, id: number, username: string): ImportOutcome {
  const run = db.transaction((): ImportOutcome => {
    const refusal = refuseUnlessPreviewed(db, id);
    if (refusal) return refusal;
    const file = getUploadFile(db, id);
    if (!file) return { ok: false, reason: "not-found" };
    const { report, writes } = previewCompaniesCsv(db, file.content);
    if (writes.length === 0) return { ok: false, reason: "nothing-to-import" };
    const { inserted, updated } = writeCompanies(db, writes, loadServiceIds(db), "upsert");
    const jobId = enqueueJobOnce(db, "rebuild-site", { uploadId: id }, username).id;
    const at = new Date().toISOString();
    const done: UploadReport = { ...report, imported: { inserted, updated, at, jobId } };
    db.prepare("UPDATE csv_uploads SET status = 'imported', report = ?, finished_at = ? WHERE id = ? AND status = 'previewed'").run(
      JSON.stringify(done),
      at,
      id,
    );
    return { ok: true, jobId, inserted, updated };
  });
  try {
    return run.immediate();
  } catch (error) {
    // Another connection holding the write lock is not a failed import: the upload stays a preview.
    if (String((error as { code?: unknown }).code ?? "").startsWith("SQLITE_BUSY")) {
      return { ok: false, reason: "failed", message: "the database is busy, try again" };
    }
    const message = error instanceof Error ? error.message : String(error);
    markUploadFailed(db, id, message);
    return { ok: false, reason: "failed", message };
  }
}

/** Marks a still-previewed upload 'failed', keeping its preview and recording why. */
function markUploadFailed(db: Db, id: number, failure: string): void {
  db.prepare(
    `UPDATE csv_uploads SET status = 'failed', finished_at = ${NOW}, report = json_set(report, '$.failure', ?)
     WHERE id = ? AND status = 'previewed'`,
  ).run(failure.slice(0, 2000), id);
}

function refuseUnlessPreviewed(db: Db, id: number): UploadRefusal | undefined {
  const row = db.prepare<[number], { status: UploadStatus }>("SELECT status FROM csv_uploads WHERE id = ?").get(id);
  if (!row) return { ok: false, reason: "not-found" };
  return row.status === "previewed" ? undefined : { ok: false, reason: "status", status: row.status };
}
