import { config } from "../config";

/**
 * The admin session cookie: HttpOnly (no script can read it), SameSite=Strict (never sent on
 * cross-site requests), Path=/, and Secure whenever the site is reached over https.
 */
export const SESSION_COOKIE = "nmd_admin_session";

/**
 * Whether the site is reached over https: the request URL says so (TLS on the socket, a
 * trusted proxy's scheme, or Netlify), or the configured SITE_URL is https and the request is
 * for that host (TLS ended by a proxy in front). A client-sent X-Forwarded-Proto never counts.
 */
export function isHttps(req: Request): boolean {
  const url = new URL(req.url);
  if (url.protocol === "https:") return true;
  const site = new URL(config().SITE_URL);
  return site.protocol === "https:" && site.host === url.host;
}

function attributes(req: Request, maxAgeSeconds: number): string {
  const parts = ["Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`];
  if (isHttps(req)) parts.push("Secure");
  return parts.join("; ");
}

/** `Set-Cookie` value carrying `token` for `maxAgeSeconds`. */
export function serializeSessionCookie(req: Request, token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; ${attributes(req, maxAgeSeconds)}`;
}

/** `Set-Cookie` value that deletes the session cookie (logout). */
export function clearSessionCookie(req: Request): string {
  return `${SESSION_COOKIE}=; ${attributes(req, 0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The session token from the request's Cookie header, or null. */
export function readSessionCookie(req: Request): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(eq + 1).trim();
    return value === "" ? null : value;
  }
  return null;
}
