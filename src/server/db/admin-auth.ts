import { isoNow, type StoreDb } from "./store";

/** Admin users, their sessions, failed-login counters and generated secrets (all auth queries). */

export interface AdminUser {
  id: number;
  username: string;
  passwordHash: string;
}

export interface AdminSession {
  sessionId: string;
  userId: number;
  username: string;
  expiresAt: number;
}

export interface LoginAttempt {
  key: string;
  failures: number;
  lockedUntil: number;
  updatedAt: number;
}

/** The user with this username (case-insensitive), or null. */
export async function getAdminUserByUsername(db: StoreDb, username: string): Promise<AdminUser | null> {
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "username", "password_hash as passwordHash"])
    .where("username_key", "=", username.toLowerCase())
    .executeTakeFirst();
  return row ?? null;
}

export async function countAdminUsers(db: StoreDb): Promise<number> {
  const row = await db.selectFrom("admin_users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Creates a user, or sets the password of an existing one (matched case-insensitively); returns
 * its id. One statement, so two processes starting together cannot create the user twice.
 */
export async function upsertAdminUser(db: StoreDb, username: string, passwordHash: string): Promise<number> {
  const row = await db
    .insertInto("admin_users")
    .values({ username, username_key: username.toLowerCase(), password_hash: passwordHash, created_at: isoNow() })
    .onConflict((oc) => oc.column("username_key").doUpdateSet({ password_hash: passwordHash }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Creates the user only if no admin exists yet; true when this call created it. Safe under
 * concurrent cold starts: the insert is skipped when the name is taken, and the count is
 * checked in the same statement.
 */
export async function insertFirstAdminUser(db: StoreDb, username: string, passwordHash: string): Promise<boolean> {
  const inserted = await db
    .insertInto("admin_users")
    .columns(["username", "username_key", "password_hash", "created_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(username).as("username"),
          eb.val(username.toLowerCase()).as("username_key"),
          eb.val(passwordHash).as("password_hash"),
          eb.val(isoNow()).as("created_at"),
        ])
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom("admin_users").select("id")))),
    )
    .onConflict((oc) => oc.column("username_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Stores a new session and drops sessions that expired before `now`. */
export async function insertAdminSession(db: StoreDb, sessionId: string, userId: number, expiresAt: number, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("admin_sessions").where("expires_at", "<=", now).execute();
    await trx.insertInto("admin_sessions").values({ id: sessionId, user_id: userId, expires_at: expiresAt, created_at: isoNow(now) }).execute();
  });
}

/** The live session with this id (not revoked, not expired at `now`) and its user, or null. */
export async function getActiveAdminSession(db: StoreDb, sessionId: string, now = Date.now()): Promise<AdminSession | null> {
  const row = await db
    .selectFrom("admin_sessions as s")
    .innerJoin("admin_users as u", "u.id", "s.user_id")
    .select(["s.id as sessionId", "s.user_id as userId", "u.username", "s.expires_at as expiresAt"])
    .where("s.id", "=", sessionId)
    .where("s.revoked", "=", 0)
    .where("s.expires_at", ">", now)
    .executeTakeFirst();
  return row ? { ...row, expiresAt: Number(row.expiresAt) } : null;
}

/** Marks a session revoked (logout); later checks of its token fail. */
export async function revokeAdminSession(db: StoreDb, sessionId: string): Promise<void> {
  await db.updateTable("admin_sessions").set({ revoked: 1 }).where("id", "=", sessionId).execute();
}

/** The failed-login counters of these keys ('user:<name>', 'ip:<addr>'), by key. */
export async function getLoginAttempts(db: StoreDb, keys: readonly string[]): Promise<Map<string, LoginAttempt>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom("login_attempts")
    .select(["key", "failures", "locked_until as lockedUntil", "updated_at as updatedAt"])
    .where("key", "in", keys)
    .execute();
  return new Map(rows.map((r) => [r.key, { ...r, lockedUntil: Number(r.lockedUntil), updatedAt: Number(r.updatedAt) }]));
}

/** Writes the counters of several keys in one transaction. */
export async function saveLoginAttempts(db: StoreDb, attempts: readonly LoginAttempt[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const a of attempts) {
      await trx
        .insertInto("login_attempts")
        .values({ key: a.key, failures: a.failures, locked_until: a.lockedUntil, updated_at: a.updatedAt })
        .onConflict((oc) => oc.column("key").doUpdateSet({ failures: a.failures, locked_until: a.lockedUntil, updated_at: a.updatedAt }))
        .execute();
    }
  });
}

/** Forgets a key's failures (successful login). */
export async function clearLoginAttempts(db: StoreDb, key: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("key", "=", key).execute();
}

/**
 * The stored secret `name`, creating it with `generate()` when missing. Insert-if-absent then
 * read, so two processes starting together agree on one value.
 */
export async function getOrCreateSecret(db: StoreDb, name: string, generate: () => string): Promise<string> {
  await db.insertInto("app_secrets").values({ name, value: generate() }).onConflict((oc) => oc.column("name").doNothing()).execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value ?? "";
}
