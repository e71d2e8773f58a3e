import { SCRIPT_RUN_MAX_BYTES, scriptRunBodySchema, scriptRunParamsSchema } from "../src/lib/admin/scripts-api";
import { defineFunction, route } from "../src/server/http/define-function";
import { jobStarted } from "../src/server/http/job-started";
import { startScriptRun } from "../src/server/scripts/start-run";

/**
 * POST /api/admin/scripts/:id/runs `{ params }`: starts a run, 201 `{ job: { id } }`; 400
 * `{ error, issues: [{ path: "params.days", message }] }` for bad parameters; 404 for an
 * unknown script.
 */
export default defineFunction({
  POST: route({
    admin: true,
    body: { schema: scriptRunBodySchema, maxBytes: SCRIPT_RUN_MAX_BYTES },
    params: scriptRunParamsSchema,
    notFound: "Script not found",
    async handle({ params, body, admin, store }) {
      return jobStarted(startScriptRun(await store(), params.id, body.params, admin.username));
    },
  }),
});

export const config = { path: "/api/admin/scripts/:id/runs" };
