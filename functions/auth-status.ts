import { json, methods } from "../src/server/http/responses";

/** Whether the caller has an admin session. Sessions arrive with the admin issue; until then nobody is signed in. */
export default methods({
  GET: () => json({ isAuthenticated: false }),
});

export const config = { path: "/api/auth/status" };
