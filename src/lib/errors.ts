import type { z } from "zod";

/** One problem as a refusal sends it (`{ error, issues: [{ path, message }] }`): the field's dotted path and what is wrong. */
export interface ApiIssue {
  path: string;
  message: string;
}

/** One readable validation problem: which field, and what rule it broke. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Flattens a zod error into `{ field, message }` pairs, the field being the dotted path
 * ("contact.phone", "services.2") or "(root)" for object-level problems.
 */
export function zodIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join(".") : "(root)",
    message: issue.message,
  }));
}

/**
 * One line naming every bad field, for a 400 response body or a log:
 * `formatZodError(err) === "email: must be a valid email address; zip: must be 5 digits"`.
 */
export function formatZodError(error: z.core.$ZodError): string {
  return zodIssues(error)
    .map((i) => `${i.field}: ${i.message}`)
    .join("; ");
}
