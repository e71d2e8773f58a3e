import { formatZodError } from "../src/lib/errors";
import { loginSchema } from "../src/lib/auth/login-schema";
import { ensureFirstAdmin } from "../src/server/auth/bootstrap";
import { serializeSessionCookie } from "../src/server/auth/cookies";
import { authError, checkOrigin } from "../src/server/auth/guard";
import { lockedFor, lockedMessage, recordLoginFailure, recordLoginSuccess, throttleKeys } from "../src/server/auth/login-throttle";
import { dummyPasswordHash, verifyPassword } from "../src/server/auth/password";
import { createSession } from "../src/server/auth/session";
import { getAdminUserByUsername } from "../src/server/db/admin-auth";
import { getDatabase } from "../src/server/db/connection";
import { json, methods } from "../src/server/http/responses";
import { BodyError, readBody } from "../src/server/http/request-body";

const MAX_BODY_BYTES = 8 * 1024;
const INVALID = "Invalid username or password";

/**
 * POST /api/login (spec 7.2): JSON `{ username, password }`. 200 `{ ok: true }` with the
 * session cookie; errors carry `{ error, message }`: 400 bad body, 401 wrong credentials
 * (the same answer, after the same scrypt work, whether or not the user exists), 403 foreign
 * Origin, 429 while the username or IP is locked after repeated failures.
 */
export default methods({
  POST: async (req, context) => {
    const refused = checkOrigin(req);
    if (refused) return refused;
    const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (type !== "application/json") return authError("Content-Type must be application/json", 415);
    let body: Record<string, unknown>;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyError) return authError(error.message, error.status);
      throw error;
    }
    const parsed = loginSchema.safeParse(body);
    if (!parsed.success) return authError(formatZodError(parsed.error), 400);
    const { username, password } = parsed.data;

    const db = getDatabase();
    await ensureFirstAdmin(db);
    const keys = throttleKeys(username, context.ip);
    const wait = lockedFor(db, keys);
    if (wait > 0) return authError(lockedMessage(wait), 429, { headers: { "Retry-After": String(Math.ceil(wait / 1000)) } });

    const user = getAdminUserByUsername(db, username);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !matches) {
      recordLoginFailure(db, keys);
      return authError(INVALID, 401);
    }
    recordLoginSuccess(db, keys[0]);
    const session = createSession(db, user.id);
    return json({ ok: true }, { headers: { "Set-Cookie": serializeSessionCookie(req, session.token, session.maxAgeSeconds) } });
  },
});

export const config = { path: "/api/login" };
