import { formatZodError } from "../src/lib/errors";
import { funnelEventSchema } from "../src/lib/quote/api-contracts";
import { getDatabase } from "../src/server/db/connection";
import { insertFunnelEvent } from "../src/server/db/quote";
import { jsonError, methods } from "../src/server/http/responses";
import { BodyError, readBody } from "../src/server/http/request-body";

/** POST /api/events: stores a wizard funnel event ('form_step', 'form_submission') for the admin statistics. */
export default methods({
  POST: async (req) => {
    let body: Record<string, unknown>;
    try {
      body = await readBody(req, 4 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return jsonError(error.message, error.status);
      throw error;
    }
    const parsed = funnelEventSchema.safeParse(body);
    if (!parsed.success) return jsonError(formatZodError(parsed.error), 400);
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
