import { config } from "../config";
import { getDatabase } from "../db/connection";
import type { AdminSession } from "../db/admin-auth";
import { json } from "../http/responses";
import { sessionFromRequest } from "./session";

/** Guards of the admin API. Every /api/admin/* function starts with `requireAdmin`. */

/** `{ error, message }`: the house's `error` plus the `message` spec 7.2 reads on login failures. */
export function authError(message: string, status: number, init: ResponseInit = {}): Response {
  return json({ error: message, message }, { ...init, status });
}

/**
 * The signed-in admin's session, or a 401 JSON Response to return as is:
 * @example const admin = requireAdmin(req); if (admin instanceof Response) return admin;
 */
export function requireAdmin(req: Request): AdminSession | Response {
  const session = sessionFromRequest(getDatabase(), req);
  return session ?? authError("Authentication required", 401);
}

/**
 * For state-changing calls: a 403 JSON Response when the request carries an Origin header that
 * is neither the request's own origin nor the configured SITE_URL's; otherwise null.
 */
export function checkOrigin(req: Request): Response | null {
  const origin = req.headers.get("origin");
  if (origin === null) return null;
  const allowed = new Set([new URL(req.url).origin, new URL(config().SITE_URL).origin]);
  if (req.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https") {
    allowed.add(`https://${new URL(req.url).host}`);
  }
  return allowed.has(origin) ? null : authError("Cross-origin request refused", 403);
}
