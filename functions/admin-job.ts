import { requireAdmin } from "../src/server/auth/guard";
import { getDatabase } from "../src/server/db/snapshot";
import { getJob } from "../src/server/db/jobs";
import { idParam } from "../src/server/http/context";
import { json, jsonError, methods } from "../src/server/http/responses";

/** GET /api/admin/jobs/:id: the job with its log; 404 for an unknown id. */
export default methods({
  GET: (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const id = idParam(context);
    const job = id === undefined ? undefined : getJob(getDatabase(), id);
    return job ? json(job) : jsonError("Job not found", 404);
  },
});

export const config = { path: "/api/admin/jobs/:id" };
