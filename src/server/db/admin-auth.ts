import type { Db } from "./connection";

/** Admin users, their sessions, failed-login counters and generated secrets (all auth SQL). */

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
export function getAdminUserByUsername(db: Db, username: string): AdminUser | null {
  const row = db
    .prepare<[string], AdminUser>("SELECT id, username, password_hash AS passwordHash FROM admin_users WHERE username = ? COLLATE NOCASE")
    .get(username);
  return row ?? null;
}

export function countAdminUsers(db: Db): number {
  return db.prepare<[], { n: number }>("SELECT count(*) AS n FROM admin_users").get()?.n ?? 0;
}

/** Creates a user, or sets the password of an existing one; returns its id. */
export function upsertAdminUser(db: Db, username: string, passwordHash: string): number {
  const row = db
    .prepare<[string, string], { id: number }>(
      `INSERT INTO admin_users (username, password_hash) VALUES (?, ?)
       ON CONFLICT (username) DO UPDATE SET password_hash = excluded.password_hash
       RETURNING id`,
    )
    .get(username, passwordHash);
  return row?.id ?? 0;
}

/** Stores a new session and drops sessions that expired before `now`. */
export function insertAdminSession(db: Db, sessionId: string, userId: number, expiresAt: number, now = Date.now()): void {
  db.transaction(() => {
    db.prepare("DELETE FROM admin_sessions WHERE expires_at <= ?").run(now);
    db.prepare("INSERT INTO admin_sessions (id, user_id, expires_at) VALUES (?, ?, ?)").run(sessionId, userId, expiresAt);
  })();
}

/** The live session with this id (not revoked, not expired at `now`) and its user, or null. */
export function getActiveAdminSession(db: Db, sessionId: string, now = Date.now()): AdminSession | null {
  const row = db
    .prepare<[string, number], AdminSession>(
      `SELECT s.id AS sessionId, s.user_id AS userId, u.username, s.expires_at AS expiresAt
       FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
       WHERE s.id = ? AND s.revoked = 0 AND s.expires_at > ?`,
    )
    .get(sessionId, now);
  return row ?? null;
}

/** Marks a session revoked (logout); later checks of its token fail. */
export function revokeAdminSession(db: Db, sessionId: string): void {
  db.prepare("UPDATE admin_sessions SET revoked = 1 WHERE id = ?").run(sessionId);
}

/** The failed-login counter of a key ('user:<name>' or 'ip:<addr>'), or null. */
export function getLoginAttempt(db: Db, key: string): LoginAttempt | null {
  const row = db
    .prepare<[string], LoginAttempt>("SELECT key, failures, locked_until AS lockedUntil, updated_at AS updatedAt FROM login_attempts WHERE key = ?")
    .get(key);
  return row ?? null;
}

/** Writes the counters of several keys in one transaction. */
export function saveLoginAttempts(db: Db, attempts: readonly LoginAttempt[]): void {
  const stmt = db.prepare(
    `INSERT INTO login_attempts (key, failures, locked_until, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until, updated_at = excluded.updated_at`,
  );
  db.transaction(() => {
    for (const a of attempts) stmt.run(a.key, a.failures, a.lockedUntil, a.updatedAt);
  })();
}

/** Forgets a key's failures (successful login). */
export function clearLoginAttempts(db: Db, key: string): void {
  db.prepare("DELETE FROM login_attempts WHERE key = ?").run(key);
}

/**
 * The stored secret `name`, creating it with `generate()` when missing. INSERT OR IGNORE then
 * read, so two processes starting together agree on one value.
 */
export function getOrCreateSecret(db: Db, name: string, generate: () => string): string {
  db.prepare("INSERT OR IGNORE INTO app_secrets (name, value) VALUES (?, ?)").run(name, generate());
  return db.prepare<[string], { value: string }>("SELECT value FROM app_secrets WHERE name = ?").get(name)?.value ?? "";
}
