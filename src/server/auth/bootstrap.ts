import { randomInt } from "node:crypto";
import { config } from "../config";
import { getAdminUserByUsername, insertFirstAdminUser, upsertAdminUser } from "../db/store/repositories/admin-auth";
import type { Store } from "../db/store/store";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password";

/**
 * Makes sure an admin exists, once per process and database: ADMIN_USERNAME/ADMIN_PASSWORD
 * when set (created, or its password updated to match); otherwise, if there is no admin yet,
 * `admin` with a random 20-character password printed once. Never a fixed default password.
 */
const done = new WeakMap<Store, Promise<void>>();
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

export function randomPassword(length = 20): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

async function ensure({ db }: Store, log: (line: string) => void): Promise<void> {
  await dummyPasswordHash(); // warm: unknown users must not answer faster than known ones
  const { ADMIN_USERNAME, ADMIN_PASSWORD } = config();
  if (ADMIN_USERNAME && ADMIN_PASSWORD) {
    const existing = await getAdminUserByUsername(db, ADMIN_USERNAME);
    if (existing && (await verifyPassword(ADMIN_PASSWORD, existing.passwordHash))) return;
    await upsertAdminUser(db, existing?.username ?? ADMIN_USERNAME, await hashPassword(ADMIN_PASSWORD));
    return;
  }
  const password = randomPassword();
  if (!(await insertFirstAdminUser(db, "admin", await hashPassword(password)))) return;
  log(`Created admin user 'admin' with password: ${password}  (shown once; set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own)`);
}

/** Ensures the first admin (see above); later calls for the same database return the first call's promise. */
export function ensureFirstAdmin(db: Store, log: (line: string) => void = (line) => console.error(line)): Promise<void> {
  let pending = done.get(db);
  if (!pending) {
    pending = ensure(db, log).catch((error) => {
      done.delete(db);
      throw error;
    });
    done.set(db, pending);
  }
  return pending;
}
