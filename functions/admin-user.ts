import { LAST_ADMIN_MESSAGE, type RemoveAdminUserResult } from "../src/lib/admin/users-api";
import { removeAccount } from "../src/server/admin/accounts";
import { clearSessionCookie } from "../src/server/auth/cookies";
import { byId } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * DELETE /api/admin/users/:id: removes an admin and ends its sessions, 200 `{ ok, signedOut }`
 * (removing your own account signs you out and clears the cookie); 404 unknown; 409 when it is
 * the last admin.
 */
export default defineFunction({
  DELETE: byId("Admin not found", {
    admin: true,
    async handle({ req, id, admin, store, fail }) {
      const outcome = await removeAccount(await store(), admin, id);
      if (!outcome.ok) return outcome.reason === "last-admin" ? fail(LAST_ADMIN_MESSAGE, 409) : undefined;
      const headers: Record<string, string> = outcome.signedOut ? { "Set-Cookie": clearSessionCookie(req) } : {};
      return json({ ok: true, signedOut: outcome.signedOut } satisfies RemoveAdminUserResult, { headers });
    },
  }),
});

export const config = { path: "/api/admin/users/:id" };
