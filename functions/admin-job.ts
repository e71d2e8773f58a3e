import { getJob } from "../src/server/db/jobs";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/** GET /api/admin/jobs/:id: the job with its log (and the Netlify deploy id of a rebuild); 404 for an unknown id. */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ context, store, fail }) {
      const id = idParam(context);
      const job = id === undefined ? undefined : await getJob((await store()).db, id);
      return job ? json(job) : fail("Job not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/jobs/:id" };
