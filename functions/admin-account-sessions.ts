import { listOwnSessions } from "../src/server/admin/accounts";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/** GET /api/admin/account/sessions: your live sessions, `{ sessions: [{ id, createdAt, expiresAt, current }] }`, newest first. */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ admin, store }) {
      return json(await listOwnSessions(await store(), admin));
    },
  }),
});

export const config = { path: "/api/admin/account/sessions" };
