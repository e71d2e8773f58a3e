import { clearSessionCookie } from "../src/server/auth/cookies";
import { endSession } from "../src/server/auth/session";
import { defineFunction, type HandlerInput, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * POST /api/logout, or GET /api/logout from the page's own script (`Sec-Fetch-Dest: empty`):
 * revokes the caller's session, if any, and clears the cookie; 200 `{ ok: true }`. Both need
 * a same-site Origin (or `Sec-Fetch-Site: same-origin`), and a GET the browser makes for an
 * image, a frame or a navigation is refused (403), so a picture pointing here logs nobody out.
 */
async function logOut({ req, store }: HandlerInput<undefined, undefined>): Promise<Response> {
  await endSession(await store(), req);
  return json({ ok: true }, { headers: { "Set-Cookie": clearSessionCookie(req) } });
}

export default defineFunction({
  GET: route({
    sameOrigin: true,
    handle: (input) =>
      input.req.headers.get("sec-fetch-dest") === "empty" ? logOut(input) : input.fail("Log out with POST or from the page's script", 403),
  }),
  POST: route({ sameOrigin: true, handle: logOut }),
});

export const config = { path: "/api/logout" };
