import { type CreateAdminUserResult, createAdminUserSchema } from "../src/lib/admin/users-api";
import { createAccount, listAccounts } from "../src/server/admin/accounts";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/users: `{ users: [{ id, username, createdAt, activeSessions, isYou }] }`.
 * POST `{ username, password }`: adds an admin (201 `{ user }`); 400 names the field that breaks
 * the username or password rules; 409 when the username is taken (in any letter case).
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ admin, store }) {
      return json(await listAccounts(await store(), admin));
    },
  }),
  POST: route({
    admin: true,
    body: { schema: createAdminUserSchema, maxBytes: 8 * 1024, accept: ["json"] },
    async handle({ admin, body, store, fail }) {
      const outcome = await createAccount(await store(), admin, body);
      if (!outcome.ok) return fail(`username: "${body.username}" is already an admin`, 409);
      return json({ user: outcome.user } satisfies CreateAdminUserResult, { status: 201 });
    },
  }),
});

export const config = { path: "/api/admin/users" };
