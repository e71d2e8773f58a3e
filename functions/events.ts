import { funnelEventSchema } from "../src/lib/quote/api-contracts";
import { getDatabase } from "../src/server/db/snapshot";
import { insertFunnelEvent } from "../src/server/db/quote";
import { methods } from "../src/server/http/responses";
import { parseBody } from "../src/server/http/request-body";

/** POST /api/events: stores a wizard funnel event ('form_step', 'form_submission') for the admin statistics. */
export default methods({
  POST: async (req) => {
    const parsed = await parseBody(req, funnelEventSchema, 4 * 1024);
    if (!parsed.ok) return parsed.response;
    const e = parsed.data;
    insertFunnelEvent(getDatabase(), {
      event: e.event,
      step: e.event === "form_step" ? e.step : undefined,
      status: e.event === "form_submission" ? e.status : undefined,
      leadUuid: e.lead_uuid,
      sessionId: e.session_id,
    });
    return new Response(null, { status: 204 });
  },
});

export const config = { path: "/api/events" };
