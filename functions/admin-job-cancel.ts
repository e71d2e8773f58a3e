import { byId } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";
import { cancelJob } from "../src/server/scripts/cancel";

/**
 * POST /api/admin/jobs/:id/cancel: a queued job is cancelled at once and never starts; a
 * running one is asked to stop and ends 'cancelled' at its next check. 200
 * `{ job, outcome: "cancelled" | "requested" | "finished" }`; 404 for an unknown id.
 */
export default defineFunction({
  POST: byId("Job not found", {
    admin: true,
    handle: async ({ id, admin, store }) => cancelJob(await store(), id, admin.username),
  }),
});

export const config = { path: "/api/admin/jobs/:id/cancel" };
