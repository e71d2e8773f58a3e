import { useId } from "react";
import { ACCOUNT_PASSWORD_PATH, type ChangePasswordResult, changePasswordSchema } from "../../../lib/admin/users-api";
import { MIN_PASSWORD_LENGTH } from "../../../lib/auth/password-policy";
import { adminRequest } from "../admin-data";
import { Field, Panel } from "../ui";
import { FormFooter, fieldErrors } from "./Field";
import { useSettingsForm } from "./use-settings-form";

const EMPTY = { current: "", next: "", confirm: "" };

/** Change your password: the current one, the new one twice. Your other sessions end. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const toBody = (values: typeof EMPTY) => ({ current_password: values.current, new_password: values.next });
  const form = useSettingsForm(
    EMPTY,
    (values) => {
      const found = fieldErrors(changePasswordSchema, toBody(values));
      if (values.confirm !== values.next) found.confirm = "does not match the new password";
      return found;
    },
    async (values) => {
      const result = await adminRequest<ChangePasswordResult>(ACCOUNT_PASSWORD_PATH, { method: "POST", body: toBody(values) });
      const n = result.revokedSessions;
      form.setValues(EMPTY);
      onChanged();
      return `Password changed. ${n === 0 ? "You had no other sessions." : `${n} other session${n === 1 ? "" : "s"} ended.`}`;
    },
  );

  const passwords = [
    { key: "current", errorKey: "current_password", label: "Current password", autoComplete: "current-password" },
    {
      key: "next",
      errorKey: "new_password",
      label: "New password",
      autoComplete: "new-password",
      hint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
    },
    { key: "confirm", errorKey: "confirm", label: "Confirm new password", autoComplete: "new-password" },
  ] as const;
  return (
    <Panel title="Change your password">
      <form onSubmit={form.submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">Changing it signs you out everywhere else; this browser stays signed in.</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {passwords.map(({ key, errorKey, ...field }) => (
            <Field key={key} id={`${id}-${key === "next" ? "new" : key}`} type="password" {...field} {...form.bind(key, errorKey)} />
          ))}
        </div>
        <FormFooter outcome={form.outcome} busy={form.busy} label="Change password" busyLabel="Changing…" />
      </form>
    </Panel>
  );
}
