import { type LoginResponse, loginSchema } from "../src/lib/auth/auth-api";
import { serializeSessionCookie } from "../src/server/auth/cookies";
import { authError } from "../src/server/auth/guard";
import { logIn } from "../src/server/auth/log-in";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * POST /api/login: JSON `{ username, password }`. 200 `{ ok: true }` with the session cookie;
 * errors carry `{ error, message }`: 400 bad body, 401 wrong credentials, 403 foreign Origin,
 * 415 not JSON, 429 while the username or IP is locked after repeated failures.
 */
export default defineFunction({
  POST: route({
    sameOrigin: true,
    body: { schema: loginSchema, maxBytes: 8 * 1024, accept: ["json"] },
    errors: (message, status, extra) => authError(message, status, { headers: extra?.headers }),
    async handle({ req, body, context, store }) {
      const outcome = await logIn(await store(), body, context.ip);
      if (!outcome.ok) {
        return authError(
          outcome.message,
          outcome.status,
          outcome.status === 429 ? { headers: { "Retry-After": String(outcome.retryAfterSeconds) } } : {},
        );
      }
      const { token, maxAgeSeconds } = outcome.session;
      return json({ ok: true } satisfies LoginResponse, { headers: { "Set-Cookie": serializeSessionCookie(req, token, maxAgeSeconds) } });
    },
  }),
});

export const config = { path: "/api/login" };
