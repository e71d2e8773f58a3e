import type { UploadDetail, UploadReport } from "../../lib/admin/uploads-api";
import { previewCompaniesCsv } from "../csv/preview";
import { type Db, getSnapshot } from "../db/snapshot/snapshot";
import { recordAudit } from "../db/store/repositories/audit";
import { enqueueJobOnce } from "../db/store/repositories/jobs";
import { upsertStoreCompanies } from "../db/store/repositories/store-companies";
import { getUpload, getUploadForImport, insertUpload, markUploadFailed, markUploadImported } from "../db/store/repositories/uploads";
import { isoNow, isStoreUnavailable, type Store } from "../db/store/store";
import { lockForTransaction } from "../db/store/store-locks";
import { type BuildHookOptions, expireLostBuildHookJobs, startNetlifyBuild } from "./request-rebuild";
import type { UploadRefusal } from "./uploads";

/**
 * Previewing a CSV upload against the store's companies (stored, nothing imported), then
 * importing it once: an upsert plus a queued site rebuild. Rows are checked against the
 * snapshot's reference data (cities, ZIPs), as the build resolves them.
 */

/** Types a browser may give a .csv file (Windows says Excel); a missing type is accepted too. */
const CSV_TYPES = new Set(["", "text/csv", "application/csv", "text/plain", "application/octet-stream", "application/vnd.ms-excel"]);

/** True when a request body of this media type can be a CSV file sent raw. */
export function isCsvMediaType(type: string): boolean {
  return CSV_TYPES.has(type);
}

/** UTF-8 text without NUL bytes (a BOM is kept, so the stored file is byte-identical), or null. */
function decodeText(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return text.includes("\0") ? null : text;
  } catch {
    return null;
  }
}

export type PreviewOutcome = { ok: true; upload: UploadDetail } | { ok: false; error: string };

/**
 * Previews a file against the store's companies and keeps it (with its report) as a
 * 'previewed' upload. Refuses an empty file or one that is not UTF-8 text.
 */
export async function previewUpload(
  store: Store,
  file: { fileName: string; bytes: Uint8Array; uploadedBy: string },
  snapshot: Db = getSnapshot(),
): Promise<PreviewOutcome> {
  if (file.bytes.byteLength === 0) return { ok: false, error: "file: is empty" };
  const content = decodeText(file.bytes);
  if (content === null) return { ok: false, error: "file: must be a UTF-8 CSV text file" };
  const { report } = await previewCompaniesCsv(store.db, snapshot, content);
  const id = await store.db.transaction().execute(async (trx) => {
    const stored = await insertUpload(trx, {
      fileName: file.fileName,
      sizeBytes: file.bytes.byteLength,
      content,
      uploadedBy: file.uploadedBy,
      report,
    });
    await recordAudit(trx, {
      actor: file.uploadedBy,
      action: "upload.create",
      targetType: "upload",
      targetId: stored,
      summary: `Uploaded ${file.fileName} for preview`,
      details: { sizeBytes: file.bytes.byteLength, counts: report.counts },
    });
    return stored;
  });
  const upload = await getUpload(store.db, id);
  if (!upload) throw new Error(`upload ${id} vanished after it was stored`);
  return { ok: true, upload };
}

/** What `importUpload` did: the counts and the rebuild job to start, or why nothing was imported. */
export type ImportOutcome =
  | { ok: true; upload: UploadDetail; jobId: number; jobCreated: boolean; inserted: number; updated: number }
  | UploadRefusal
  | { ok: false; reason: "nothing-to-import" }
  | { ok: false; reason: "failed"; message: string };

type ImportStep = Exclude<ImportOutcome, { ok: true }> | Omit<Extract<ImportOutcome, { ok: true }>, "upload">;

/**
 * Imports a previewed upload. In one store transaction holding the import lock (so two imports
 * of any uploads run one after the other): re-checks that it is still a preview, re-previews its
 * stored text against the companies as they are now (rows imported since are not written
 * again), upserts the add and update rows, queues a 'rebuild-site' job `{ uploadId }` (or joins
 * one still waiting to start, which will read these rows too) and marks it imported.
 * A thrown write rolls all of it back and marks the upload 'failed' with `report.failure`; an
 * unreachable store is rethrown (503), leaving the upload a preview to try again. A newly queued
 * job is found by the local runner, or, with `hook.hookUrl`, handed to Netlify's build hook.
 */
export async function importUpload(
  store: Store,
  id: number,
  username: string,
  options: { snapshot?: Db; hook?: BuildHookOptions } = {},
): Promise<ImportOutcome> {
  const snapshot = options.snapshot ?? getSnapshot();
  const hookUrl = options.hook?.hookUrl;
  // A hook job Netlify never started must not be joined: this import would never go live.
  if (hookUrl) await expireLostBuildHookJobs(store, options.hook?.now?.());
  let step: ImportStep;
  try {
    step = await store.db.transaction().execute(async (trx): Promise<ImportStep> => {
      await lockForTransaction(trx, store.engine, "csv-import");
      const upload = await getUploadForImport(trx, id);
      if (!upload) return { ok: false, reason: "not-found" };
      if (upload.status !== "previewed") return { ok: false, reason: "status", status: upload.status };
      const { report, writes } = await previewCompaniesCsv(trx, snapshot, upload.content);
      if (writes.length === 0) return { ok: false, reason: "nothing-to-import" };
      const { inserted, updated } = await upsertStoreCompanies(trx, writes);
      const { id: jobId, created: jobCreated } = await enqueueJobOnce(trx, "rebuild-site", { uploadId: id }, username);
      const at = isoNow();
      const done: UploadReport = { ...report, imported: { inserted, updated, at, jobId } };
      await markUploadImported(trx, id, done, jobId, at);
      await recordAudit(trx, {
        actor: username,
        action: "upload.import",
        targetType: "upload",
        targetId: id,
        summary: `Imported upload ${id}: ${inserted} added, ${updated} updated`,
        details: { inserted, updated, jobId },
      });
      return { ok: true, jobId, jobCreated, inserted, updated };
    });
  } catch (error) {
    if (isStoreUnavailable(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    await markUploadFailed(store.db, id, message);
    return { ok: false, reason: "failed", message };
  }
  if (!step.ok) return step;
  // After the commit, so the deploy events find the job; a failed call fails the job, not the import.
  if (step.jobCreated && hookUrl) await startNetlifyBuild(store, step.jobId, { ...options.hook, hookUrl });
  const upload = await getUpload(store.db, id);
  if (!upload) return { ok: false, reason: "not-found" };
  return { ...step, upload };
}
