import { clearSessionCookie } from "../src/server/auth/cookies";
import { endSession } from "../src/server/auth/session";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/logout: revokes the caller's session, if any, and clears the cookie; always 200
 * `{ ok: true }`. Cross-site requests never carry the SameSite=Strict cookie, and a foreign
 * Origin is refused.
 */
export default defineFunction({
  GET: route({
    sameOrigin: true,
    async handle({ req, store }) {
      await endSession(await store(), req);
      return json({ ok: true }, { headers: { "Set-Cookie": clearSessionCookie(req) } });
    },
  }),
});

export const config = { path: "/api/logout" };
