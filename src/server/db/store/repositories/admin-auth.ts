import { sql } from "kysely";
import { countRows } from "../count-rows";
import { isoNow, type StoreDb } from "../store";

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
  /** The last request seen on it (updated at most once a minute). */
  lastSeenAt: number;
}

export interface LoginAttemptCount {
  /** True when this attempt was counted and may be checked; false when the pair was already locked. */
  counted: boolean;
  /** Attempts counted since the last success, this one included when counted. */
  attempts: number;
  /** When the pair's lock ends (0 or past: not locked). */
  lockedUntil: number;
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
  return countRows(db.selectFrom("admin_users"));
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

/** Stores a new session (seen now) and drops sessions that expired before `now`. */
export async function insertAdminSession(db: StoreDb, sessionId: string, userId: number, expiresAt: number, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("admin_sessions").where("expires_at", "<=", now).execute();
    await trx
      .insertInto("admin_sessions")
      .values({ id: sessionId, user_id: userId, expires_at: expiresAt, created_at: isoNow(now), last_seen_at: now })
      .execute();
  });
}

/**
 * The live session with this id and its user, or null: not revoked, not expired at `now`, and
 * seen within the last `idleMs`.
 */
export async function getActiveAdminSession(
  db: StoreDb,
  sessionId: string,
  now = Date.now(),
  idleMs = Number.POSITIVE_INFINITY,
): Promise<AdminSession | null> {
  const row = await db
    .selectFrom("admin_sessions as s")
    .innerJoin("admin_users as u", "u.id", "s.user_id")
    .select(["s.id as sessionId", "s.user_id as userId", "u.username", "s.expires_at as expiresAt", "s.last_seen_at as lastSeenAt"])
    .where("s.id", "=", sessionId)
    .where("s.revoked", "=", 0)
    .where("s.expires_at", ">", now)
    .$if(Number.isFinite(idleMs), (qb) => qb.where("s.last_seen_at", ">", now - idleMs))
    .executeTakeFirst();
  return row ? { ...row, expiresAt: Number(row.expiresAt), lastSeenAt: Number(row.lastSeenAt) } : null;
}

/** Records that a session was used at `now`, unless that was already recorded less than `minGapMs` ago (one write a minute at most). */
export async function touchAdminSession(db: StoreDb, sessionId: string, now = Date.now(), minGapMs = 60_000): Promise<void> {
  await db
    .updateTable("admin_sessions")
    .set({ last_seen_at: now })
    .where("id", "=", sessionId)
    .where("last_seen_at", "<=", now - minGapMs)
    .execute();
}

/**
 * Replaces a user's password hash with a stronger one of the same password, only if the stored
 * hash is still `oldHash` (a password changed meanwhile is left alone).
 */
export async function replacePasswordHash(db: StoreDb, userId: number, oldHash: string, newHash: string): Promise<boolean> {
  const result = await db
    .updateTable("admin_users")
    .set({ password_hash: newHash })
    .where("id", "=", userId)
    .where("password_hash", "=", oldHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a session revoked (logout); later checks of its token fail. */
export async function revokeAdminSession(db: StoreDb, sessionId: string): Promise<void> {
  await db.updateTable("admin_sessions").set({ revoked: 1 }).where("id", "=", sessionId).execute();
}

/** A millisecond value typed as bigint for Postgres, which cannot infer a parameter's type inside CASE. */
const millis = (value: number) => sql<number>`cast(${value} as bigint)`;

/**
 * Counts a login attempt against `key` before its password is checked, in one upsert, so
 * parallel attempts each get their own count: while the key is locked nothing changes and the
 * attempt is not counted; otherwise the count goes up (restarting at 1 after `forgetMs`
 * without attempts), the lock that count sets is applied at once (`lockMs[n - 1]` for the n-th
 * attempt, the last entry for every later one; 0 for none), and `attemptId` is recorded as the
 * attempt let through.
 */
export async function countLoginAttempt(
  db: StoreDb,
  key: string,
  attemptId: string,
  lockMs: readonly number[],
  forgetMs: number,
  now = Date.now(),
): Promise<LoginAttemptCount> {
  const lockAt = (ms: number) => millis(ms > 0 ? now + ms : 0);
  const locked = sql`login_attempts.locked_until > ${millis(now)}`;
  const next = sql`(CASE WHEN login_attempts.updated_at <= ${millis(now - forgetMs)} THEN 1 ELSE login_attempts.failures + 1 END)`;
  const lockFor = (count: typeof next) =>
    sql`CASE ${count} ${sql.join(
      lockMs.slice(0, -1).map((ms, i) => sql`WHEN ${i + 1} THEN ${lockAt(ms)}`),
      sql` `,
    )} ELSE ${lockAt(lockMs[lockMs.length - 1] ?? 0)} END`;
  const row = await db
    .insertInto("login_attempts")
    .values({ key, failures: 1, locked_until: lockMs[0] ? now + lockMs[0] : 0, updated_at: now, attempt_id: attemptId })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql<number>`CASE WHEN ${locked} THEN login_attempts.failures ELSE ${next} END`,
        locked_until: sql<number>`CASE WHEN ${locked} THEN login_attempts.locked_until ELSE ${lockFor(next)} END`,
        attempt_id: sql<string>`CASE WHEN ${locked} THEN login_attempts.attempt_id ELSE ${attemptId} END`,
        updated_at: sql<number>`CASE WHEN ${locked} THEN login_attempts.updated_at ELSE ${millis(now)} END`,
      }),
    )
    .returning(["failures", "locked_until", "attempt_id"])
    .executeTakeFirstOrThrow();
  return { counted: row.attempt_id === attemptId, attempts: Number(row.failures), lockedUntil: Number(row.locked_until) };
}

/** Forgets a key's attempts and lock (successful login). */
export async function clearLoginAttempts(db: StoreDb, key: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("key", "=", key).execute();
}

/**
 * The stored secret `name`, creating it with `generate()` when missing. Insert-if-absent then
 * read, so two processes starting together agree on one value.
 */
export async function getOrCreateSecret(db: StoreDb, name: string, generate: () => string): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value ?? "";
}
