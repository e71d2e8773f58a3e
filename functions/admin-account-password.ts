import { type ChangePasswordResult, changePasswordSchema } from "../src/lib/admin/users-api";
import { changeOwnPassword } from "../src/server/admin/accounts";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

const WRONG_CURRENT = "is not your current password";

/**
 * POST /api/admin/account/password `{ current_password, new_password }`: changes the signed-in
 * admin's password and ends the account's other sessions (this one stays), 200
 * `{ ok, revokedSessions }`; 400 names the field: a new password shorter than 12 characters,
 * or a current password that does not match.
 */
export default defineFunction({
  POST: route({
    admin: true,
    body: { schema: changePasswordSchema, maxBytes: 8 * 1024, accept: ["json"] },
    async handle({ admin, body, store, fail }) {
      const outcome = await changeOwnPassword(await store(), admin, body);
      if (outcome.ok) return json({ ok: true, revokedSessions: outcome.revokedSessions } satisfies ChangePasswordResult);
      if (outcome.reason === "not-found") return fail("Authentication required", 401);
      return json({ error: `current_password: ${WRONG_CURRENT}`, issues: [{ path: "current_password", message: WRONG_CURRENT }] }, { status: 400 });
    },
  }),
});

export const config = { path: "/api/admin/account/password" };
