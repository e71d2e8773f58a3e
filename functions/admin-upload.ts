import { getUploadDetail } from "../src/server/admin/uploads";
import { adminGetById } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";

/** GET /api/admin/uploads/:id: the UploadDetail (report, `canImport`); 404 for an unknown id. */
export default defineFunction({
  GET: adminGetById("Upload not found", getUploadDetail),
});

export const config = { path: "/api/admin/uploads/:id" };
