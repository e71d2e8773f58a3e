import { LEAD_FIELD_LIST, type LeadMeta } from "../leads/fields";
import type { QuoteFormState } from "./form-state";

/** The wizard's side of a lead submission: the form fields it sends and where a refusal is shown. */

/** Hidden field that people leave empty; bots fill it. */
export const LEAD_HONEYPOT = "fax_number";

/** The form fields of a submission, as strings: every field the table says the wizard sends. */
export function buildLeadFields(state: QuoteFormState, meta: LeadMeta, onInvalidDate: (value: string) => void = () => {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const f of LEAD_FIELD_LIST) if (f.send) fields[f.name] = f.send({ state, meta, onInvalidDate });
  return { ...fields, [LEAD_HONEYPOT]: "" };
}

/** The wizard's field for each submitted field, so a refusal from the server is shown at its input. */
export const LEAD_FIELD_TO_FORM: Partial<Record<string, keyof QuoteFormState>> = Object.fromEntries(
  LEAD_FIELD_LIST.flatMap((f) => (f.form ? [[f.name, f.form]] : [])),
);
