import { QA_RUN_START_MAX_BYTES, qaRunStartBody } from "../src/lib/admin/qa-api";
import { recentQaRuns, startQaRun } from "../src/server/admin/qa-runs";
import { defineFunction, route } from "../src/server/http/define-function";
import { jobStarted } from "../src/server/http/job-started";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/qa/runs: `{ runs }`, the newest QA runs first, each with its checks
 * `[{ name, suite, status, duration_ms, detail }]`.
 * POST /api/admin/qa/runs `{ suites?, base_url? }`: starts the qa-suite script, 201
 * `{ job: { id } }`; 400 naming the field for unknown suites or a base URL other than this site's.
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ store }) {
      return json({ runs: await recentQaRuns(await store()) });
    },
  }),
  POST: route({
    admin: true,
    body: { schema: qaRunStartBody, maxBytes: QA_RUN_START_MAX_BYTES },
    async handle({ req, body, admin, store }) {
      return jobStarted(startQaRun(await store(), body, req.url, admin.username));
    },
  }),
});

export const config = { path: "/api/admin/qa/runs" };
