import { requireAdmin } from "../src/server/auth/guard";
import { getDashboardFigures } from "../src/server/db/admin-leads";
import { getDatabase } from "../src/server/db/connection";
import { json, methods } from "../src/server/http/responses";

/** GET /api/admin/dashboard: companies total/featured/in list, leads today and in the last 7 days by status. */
export default methods({
  GET: (req) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    return json(getDashboardFigures(getDatabase()));
  },
});

export const config = { path: "/api/admin/dashboard" };
