import { getJob } from "../src/server/db/store/repositories/jobs";
import { adminGetById } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";

/** GET /api/admin/jobs/:id: the job with its log (and the Netlify deploy id of a rebuild); 404 for an unknown id. */
export default defineFunction({
  GET: adminGetById("Job not found", (store, id) => getJob(store.db, id)),
});

export const config = { path: "/api/admin/jobs/:id" };
