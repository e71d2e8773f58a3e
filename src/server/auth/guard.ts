import { config } from "../config";
import { json } from "../http/responses";

/** Guards of the admin API and login, used by the function wrapper (define-function.ts). */

/** `{ error, message }`: the house's `error` plus the `message` the login form reads on failures. */
export function authError(message: string, status: number, init: { headers?: Record<string, string> } = {}): Response {
  return json({ error: message, message }, { headers: init.headers, status });
}

/**
 * For state-changing calls: false when the request carries an Origin header that is neither the
 * request's own origin nor the configured SITE_URL's (a cross-site form or script), else true.
 */
export function originAllowed(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin === null) return true;
  const allowed = new Set([new URL(req.url).origin, new URL(config().SITE_URL).origin]);
  if (req.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https") {
    allowed.add(`https://${new URL(req.url).host}`);
  }
  return allowed.has(origin);
}
