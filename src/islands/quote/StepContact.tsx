import { useStore } from "@nanostores/react";
import { $fieldErrors, $quoteForm, setField } from "../../stores/quote";
import { TextField } from "./TextField";

/** Step 4: first name, last name, email and phone (spec 5.1). Nothing is sent yet. */
export function StepContact({ idPrefix }: { idPrefix: string }) {
  const form = useStore($quoteForm, { keys: ["firstName", "lastName", "email", "phone"] });
  const errors = useStore($fieldErrors);
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={id("firstName")}
        label="First name"
        name="firstName"
        autoComplete="given-name"
        value={form.firstName}
        onValueChange={(v) => setField("firstName", v)}
        error={errors.firstName}
      />
      <TextField
        id={id("lastName")}
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        value={form.lastName}
        onValueChange={(v) => setField("lastName", v)}
        error={errors.lastName}
      />
      <TextField
        id={id("email")}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onValueChange={(v) => setField("email", v)}
        error={errors.email}
      />
      <TextField
        id={id("phone")}
        label="Phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={form.phone}
        onValueChange={(v) => setField("phone", v)}
        error={errors.phone}
        hint="US number, e.g. (312) 555-0142"
      />
      <p className="text-sm text-slate-600 sm:col-span-2">
        Next you choose which movers may contact you. Nothing is sent until the last step.
      </p>
    </div>
  );
}
