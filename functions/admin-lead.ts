import { idParamsSchema } from "../src/lib/path-params";
import { getLead } from "../src/server/admin/leads";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/leads/:id: the lead with its matched companies (`selected` marks the visitor's
 * picks), its status history and `nextStatuses` (what the status control may offer).
 */
export default defineFunction({
  GET: route({
    admin: true,
    params: idParamsSchema,
    notFound: "Lead not found",
    async handle({ params, store, fail }) {
      const lead = await getLead(await store(), params.id);
      return lead ? json(lead) : fail("Lead not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/leads/:id", excludedPath: "/api/admin/leads/export.csv" };
