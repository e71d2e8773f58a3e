import { clearSessionCookie } from "../src/server/auth/cookies";
import { checkOrigin } from "../src/server/auth/guard";
import { endSession } from "../src/server/auth/session";
import { getDatabase } from "../src/server/db/connection";
import { json, methods } from "../src/server/http/responses";

/**
 * GET /api/logout (spec 7.2): revokes the caller's session, if any, and clears the cookie;
 * always 200 `{ ok: true }`. Cross-site requests never carry the SameSite=Strict cookie, and a
 * foreign Origin is refused.
 */
export default methods({
  GET: (req) => {
    const refused = checkOrigin(req);
    if (refused) return refused;
    endSession(getDatabase(), req);
    return json({ ok: true }, { headers: { "Set-Cookie": clearSessionCookie(req) } });
  },
});

export const config = { path: "/api/logout" };
