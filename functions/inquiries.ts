import { formatZodError } from "../src/lib/errors";
import { inquirySchema } from "../src/lib/inquiries";
import { getDatabase } from "../src/server/db/snapshot";
import { countRecentInquiries, insertInquiry } from "../src/server/db/inquiries";
import { json, jsonError, methods } from "../src/server/http/responses";
import { BodyError, readBody } from "../src/server/http/request-body";

const MAX_BODY_BYTES = 8 * 1024;
const PER_IP_PER_HOUR = 5;
/** Hidden field real people leave empty; bots fill it. */
const HONEYPOT = "company_fax";

/**
 * POST /api/inquiries: a moving company's request about listing, featured listings, leads or
 * advertising. JSON callers get `{ id }` (201) or `{ error }`; a plain HTML form post gets a
 * 303 to the thank-you page, so the form works without JavaScript.
 */
export default methods({
  POST: async (req, context) => {
    const wantsJson = (req.headers.get("accept") ?? "").includes("application/json");
    let body: Record<string, unknown>;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyError) return jsonError(error.message, error.status);
      throw error;
    }
    const thanks = new URL("/inquiry-received", req.url).href;
    if (typeof body[HONEYPOT] === "string" && body[HONEYPOT] !== "") {
      return wantsJson ? json({ id: 0 }, { status: 201 }) : Response.redirect(thanks, 303);
    }
    const parsed = inquirySchema.safeParse(body);
    if (!parsed.success) return jsonError(formatZodError(parsed.error), 400);
    const db = getDatabase();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    if (countRecentInquiries(db, context.ip, hourAgo) >= PER_IP_PER_HOUR) {
      return jsonError("Too many requests from your network. Please try again in an hour or email us.", 429, { headers: { "Retry-After": "3600" } });
    }
    const id = insertInquiry(db, parsed.data, context.ip);
    return wantsJson ? json({ id }, { status: 201 }) : Response.redirect(thanks, 303);
  },
});

export const config = { path: "/api/inquiries" };
