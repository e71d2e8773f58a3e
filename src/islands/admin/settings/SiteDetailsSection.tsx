import { type FormEvent, useEffect, useId, useState } from "react";
import { SETTINGS_PATH, type SiteDetailsView, siteDetailsSchema } from "../../../lib/admin/settings";
import { adminRequest, errorMessage } from "../admin-data";
import { BUTTON, Field, formatDateTime, Panel } from "../ui";
import { FormMessage, fieldErrors } from "./Field";

/** The contact email and phone the next build publishes (footer, contact page, no-JavaScript notices). */
export function SiteDetailsSection({ site, onSaved }: { site: SiteDetailsView; onSaved: () => void }) {
  const id = useId();
  const [values, setValues] = useState({ contact_email: site.contactEmail, contact_phone: site.contactPhone });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ message?: string; error?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => setValues({ contact_email: site.contactEmail, contact_phone: site.contactPhone }), [site.contactEmail, site.contactPhone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(siteDetailsSchema, values);
    setErrors(found);
    setOutcome({});
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await adminRequest(SETTINGS_PATH, { method: "PUT", body: values });
      setOutcome({ message: "Saved. The public pages show these details after the next rebuild." });
      onSaved();
    } catch (e) {
      setOutcome({ error: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Site details">
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">
          Shown in the footer, on the contact page and in the notice for visitors without JavaScript, from the next rebuild on. Leave a field blank to
          use the default.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id={`${id}-email`}
            label="Contact email"
            type="email"
            hint={`Default: ${site.defaults.email}`}
            error={errors.contact_email}
            value={values.contact_email}
            onChange={(e) => setValues({ ...values, contact_email: e.target.value })}
          />
          <Field
            id={`${id}-phone`}
            label="Contact phone"
            type="tel"
            hint={`A 10-digit US number. Default: ${site.defaults.phone}`}
            error={errors.contact_phone}
            value={values.contact_phone}
            onChange={(e) => setValues({ ...values, contact_phone: e.target.value })}
          />
        </div>
        <p className="text-sm text-slate-700">
          Next build publishes: <span className="font-semibold">{site.effective.email}</span>,{" "}
          <span className="font-semibold">{site.effective.phone}</span>
          {site.updatedAt && ` (last changed by ${site.updatedBy ?? "an admin"}, ${formatDateTime(site.updatedAt)})`}
        </p>
        <FormMessage {...outcome} />
        <button type="submit" className={BUTTON.primary} disabled={busy}>
          {busy ? "Saving…" : "Save site details"}
        </button>
      </form>
    </Panel>
  );
}
