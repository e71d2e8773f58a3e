import { taskListQuerySchema } from "../src/lib/admin/seo-audits";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { listTasks } from "../src/server/seo/audit-admin";

/**
 * GET /api/admin/seo/tasks?status=&pages=: one task per issue code, errors first, each with up
 * to `pages` (default 20, at most 200) affected pages of the latest run that found it.
 */
export default defineFunction({
  GET: route({
    admin: true,
    query: taskListQuerySchema,
    async handle({ query, store }) {
      return json(await listTasks(await store(), query));
    },
  }),
});

export const config = { path: "/api/admin/seo/tasks" };
