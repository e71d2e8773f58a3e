import { createHash } from "node:crypto";
import { isoNow, type StoreDb } from "../store";

/** Admin accounts and their sessions, as the Settings page manages them. */

export interface AdminUserRow {
  id: number;
  username: string;
  createdAt: string;
  activeSessions: number;
}

export interface SessionRow {
  /** The stored session id: kept on the server, never answered to a browser. */
  sessionId: string;
  /** sha256 of the session id, shortened: what the page shows and revokes by. */
  handle: string;
  createdAt: string;
  expiresAt: number;
  lastSeenAt: number;
}

/** A public handle for a session id: stable, and useless for signing in. */
export function sessionHandle(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("base64url").slice(0, 22);
}

/**
 * Every admin with the number of live sessions (not revoked, not expired at `now`, used within
 * `idleMs`), by username.
 */
export async function listAdminUsers(db: StoreDb, idleMs: number, now = Date.now()): Promise<AdminUserRow[]> {
  const rows = await db
    .selectFrom("admin_users as u")
    .leftJoin("admin_sessions as s", (join) =>
      join
        .onRef("s.user_id", "=", "u.id")
        .on("s.revoked", "=", 0)
        .on("s.expires_at", ">", now)
        .on("s.last_seen_at", ">", now - idleMs),
    )
    .select((eb) => ["u.id", "u.username", "u.created_at as createdAt", eb.fn.count<number>("s.id").as("activeSessions")])
    .groupBy(["u.id", "u.username", "u.created_at"])
    .orderBy("u.username_key")
    .execute();
  return rows.map((r) => ({ ...r, activeSessions: Number(r.activeSessions) }));
}

export async function getAdminUserById(db: StoreDb, id: number): Promise<{ id: number; username: string; passwordHash: string } | undefined> {
  return db.selectFrom("admin_users").select(["id", "username", "password_hash as passwordHash"]).where("id", "=", id).executeTakeFirst();
}

/** Creates an admin; undefined when the username (any case) is taken. */
export async function insertAdminUser(db: StoreDb, username: string, passwordHash: string, now = Date.now()): Promise<number | undefined> {
  const row = await db
    .insertInto("admin_users")
    .values({ username, username_key: username.toLowerCase(), password_hash: passwordHash, created_at: isoNow(now) })
    .onConflict((oc) => oc.column("username_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/**
 * Deletes an admin unless it is the last one; its sessions go with it (revoked, then removed by
 * the foreign key's cascade). Call inside a transaction that holds the admin-users lock, so two
 * admins removing each other cannot both succeed.
 */
export async function deleteAdminUser(db: StoreDb, id: number): Promise<"deleted" | "not-found" | "last-admin"> {
  const users = await db.selectFrom("admin_users").select("id").execute();
  if (!users.some((u) => u.id === id)) return "not-found";
  if (users.length <= 1) return "last-admin";
  await db.updateTable("admin_sessions").set({ revoked: 1 }).where("user_id", "=", id).execute();
  await db.deleteFrom("admin_users").where("id", "=", id).execute();
  return "deleted";
}

export async function setAdminPassword(db: StoreDb, id: number, passwordHash: string): Promise<boolean> {
  const result = await db.updateTable("admin_users").set({ password_hash: passwordHash }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every live session of a user except `keepSessionId`; returns how many. */
export async function revokeOtherSessions(db: StoreDb, userId: number, keepSessionId: string | null): Promise<number> {
  let query = db.updateTable("admin_sessions").set({ revoked: 1 }).where("user_id", "=", userId).where("revoked", "=", 0);
  if (keepSessionId !== null) query = query.where("id", "<>", keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A user's live sessions (not revoked, not expired, used within `idleMs`), newest first. */
export async function listLiveSessions(db: StoreDb, userId: number, idleMs: number, now = Date.now()): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom("admin_sessions")
    .select(["id", "created_at", "expires_at", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("revoked", "=", 0)
    .where("expires_at", ">", now)
    .where("last_seen_at", ">", now - idleMs)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    sessionId: r.id,
    handle: sessionHandle(r.id),
    createdAt: r.created_at,
    expiresAt: Number(r.expires_at),
    lastSeenAt: Number(r.last_seen_at),
  }));
}

/** Revokes the user's live session with this handle; the session id revoked, or undefined. */
export async function revokeSessionByHandle(
  db: StoreDb,
  userId: number,
  handle: string,
  idleMs: number,
  now = Date.now(),
): Promise<string | undefined> {
  const match = (await listLiveSessions(db, userId, idleMs, now)).find((s) => s.handle === handle);
  if (!match) return undefined;
  await db.updateTable("admin_sessions").set({ revoked: 1 }).where("id", "=", match.sessionId).execute();
  return match.sessionId;
}
