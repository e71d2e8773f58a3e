import { dashboardFigures } from "../src/server/admin/dashboard";
import { adminRead } from "../src/server/http/admin-read";
import { defineFunction } from "../src/server/http/define-function";

/**
 * GET /api/admin/dashboard: companies total/featured/in list, leads today and in the last 7 days
 * by status, the 5 newest uploads and jobs, and jobs by status.
 */
export default defineFunction({
  GET: adminRead(dashboardFigures),
});

export const config = { path: "/api/admin/dashboard" };
