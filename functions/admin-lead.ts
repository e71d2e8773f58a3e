import { getLead } from "../src/server/admin/leads";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/leads/:id: the lead with its matched companies (`selected` marks the visitor's
 * picks), its status history and `nextStatuses` (what the status control may offer).
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ context, store, fail }) {
      const id = idParam(context);
      const lead = id === undefined ? undefined : await getLead(await store(), id);
      return lead ? json(lead) : fail("Lead not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/leads/:id", excludedPath: "/api/admin/leads/export.csv" };
