import { checkOrigin, requireAdmin } from "../src/server/auth/guard";
import { getDatabase } from "../src/server/db/snapshot";
import { getUpload, importUpload, uploadStatusConflict } from "../src/server/db/uploads";
import { idParam } from "../src/server/http/context";
import { json, jsonError, methods } from "../src/server/http/responses";

/**
 * POST /api/admin/uploads/:id/import: re-previews the stored file against the current database
 * and, in one transaction, upserts its valid new and changed rows, marks it imported and queues a
 * 'rebuild-site' job. 200 `{ upload, jobId }`; 409 when not a preview or nothing to import;
 * 500 `Import failed: <reason>` (nothing written, upload marked failed).
 */
export default methods({
  POST: (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const refused = checkOrigin(req);
    if (refused) return refused;
    const id = idParam(context);
    if (id === undefined) return jsonError("Upload not found", 404);
    const db = getDatabase();
    const result = importUpload(db, id, admin.username);
    if (!result.ok) {
      if (result.reason === "not-found") return jsonError("Upload not found", 404);
      if (result.reason === "status") return jsonError(uploadStatusConflict(result.status), 409);
      if (result.reason === "nothing-to-import") return jsonError("upload: has no valid rows to import", 409);
      console.error(`[${context.requestId}] import of upload ${id} failed:`, result.message);
      return jsonError(`Import failed: ${result.message}`, 500);
    }
    return json({ upload: getUpload(db, id), jobId: result.jobId });
  },
});

export const config = { path: "/api/admin/uploads/:id/import" };
