import { API_CSP } from "./csp";

/**
 * The security headers every response carries. netlify.toml sets the same values on the CDN's
 * static files (`[[headers]] for = "/*"`, checked against this list by a test), but Netlify does
 * not apply `[[headers]]` to function responses, so the function wrapper adds them itself. The
 * pages' Content-Security-Policy depends on the build and comes from dist/_headers (csp.ts).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "geolocation=(), camera=(), microphone=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** What function responses carry: the headers above plus a policy that lets them load nothing. */
const FUNCTION_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, "Content-Security-Policy": API_CSP };

/** Sets each security header (and the functions' CSP) the response does not set already. */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(FUNCTION_HEADERS)) {
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
