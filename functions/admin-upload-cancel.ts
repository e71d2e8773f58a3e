import { checkOrigin, requireAdmin } from "../src/server/auth/guard";
import { getDatabase } from "../src/server/db/snapshot";
import { cancelUpload, getUpload, uploadStatusConflict } from "../src/server/db/uploads";
import { idParam } from "../src/server/http/context";
import { json, jsonError, methods } from "../src/server/http/responses";

/** POST /api/admin/uploads/:id/cancel: drops a previewed upload (200 UploadDetail); 409 when not a preview. */
export default methods({
  POST: (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const refused = checkOrigin(req);
    if (refused) return refused;
    const id = idParam(context);
    if (id === undefined) return jsonError("Upload not found", 404);
    const db = getDatabase();
    const result = cancelUpload(db, id);
    if (!result.ok) {
      return result.reason === "not-found" ? jsonError("Upload not found", 404) : jsonError(uploadStatusConflict(result.status), 409);
    }
    return json(getUpload(db, id));
  },
});

export const config = { path: "/api/admin/uploads/:id/cancel" };
