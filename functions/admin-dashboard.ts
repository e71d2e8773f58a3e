import { requireAdmin } from "../src/server/auth/guard";
import { getDashboardFigures } from "../src/server/db/admin-leads";
import { getDatabase } from "../src/server/db/snapshot";
import { countJobsByStatus, listJobs } from "../src/server/db/jobs";
import { listUploads } from "../src/server/db/uploads";
import { json, methods } from "../src/server/http/responses";

/**
 * GET /api/admin/dashboard: companies total/featured/in list, leads today and in the last 7 days
 * by status, the 5 newest uploads and jobs, and jobs by status.
 */
export default methods({
  GET: (req) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const db = getDatabase();
    return json({
      ...getDashboardFigures(db),
      latestUploads: listUploads(db, 5),
      latestJobs: listJobs(db, { limit: 5 }),
      jobs: countJobsByStatus(db),
    });
  },
});

export const config = { path: "/api/admin/dashboard" };
