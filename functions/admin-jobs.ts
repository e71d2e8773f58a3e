import { z } from "zod";
import { pageParamSchema } from "../src/lib/admin/page-param";
import { requestRebuild } from "../src/server/admin/request-rebuild";
import { config as appConfig } from "../src/server/config";
import { countJobsByStatus, JOB_STATUSES, listJobs } from "../src/server/db/jobs";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/** Jobs per page of `GET /api/admin/jobs`. */
export const ADMIN_JOBS_PAGE_SIZE = 25;

/** Job kinds an admin may queue by hand. */
export const ADMIN_JOB_KINDS = ["rebuild-site"] as const;

const querySchema = z.object({
  status: z.enum(JOB_STATUSES, { error: `must be one of ${JOB_STATUSES.join(", ")}` }).optional(),
  page: pageParamSchema,
});

const bodySchema = z.object({ kind: z.enum(ADMIN_JOB_KINDS, { error: `must be one of ${ADMIN_JOB_KINDS.join(", ")}` }) });

/**
 * GET /api/admin/jobs?status=&page=: `{ jobs, total, page, pageSize, counts }`, newest first,
 * 25 a page, `counts` by status. POST `{ kind: "rebuild-site" }`: asks for a rebuild, 201
 * `{ id, created: true }`, or 200 `{ id, created: false }` with the rebuild still waiting to
 * start. With NETLIFY_BUILD_HOOK_URL set the new job is handed to Netlify's build hook.
 */
export default defineFunction({
  GET: route({
    admin: true,
    query: querySchema,
    async handle({ query, store }) {
      const { db } = await store();
      const { status, page } = query;
      const counts = await countJobsByStatus(db);
      const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
      const jobs = await listJobs(db, { status, limit: ADMIN_JOBS_PAGE_SIZE, offset: (page - 1) * ADMIN_JOBS_PAGE_SIZE });
      return json({ jobs, total, page, pageSize: ADMIN_JOBS_PAGE_SIZE, counts });
    },
  }),
  POST: route({
    admin: true,
    body: { schema: bodySchema, maxBytes: 4 * 1024 },
    async handle({ admin, store }) {
      const { id, created } = await requestRebuild(await store(), admin.username, { hookUrl: appConfig().NETLIFY_BUILD_HOOK_URL });
      return json({ id, created }, { status: created ? 201 : 200 });
    },
  }),
});

export const config = { path: "/api/admin/jobs" };
