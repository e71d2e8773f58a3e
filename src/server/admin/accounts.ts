import type {
  AccountSessionList,
  AdminUserList,
  AdminUserView,
  ChangePassword,
  ChangePasswordResult,
  CreateAdminUser,
} from "../../lib/admin/users-api";
import { hashPassword, verifyPassword } from "../auth/password";
import { config } from "../config";
import type { AdminSession } from "../db/store/repositories/admin-auth";
import {
  deleteAdminUser,
  getAdminUserById,
  insertAdminUser,
  listAdminUsers,
  listLiveSessions,
  revokeOtherSessions,
  revokeSessionByHandle,
  setAdminPassword,
} from "../db/store/repositories/admin-users";
import { recordAudit } from "../db/store/repositories/audit";
import type { Store, StoreDb } from "../db/store/store";
import { lockForTransaction } from "../db/store/store-locks";

/**
 * What an admin does to admin accounts: list, add and remove them (never the last one), change
 * their own password (ending their other sessions), and see or end their own sessions. Each
 * change is recorded in the audit log in the same transaction.
 */

const LOCK = "admin-users";

/** Records, in the write's transaction `trx`, what `me` did to an admin account (or, with `targetType`, a session). */
function audit(trx: StoreDb, me: AdminSession, action: string, targetId: string | number, summary: string, targetType = "admin_user") {
  return recordAudit(trx, { actor: me.username, action, targetType, targetId, summary });
}

/** How long an unused session stays signed in. */
const idleMs = () => config().SESSION_IDLE_MINUTES * 60_000;

export async function listAccounts(store: Store, me: AdminSession): Promise<AdminUserList> {
  const users = await listAdminUsers(store.db, idleMs());
  return { users: users.map((u) => ({ ...u, isYou: u.id === me.userId })) };
}

export type CreateOutcome = { ok: true; user: AdminUserView } | { ok: false; reason: "taken" };

/** Adds an admin; refused when the username is taken in any letter case. */
export async function createAccount(store: Store, me: AdminSession, input: CreateAdminUser): Promise<CreateOutcome> {
  const hash = await hashPassword(input.password);
  const id = await store.db.transaction().execute(async (trx) => {
    const created = await insertAdminUser(trx, input.username, hash);
    if (created !== undefined) await audit(trx, me, "account.create", created, `Added admin ${input.username}`);
    return created;
  });
  if (id === undefined) return { ok: false, reason: "taken" };
  const user = (await listAdminUsers(store.db, idleMs())).find((u) => u.id === id);
  return { ok: true, user: { id, username: input.username, createdAt: user?.createdAt ?? "", activeSessions: 0, isYou: false } };
}

export type RemoveOutcome = { ok: true; signedOut: boolean } | { ok: false; reason: "not-found" | "last-admin" };

/** Removes an admin and ends its sessions; the last admin stays. Removing yourself signs you out. */
export async function removeAccount(store: Store, me: AdminSession, id: number): Promise<RemoveOutcome> {
  const outcome = await store.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, store.engine, LOCK);
    const user = await getAdminUserById(trx, id);
    const result = await deleteAdminUser(trx, id);
    if (result === "deleted" && user) {
      const summary = id === me.userId ? `Removed their own admin account ${user.username}` : `Removed admin ${user.username}`;
      await audit(trx, me, "account.delete", id, summary);
    }
    return result;
  });
  if (outcome !== "deleted") return { ok: false, reason: outcome };
  return { ok: true, signedOut: id === me.userId };
}

export type PasswordOutcome = ({ ok: true } & ChangePasswordResult) | { ok: false; reason: "wrong-current" | "not-found" };

/**
 * Changes the signed-in admin's password after checking the current one, and ends every other
 * session of the account (this one stays signed in).
 */
export async function changeOwnPassword(store: Store, me: AdminSession, input: ChangePassword): Promise<PasswordOutcome> {
  const user = await getAdminUserById(store.db, me.userId);
  if (!user) return { ok: false, reason: "not-found" };
  if (!(await verifyPassword(input.current_password, user.passwordHash))) return { ok: false, reason: "wrong-current" };
  const hash = await hashPassword(input.new_password);
  const revoked = await store.db.transaction().execute(async (trx) => {
    await setAdminPassword(trx, me.userId, hash);
    const n = await revokeOtherSessions(trx, me.userId, me.sessionId);
    await audit(trx, me, "account.password", me.userId, `Changed their password; ended ${n} other session${n === 1 ? "" : "s"}`);
    return n;
  });
  return { ok: true, revokedSessions: revoked };
}

export async function listOwnSessions(store: Store, me: AdminSession): Promise<AccountSessionList> {
  const sessions = await listLiveSessions(store.db, me.userId, idleMs());
  return {
    sessions: sessions.map((s) => ({
      id: s.handle,
      createdAt: s.createdAt,
      expiresAt: new Date(s.expiresAt).toISOString(),
      lastUsedAt: new Date(s.lastSeenAt).toISOString(),
      current: s.sessionId === me.sessionId,
    })),
  };
}

/** Ends one of your own sessions; `current` is true when it was the one making this request. */
export async function revokeOwnSession(store: Store, me: AdminSession, handle: string): Promise<{ ok: true; current: boolean } | { ok: false }> {
  const revoked = await store.db.transaction().execute(async (trx) => {
    const sessionId = await revokeSessionByHandle(trx, me.userId, handle, idleMs());
    if (sessionId !== undefined) {
      const summary = sessionId === me.sessionId ? "Ended their current session" : "Ended one of their other sessions";
      await audit(trx, me, "session.revoke", handle, summary, "admin_session");
    }
    return sessionId;
  });
  return revoked === undefined ? { ok: false } : { ok: true, current: revoked === me.sessionId };
}
