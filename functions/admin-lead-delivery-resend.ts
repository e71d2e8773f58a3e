import { resendLeadDelivery } from "../src/server/admin/leads";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * POST /api/admin/leads/:id/deliveries/:deliveryId/resend: queues one of the lead's deliveries
 * again, due now, and answers the lead (with its deliveries) as GET /api/admin/leads/:id does.
 */
export default defineFunction({
  POST: route({
    admin: true,
    async handle({ context, admin, store, fail }) {
      const id = idParam(context);
      const deliveryId = idParam({ params: { id: context.params.deliveryId } });
      if (id === undefined || deliveryId === undefined) return fail("Delivery not found", 404);
      const lead = await resendLeadDelivery(await store(), id, deliveryId, admin.username, (p) => context.waitUntil(p));
      return lead ? json(lead) : fail("Delivery not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/leads/:id/deliveries/:deliveryId/resend" };
