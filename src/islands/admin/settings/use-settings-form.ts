import { type FormEvent, useState } from "react";
import { errorMessage } from "../admin-data";

type Outcome = { message?: string; error?: string };

/**
 * A settings form's state: its values, the field errors `validate` finds, the busy flag and the
 * outcome line. `submit` validates, then runs `send` and shows the confirmation it returns, or the
 * failure's message.
 */
export function useSettingsForm<V extends Record<string, string>>(
  initial: V,
  validate: (values: V) => Record<string, string>,
  send: (values: V) => Promise<string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setOutcome({});
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setOutcome({ message: await send(values) });
    } catch (e) {
      setOutcome({ error: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  /** The value, error and change handler of one field (its error may be reported under another key). */
  const bind = (key: keyof V & string, errorKey: string = key) => ({
    value: values[key],
    error: errors[errorKey],
    onChange: (e: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: e.target.value })),
  });

  return { values, setValues, outcome, busy, submit, bind };
}
