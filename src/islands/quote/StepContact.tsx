import { useStore } from "@nanostores/react";
import { LEAD_FIELDS } from "../../lib/leads/fields";
import { $fieldErrors, $quoteForm, setField } from "../../stores/quote";
import { TextField } from "../ui/TextField";

type ContactField = "firstName" | "lastName" | "email" | "phone";

/** The contact inputs, labelled as the lead field table names them. */
const INPUTS: Array<{ field: ContactField; label: string; autoComplete: string; type?: "email" | "tel"; hint?: string }> = [
  { field: "firstName", label: LEAD_FIELDS.first_name.label, autoComplete: "given-name" },
  { field: "lastName", label: LEAD_FIELDS.last_name.label, autoComplete: "family-name" },
  { field: "email", label: LEAD_FIELDS.email_address.label, autoComplete: "email", type: "email" },
  { field: "phone", label: LEAD_FIELDS.phone_number.label, autoComplete: "tel", type: "tel", hint: "US number, e.g. (312) 555-0142" },
];

/** Step 4: first name, last name, email and phone. Nothing is sent yet. */
export function StepContact({ idPrefix }: { idPrefix: string }) {
  const form = useStore($quoteForm, { keys: INPUTS.map((i) => i.field) });
  const errors = useStore($fieldErrors);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {INPUTS.map(({ field, label, autoComplete, type, hint }) => (
        <TextField
          key={field}
          id={`${idPrefix}-${field}`}
          label={label}
          name={field}
          type={type}
          inputMode={type === "tel" ? "tel" : undefined}
          autoComplete={autoComplete}
          value={form[field]}
          onValueChange={(v) => setField(field, v)}
          error={errors[field]}
          hint={hint}
        />
      ))}
      <p className="text-sm text-slate-600 sm:col-span-2">Next you choose which movers may contact you. Nothing is sent until the last step.</p>
    </div>
  );
}
