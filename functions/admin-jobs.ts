import { JOB_CREATE_MAX_BYTES, type JobCreatedResponse, jobCreateSchema, jobListQuerySchema } from "../src/lib/admin/jobs-api";
import { listJobsPage } from "../src/server/admin/jobs";
import { requestRebuild } from "../src/server/admin/request-rebuild";
import { config as appConfig } from "../src/server/config";
import { adminRead } from "../src/server/http/admin-read";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/jobs?status=&page=: `{ jobs, total, page, pageSize, counts }`, newest first,
 * 25 a page, `counts` by status. POST `{ kind: "rebuild-site" }`: asks for a rebuild, 201
 * `{ id, created: true }`, or 200 `{ id, created: false }` with the rebuild still waiting to
 * start. With NETLIFY_BUILD_HOOK_URL set the new job is handed to Netlify's build hook.
 */
export default defineFunction({
  GET: adminRead(jobListQuerySchema, listJobsPage),
  POST: route({
    admin: true,
    body: { schema: jobCreateSchema, maxBytes: JOB_CREATE_MAX_BYTES },
    async handle({ admin, store }) {
      const { id, created } = await requestRebuild(await store(), admin.username, { hookUrl: appConfig().NETLIFY_BUILD_HOOK_URL });
      return json({ id, created } satisfies JobCreatedResponse, { status: created ? 201 : 200 });
    },
  }),
});

export const config = { path: "/api/admin/jobs" };
