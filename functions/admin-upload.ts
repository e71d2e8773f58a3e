import { requireAdmin } from "../src/server/auth/guard";
import { getDatabase } from "../src/server/db/snapshot";
import { getUpload } from "../src/server/db/uploads";
import { idParam } from "../src/server/http/context";
import { json, jsonError, methods } from "../src/server/http/responses";

/** GET /api/admin/uploads/:id: the UploadDetail (report, `canImport`); 404 for an unknown id. */
export default methods({
  GET: (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const id = idParam(context);
    const upload = id === undefined ? undefined : getUpload(getDatabase(), id);
    return upload ? json(upload) : jsonError("Upload not found", 404);
  },
});

export const config = { path: "/api/admin/uploads/:id" };
