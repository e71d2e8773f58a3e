import { z } from "zod";

/** Spec 5.3 / 9: the login form's rules, shared by the /login island and POST /api/login. */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
    .max(100, "Username must be at most 100 characters"),
  password: z
    .string({ error: "Password is required" })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(1024, "Password must be at most 1024 characters"),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type LoginField = keyof LoginInput;

/**
 * The first message per field of a form state, or `{}` when it is valid (for the island):
 * `loginFieldErrors({ username: "ab", password: "secret1" })` → `{ username: "Username must be at least 3 characters" }`.
 */
export function loginFieldErrors(values: { username: string; password: string }): Partial<Record<LoginField, string>> {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** `POST /api/login` answer; the session itself travels in the cookie. */
export const loginResponseSchema = z.object({ ok: z.literal(true) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /api/auth/status` answer: whether the session cookie names a live session. */
export const authStatusResponseSchema = z.object({ isAuthenticated: z.boolean() });
export type AuthStatusResponse = z.infer<typeof authStatusResponseSchema>;
