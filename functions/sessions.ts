import { randomUUID } from "node:crypto";
import { formatZodError } from "../src/lib/errors";
import { sessionRequestSchema } from "../src/lib/quote/api-contracts";
import { getDatabase } from "../src/server/db/connection";
import { insertQuoteSession } from "../src/server/db/quote";
import { json, jsonError, methods } from "../src/server/http/responses";
import { BodyError, readBody } from "../src/server/http/request-body";

/** POST /api/sessions: records a quote-form session (spec 7.1) with the caller's IP; answers `{ session_id }`. */
export default methods({
  POST: async (req, context) => {
    let body: Record<string, unknown>;
    try {
      body = await readBody(req, 16 * 1024);
    } catch (error) {
      if (error instanceof BodyError) return jsonError(error.message, error.status);
      throw error;
    }
    const parsed = sessionRequestSchema.safeParse(body);
    if (!parsed.success) return jsonError(formatZodError(parsed.error), 400);
    const sessionId = randomUUID();
    insertQuoteSession(getDatabase(), sessionId, parsed.data.uuid, context.ip ?? null, parsed.data);
    return json({ session_id: sessionId }, { status: 201 });
  },
});

export const config = { path: "/api/sessions" };
