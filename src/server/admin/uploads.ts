import { UPLOAD_LIMIT_BYTES, type UploadDetail, type UploadListResponse, type UploadStatus } from "../../lib/admin/uploads-api";
import { config } from "../config";
import { recordAudit } from "../db/store/repositories/audit";
import { getUpload, getUploadStatus, listUploads, markUploadCancelled } from "../db/store/repositories/uploads";
import type { Store } from "../db/store/store";

/**
 * The admin's CSV uploads that need no reference data: the list with the size limit, one
 * upload, cancelling a preview. Previewing and importing a file are in upload-import.ts (they
 * read the snapshot's reference data, so only their functions ship the snapshot).
 */

/** The largest file this deployment accepts: Netlify refuses bigger request bodies itself. */
export function maxUploadBytes(): number {
  return config().NETLIFY ? UPLOAD_LIMIT_BYTES.netlify : UPLOAD_LIMIT_BYTES.selfHosted;
}

/** The 50 newest uploads and the size limit the upload form checks before sending a file. */
export async function listUploadsWithLimit(store: Store): Promise<UploadListResponse> {
  return { uploads: await listUploads(store.db, 50), maxBytes: maxUploadBytes() };
}

export async function getUploadDetail(store: Store, id: number): Promise<UploadDetail | undefined> {
  return getUpload(store.db, id);
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

/** Cancels a previewed upload; the upload after the change. */
export async function cancelUpload(store: Store, id: number, by: string): Promise<{ ok: true; upload: UploadDetail } | UploadRefusal> {
  const cancelled = await store.db.transaction().execute(async (trx) => {
    if (!(await markUploadCancelled(trx, id))) return false;
    await recordAudit(trx, { actor: by, action: "upload.cancel", targetType: "upload", targetId: id, summary: `Cancelled upload ${id}` });
    return true;
  });
  if (!cancelled) {
    const status = await getUploadStatus(store.db, id);
    return status === undefined ? { ok: false, reason: "not-found" } : { ok: false, reason: "status", status };
  }
  const upload = await getUpload(store.db, id);
  return upload ? { ok: true, upload } : { ok: false, reason: "not-found" };
}
