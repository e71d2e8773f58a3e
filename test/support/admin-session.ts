import { SESSION_COOKIE } from "../../src/server/auth/cookies";
import { createSession } from "../../src/server/auth/session";
import { upsertAdminUser } from "../../src/server/db/store/repositories/admin-auth";
import type { Store } from "../../src/server/db/store/store";

/**
 * The Cookie header of a signed-in admin: creates the user (with a hash no password matches)
 * and a session in `store`, as signing in would.
 * Example: `cookie = await adminCookie(t.store, "leads-admin");`
 */
export async function adminCookie(store: Store, username: string): Promise<string> {
  const userId = await upsertAdminUser(store.db, username, "not-a-real-hash");
  return `${SESSION_COOKIE}=${(await createSession(store, userId)).token}`;
}
