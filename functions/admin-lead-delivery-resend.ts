import { leadDeliveryParamsSchema } from "../src/lib/admin/leads-api";
import { resendLeadDelivery } from "../src/server/admin/leads";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * POST /api/admin/leads/:id/deliveries/:deliveryId/resend: queues one of the lead's deliveries
 * again, due now, and answers the lead (with its deliveries) as GET /api/admin/leads/:id does.
 */
export default defineFunction({
  POST: route({
    admin: true,
    params: leadDeliveryParamsSchema,
    notFound: "Delivery not found",
    async handle({ context, params, admin, store, fail }) {
      const lead = await resendLeadDelivery(await store(), params.id, params.deliveryId, admin.username, (p) => context.waitUntil(p));
      return lead ? json(lead) : fail("Delivery not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/leads/:id/deliveries/:deliveryId/resend" };
