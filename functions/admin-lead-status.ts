import { leadStatusChangeSchema } from "../src/lib/admin/leads-api";
import { nextStatuses } from "../src/lib/leads/pipeline";
import { idParamsSchema } from "../src/lib/path-params";
import { changeLeadStatus } from "../src/server/admin/leads";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * POST /api/admin/leads/:id/status `{ status, note? }`: moves the lead along the pipeline and
 * records who and when; 409 names the allowed next statuses when the move is not one of them.
 */
export default defineFunction({
  POST: route({
    admin: true,
    body: { schema: leadStatusChangeSchema, maxBytes: 8 * 1024 },
    params: idParamsSchema,
    notFound: "Lead not found",
    async handle({ params, body, admin, store, fail }) {
      const outcome = await changeLeadStatus(await store(), params.id, body.status, admin.username, body.note ?? "");
      if (outcome.ok) return json(outcome.lead);
      if (outcome.reason === "not-found") return fail("Lead not found", 404);
      const allowed = nextStatuses(outcome.from);
      const options = allowed.length > 0 ? `allowed: ${allowed.join(", ")}` : "the lead is closed";
      return fail(`status: cannot change from ${outcome.from} to ${body.status} (${options})`, 409);
    },
  }),
});

export const config = { path: "/api/admin/leads/:id/status" };
