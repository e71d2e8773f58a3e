import { z } from "zod";
import { MAX_PASSWORD_LENGTH, newPasswordRule } from "../auth/password-policy";

/**
 * Admin accounts, your own password and your sessions: request schemas and response shapes of
 * /api/admin/users, /api/admin/account/password and /api/admin/account/sessions, shared by the
 * settings page, the functions and the use cases.
 */

export const ADMIN_USERS_PATH = "/api/admin/users";
export const ACCOUNT_PASSWORD_PATH = "/api/admin/account/password";
/** DELETE /api/admin/account/sessions/:id: a session's public handle; another shape is as unknown as a missing one (404). */
export const accountSessionParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export type AccountSessionParams = z.infer<typeof accountSessionParamsSchema>;

export const ACCOUNT_SESSIONS_PATH = "/api/admin/account/sessions";

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 64;
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]*$/;
export const USERNAME_RULES = `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, and . _ @ - (starting with a letter or digit)`;

export const usernameRule = z
  .string({ error: "Username is required" })
  .trim()
  .min(USERNAME_MIN_LENGTH, `must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_PATTERN, "may hold only letters, digits, and . _ @ - (starting with a letter or digit)");

/** POST /api/admin/users */
export const createAdminUserSchema = z.object({ username: usernameRule, password: newPasswordRule });
export type CreateAdminUser = z.output<typeof createAdminUserSchema>;

/** POST /api/admin/account/password */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
    new_password: newPasswordRule,
  })
  .refine((b) => b.current_password !== b.new_password, { message: "must differ from the current password", path: ["new_password"] });
export type ChangePassword = z.output<typeof changePasswordSchema>;

export interface AdminUserView {
  id: number;
  username: string;
  createdAt: string;
  /** Sessions not revoked and not expired. */
  activeSessions: number;
  /** The account of whoever asked. */
  isYou: boolean;
}

export interface AdminUserList {
  users: AdminUserView[];
}

export interface AccountSessionView {
  /** A handle for revoking, derived from the session (never the session id itself). */
  id: string;
  createdAt: string;
  expiresAt: string;
  /** When it was last used (recorded at most once a minute). */
  lastUsedAt: string;
  /** The session this request came with. */
  current: boolean;
}

export interface AccountSessionList {
  sessions: AccountSessionView[];
}

/** DELETE /api/admin/users/:id → 200 */
export interface RemoveAdminUserResult {
  ok: true;
  /** True when you removed your own account: your session ended too. */
  signedOut: boolean;
}

/** POST /api/admin/account/password → 200 */
export interface ChangePasswordResult {
  ok: true;
  /** How many of your other sessions were ended. */
  revokedSessions: number;
}

export const LAST_ADMIN_MESSAGE = "This is the last admin account; add another admin before removing it.";
