import { getDatabaseOverview } from "../src/server/admin/database";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/database: the DatabaseOverview (src/lib/admin/database-api.ts): engine, schema
 * version, size, `tables: [{ name, rows, bytes }]`, the kept backups and what a restore accepts.
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ store }) {
      return json(await getDatabaseOverview(await store()), { headers: { "Cache-Control": "no-store" } });
    },
  }),
});

export const config = { path: "/api/admin/database" };
