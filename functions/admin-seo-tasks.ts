import { taskListQuerySchema } from "../src/lib/admin/seo-api";
import { adminRead } from "../src/server/http/admin-read";
import { defineFunction } from "../src/server/http/define-function";
import { listTasks } from "../src/server/seo/audit-admin";

/**
 * GET /api/admin/seo/tasks?status=&pages=: one task per issue code, errors first, each with up
 * to `pages` (default 20, at most 200) affected pages of the latest run that found it.
 */
export default defineFunction({
  GET: adminRead(taskListQuerySchema, listTasks),
});

export const config = { path: "/api/admin/seo/tasks" };
