import type { z } from "zod";
import { BusyButton } from "../ui";

/** The first message per field of a schema's failures, or `{}` when the values pass. */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
  return errors;
}

/** A form's outcome line: an error (announced at once) or a confirmation. */
export function FormMessage({ message, error }: { message?: string; error?: string }) {
  if (error)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        {error}
      </p>
    );
  if (message)
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
        {message}
      </p>
    );
  return null;
}

/** A settings form's last lines: its outcome, then its submit button (relabelled while it runs). */
export function FormFooter({
  outcome,
  busy,
  label,
  busyLabel,
}: {
  outcome: { message?: string; error?: string };
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <FormMessage {...outcome} />
      <BusyButton type="submit" busy={busy} label={label} busyLabel={busyLabel} />
    </>
  );
}
