import { SCRIPT_RUN_MAX_BYTES, scriptRunBodySchema } from "../src/lib/admin/scripts";
import { defineFunction, jsonErrorWriter, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { ScriptRunError, startScriptRun } from "../src/server/scripts/start-run";

/**
 * POST /api/admin/scripts/:id/runs `{ params }`: starts a run, 201 `{ job: { id } }`; 400
 * `{ error, issues: [{ path: "params.days", message }] }` for bad parameters; 404 for an
 * unknown script.
 */
export default defineFunction({
  POST: route({
    admin: true,
    body: { schema: scriptRunBodySchema, maxBytes: SCRIPT_RUN_MAX_BYTES },
    async handle({ context, body, admin, store }) {
      try {
        const { jobId } = await startScriptRun(await store(), context.params.id ?? "", body.params, admin.username);
        return json({ job: { id: jobId } }, { status: 201 });
      } catch (error) {
        if (!(error instanceof ScriptRunError)) throw error;
        return jsonErrorWriter(
          error.message,
          error.status,
          error.issues.length > 0 ? { issues: error.issues.map((i) => ({ field: i.path, message: i.message })) } : {},
        );
      }
    },
  }),
});

export const config = { path: "/api/admin/scripts/:id/runs" };
