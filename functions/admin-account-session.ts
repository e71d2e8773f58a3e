import { accountSessionParamsSchema, type RevokeSessionResult } from "../src/lib/admin/users-api";
import { revokeOwnSession } from "../src/server/admin/accounts";
import { clearSessionCookie } from "../src/server/auth/cookies";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * DELETE /api/admin/account/sessions/:id: ends one of your own sessions, 200 `{ ok, current }`
 * (ending the current one also clears the cookie); 404 when you have no such live session.
 */
export default defineFunction({
  DELETE: route({
    admin: true,
    params: accountSessionParamsSchema,
    notFound: "Session not found",
    async handle({ req, params, admin, store, fail }) {
      const outcome = await revokeOwnSession(await store(), admin, params.id);
      if (!outcome.ok) return fail("Session not found", 404);
      const headers: Record<string, string> = outcome.current ? { "Set-Cookie": clearSessionCookie(req) } : {};
      return json({ ok: true, current: outcome.current } satisfies RevokeSessionResult, { headers });
    },
  }),
});

export const config = { path: "/api/admin/account/sessions/:id" };
