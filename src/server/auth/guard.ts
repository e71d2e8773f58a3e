import { config } from "../config";
import { json } from "../http/responses";

/** Guards of the admin API and login, used by the function wrapper (define-function.ts). */

/** `{ error, message }`: the house's `error` plus the `message` the login form reads on failures. */
export function authError(message: string, status: number, init: { headers?: Record<string, string> } = {}): Response {
  return json({ error: message, message }, { headers: init.headers, status });
}

/**
 * For state-changing calls: true only when the browser says the request comes from this site.
 * That is an Origin equal to the configured SITE_URL's origin or to the request URL's origin
 * (which the local server builds from a Host it has vouched for, and Netlify from the host it
 * served), or, when a browser sent no Origin, `Sec-Fetch-Site: same-origin`. A request that
 * says neither (a script outside a browser, an old form) is refused like a foreign one.
 */
export function originAllowed(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin === null) return req.headers.get("sec-fetch-site") === "same-origin";
  return origin === new URL(config().SITE_URL).origin || origin === new URL(req.url).origin;
}
