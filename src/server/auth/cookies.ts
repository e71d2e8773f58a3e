/**
 * The admin session cookie: HttpOnly (no script can read it), SameSite=Strict (never sent on
 * cross-site requests), Path=/, and Secure whenever the site is reached over https.
 */
export const SESSION_COOKIE = "nmd_admin_session";

/** Whether the request came over https (directly, or per the proxy's X-Forwarded-Proto). */
export function isHttps(req: Request): boolean {
  if (new URL(req.url).protocol === "https:") return true;
  const forwarded = (req.headers.get("x-forwarded-proto") ?? "").split(",")[0].trim().toLowerCase();
  return forwarded === "https";
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
