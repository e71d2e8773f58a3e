import { cancelJob } from "../src/server/scripts/cancel";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * POST /api/admin/jobs/:id/cancel: a queued job is cancelled at once and never starts; a
 * running one is asked to stop and ends 'cancelled' at its next check. 200
 * `{ job, outcome: "cancelled" | "requested" | "finished" }`; 404 for an unknown id.
 */
export default defineFunction({
  POST: route({
    admin: true,
    async handle({ context, admin, store, fail }) {
      const id = idParam(context);
      const answer = id === undefined ? undefined : await cancelJob(await store(), id, admin.username);
      return answer ? json(answer) : fail("Job not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/jobs/:id/cancel" };
