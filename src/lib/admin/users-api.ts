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

export const adminUserViewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  createdAt: z.string(),
  /** Sessions not revoked and not expired. */
  activeSessions: z.number().int(),
  /** The account of whoever asked. */
  isYou: z.boolean(),
});
export type AdminUserView = z.infer<typeof adminUserViewSchema>;

/** GET /api/admin/users → 200 */
export const adminUserListSchema = z.object({ users: z.array(adminUserViewSchema) });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** POST /api/admin/users → 201 */
export const createAdminUserResultSchema = z.object({ user: adminUserViewSchema });
export type CreateAdminUserResult = z.infer<typeof createAdminUserResultSchema>;

export const accountSessionViewSchema = z.object({
  /** A handle for revoking, derived from the session (never the session id itself). */
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When it was last used (recorded at most once a minute). */
  lastUsedAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSessionView = z.infer<typeof accountSessionViewSchema>;

/** GET /api/admin/account/sessions → 200 */
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionViewSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

/** DELETE /api/admin/account/sessions/:id → 200 */
export const revokeSessionResultSchema = z.object({ ok: z.literal(true), current: z.boolean() });
export type RevokeSessionResult = z.infer<typeof revokeSessionResultSchema>;

/** DELETE /api/admin/users/:id → 200 */
export const removeAdminUserResultSchema = z.object({
  ok: z.literal(true),
  /** True when you removed your own account: your session ended too. */
  signedOut: z.boolean(),
});
export type RemoveAdminUserResult = z.infer<typeof removeAdminUserResultSchema>;

/** POST /api/admin/account/password → 200 */
export const changePasswordResultSchema = z.object({
  ok: z.literal(true),
  /** How many of your other sessions were ended. */
  revokedSessions: z.number().int(),
});
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

export const LAST_ADMIN_MESSAGE = "This is the last admin account; add another admin before removing it.";
