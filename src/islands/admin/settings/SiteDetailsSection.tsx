import { useEffect, useId } from "react";
import { SETTINGS_PATH, type SiteDetailsView, siteDetailsSchema } from "../../../lib/admin/settings-api";
import { adminRequest } from "../admin-data";
import { Field, formatDateTime, Panel } from "../ui";
import { FormFooter, fieldErrors } from "./Field";
import { useSettingsForm } from "./use-settings-form";

/** The contact email and phone the next build publishes (footer, contact page, no-JavaScript notices). */
export function SiteDetailsSection({ site, onSaved }: { site: SiteDetailsView; onSaved: () => void }) {
  const id = useId();
  const form = useSettingsForm(
    { contact_email: site.contactEmail, contact_phone: site.contactPhone },
    (values) => fieldErrors(siteDetailsSchema, values),
    async (values) => {
      await adminRequest(SETTINGS_PATH, { method: "PUT", body: values });
      onSaved();
      return "Saved. The public pages show these details after the next rebuild.";
    },
  );
  const { setValues } = form;
  useEffect(
    () => setValues({ contact_email: site.contactEmail, contact_phone: site.contactPhone }),
    [setValues, site.contactEmail, site.contactPhone],
  );

  return (
    <Panel title="Site details">
      <form onSubmit={form.submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">
          Shown in the footer, on the contact page and in the notice for visitors without JavaScript, from the next rebuild on. Leave a field blank to
          use the default.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${id}-email`} label="Contact email" type="email" hint={`Default: ${site.defaults.email}`} {...form.bind("contact_email")} />
          <Field
            id={`${id}-phone`}
            label="Contact phone"
            type="tel"
            hint={`A 10-digit US number. Default: ${site.defaults.phone}`}
            {...form.bind("contact_phone")}
          />
        </div>
        <p className="text-sm text-slate-700">
          Next build publishes: <span className="font-semibold">{site.effective.email}</span>,{" "}
          <span className="font-semibold">{site.effective.phone}</span>
          {site.updatedAt && ` (last changed by ${site.updatedBy ?? "an admin"}, ${formatDateTime(site.updatedAt)})`}
        </p>
        <FormFooter outcome={form.outcome} busy={form.busy} label="Save site details" busyLabel="Saving…" />
      </form>
    </Panel>
  );
}
