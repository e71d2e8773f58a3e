import { z } from "zod";

/**
 * The rules for a new or changed admin password, shared by the settings page and the API.
 * Signing in still accepts an older, shorter password until it is changed.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

export const newPasswordRule = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .refine((v) => v.trim().length > 0, "must not be only spaces");

/** The first problem with a candidate password, or "" when it is acceptable. */
export function passwordProblem(password: string): string {
  const parsed = newPasswordRule.safeParse(password);
  return parsed.success ? "" : (parsed.error.issues[0]?.message ?? "is not acceptable");
}
