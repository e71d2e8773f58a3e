import { dashboardFigures } from "../src/server/admin/dashboard";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/dashboard: companies total/featured/in list, leads today and in the last 7 days
 * by status, the 5 newest uploads and jobs, and jobs by status.
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ store }) {
      return json(await dashboardFigures(await store()));
    },
  }),
});

export const config = { path: "/api/admin/dashboard" };
