import { randomUUID } from "node:crypto";
import { sessionRequestSchema } from "../src/lib/quote/api-contracts";
import { getDatabase } from "../src/server/db/snapshot";
import { insertQuoteSession } from "../src/server/db/quote";
import { json, methods } from "../src/server/http/responses";
import { parseBody } from "../src/server/http/request-body";

/** POST /api/sessions: records a quote-form session (spec 7.1) with the caller's IP; answers `{ session_id }`. */
export default methods({
  POST: async (req, context) => {
    const parsed = await parseBody(req, sessionRequestSchema, 16 * 1024);
    if (!parsed.ok) return parsed.response;
    const sessionId = randomUUID();
    insertQuoteSession(getDatabase(), sessionId, parsed.data.uuid, context.ip ?? null, parsed.data);
    return json({ session_id: sessionId }, { status: 201 });
  },
});

export const config = { path: "/api/sessions" };
