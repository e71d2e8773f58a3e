import { SCRIPT_RUN_BACKGROUND_MAX_BYTES, scriptRunBackgroundBodySchema } from "../src/lib/admin/scripts-api";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { runQueuedScriptJob } from "../src/server/scripts/background-run";

/**
 * A Netlify background function (up to 15 minutes; Netlify answers the caller 202 at once):
 * POST `{ jobId }` runs that queued script job, writing progress, log and result to the store.
 * startScriptRun calls it after the job is committed. It needs no session: it only ever runs a
 * job an admin (or a schedule) already queued, and a job that is not queued is left alone.
 */
export default defineFunction({
  POST: route({
    body: { schema: scriptRunBackgroundBodySchema, maxBytes: SCRIPT_RUN_BACKGROUND_MAX_BYTES },
    async handle({ body, store }) {
      return json({ jobId: body.jobId, outcome: await runQueuedScriptJob(await store(), body.jobId) });
    },
  }),
});

// A literal: Netlify reads the path from the source without running it (SCRIPT_RUN_BACKGROUND_PATH).
export const config = { path: "/api/script-run-background" };
