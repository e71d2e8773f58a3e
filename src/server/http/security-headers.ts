/**
 * The security headers every response carries. netlify.toml sets the same values on the CDN's
 * static files (`[[headers]] for = "/*"`, checked against this list by a test), but Netlify does
 * not apply `[[headers]]` to function responses, so the function wrapper adds them itself.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "geolocation=(), camera=(), microphone=()",
};

/** Sets each security header the response does not set already. */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) {
      try {
        response.headers.set(name, value);
      } catch {
        // Immutable headers (a Response from fetch): copy it into one we may change.
        const copy = new Response(response.body, response);
        return withSecurityHeaders(copy);
      }
    }
  }
  return response;
}
