import { type FormEvent, useId, useState } from "react";
import { ACCOUNT_PASSWORD_PATH, type ChangePasswordResult, changePasswordSchema } from "../../../lib/admin/accounts";
import { MIN_PASSWORD_LENGTH } from "../../../lib/auth/password-policy";
import { adminRequest, errorMessage } from "../admin-data";
import { BUTTON, Field, Panel } from "../ui";
import { FormMessage, fieldErrors } from "./Field";

const EMPTY = { current: "", next: "", confirm: "" };

/** Change your password: the current one, the new one twice. Your other sessions end. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ message?: string; error?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { current_password: values.current, new_password: values.next };
    const found = fieldErrors(changePasswordSchema, body);
    if (values.confirm !== values.next) found.confirm = "does not match the new password";
    setErrors(found);
    setOutcome({});
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await adminRequest<ChangePasswordResult>(ACCOUNT_PASSWORD_PATH, { method: "POST", body });
      const n = result.revokedSessions;
      setOutcome({ message: `Password changed. ${n === 0 ? "You had no other sessions." : `${n} other session${n === 1 ? "" : "s"} ended.`}` });
      setValues(EMPTY);
      onChanged();
    } catch (e) {
      setOutcome({ error: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });
  return (
    <Panel title="Change your password">
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">Changing it signs you out everywhere else; this browser stays signed in.</p>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            id={`${id}-current`}
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.current_password}
            value={values.current}
            onChange={set("current")}
          />
          <Field
            id={`${id}-new`}
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            error={errors.new_password}
            value={values.next}
            onChange={set("next")}
          />
          <Field
            id={`${id}-confirm`}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirm}
            value={values.confirm}
            onChange={set("confirm")}
          />
        </div>
        <FormMessage {...outcome} />
        <button type="submit" className={BUTTON.primary} disabled={busy}>
          {busy ? "Changing…" : "Change password"}
        </button>
      </form>
    </Panel>
  );
}
