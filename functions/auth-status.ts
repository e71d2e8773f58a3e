import { sessionFromRequest } from "../src/server/auth/session";
import { getDatabase } from "../src/server/db/connection";
import { json, methods } from "../src/server/http/responses";

/** GET /api/auth/status (spec 7.2): `{ isAuthenticated }`, true while the session cookie names a live session. */
export default methods({
  GET: (req) => json({ isAuthenticated: sessionFromRequest(getDatabase(), req) !== null }),
});

export const config = { path: "/api/auth/status" };
