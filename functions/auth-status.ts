import type { AuthStatusResponse } from "../src/lib/auth/auth-api";
import { sessionFromRequest } from "../src/server/auth/session";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/** GET /api/auth/status: `{ isAuthenticated }`, true while the session cookie names a live session. */
export default defineFunction({
  GET: route({
    async handle({ req, store }) {
      const answer: AuthStatusResponse = { isAuthenticated: (await sessionFromRequest(await store(), req)) !== null };
      return json(answer);
    },
  }),
});

export const config = { path: "/api/auth/status" };
