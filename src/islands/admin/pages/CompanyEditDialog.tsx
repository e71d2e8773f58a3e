import { type SubmitEvent, useId, useState } from "react";
import { ApiError } from "../../../client/api";
import type { AdminCompany } from "../../../lib/admin/companies-api";
import {
  COMPANY_FORM_COLUMNS,
  type CompanyFormCells,
  type CompanyFormColumn,
  type CompanyFormErrors,
  changedCells,
  companyToFormCells,
  serverFormErrors,
  serviceList,
  toggleService,
  validateCompanyCells,
} from "../../../lib/admin/company-form";
import { SERVICES } from "../../../lib/companies/services";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { US_STATES } from "../../../lib/states";
import { showToast } from "../../../stores/toast";
import { adminRequest, errorMessage } from "../admin-data";
import { FlagField, fieldId, SelectField, TextField } from "../companies/CompanyFormFields";
import { BUTTON, Modal } from "../ui";

/**
 * The company edit form (a native modal dialog): the company's CSV row cells, checked with the
 * import's row schema before sending, then PATCHed as the changed cells only. The server
 * checks again (city/ZIP against the reference data, a taken slug); its errors land on the
 * fields they name.
 */

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: `${s.name} (${s.abbreviation})` }));
const LEGEND = "text-base font-semibold text-slate-900";

function EditForm({ company, onCancel, onSaved }: { company: AdminCompany; onCancel: () => void; onSaved: (company: AdminCompany) => void }) {
  const formId = useId();
  const [initial] = useState(() => companyToFormCells(company));
  const [cells, setCells] = useState<CompanyFormCells>(initial);
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const [formError, setFormError] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const focusFirst = (found: CompanyFormErrors) => {
    const first = COMPANY_FORM_COLUMNS.find((c) => found[c] !== undefined);
    if (first) document.getElementById(fieldId(formId, first))?.focus();
  };

  const change = (column: CompanyFormColumn, value: string) => {
    const next = { ...cells, [column]: value };
    setCells(next);
    // After a first Save, errors follow every change (as the login form does).
    if (submitted) setErrors(validateCompanyCells(next));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError([]);
    const found = validateCompanyCells(cells);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const changes = changedCells(initial, cells);
    if (Object.keys(changes).length === 0) {
      showToast({ title: "Nothing to save", description: "You have not changed any field." });
      onCancel();
      return;
    }
    setBusy(true);
    try {
      const saved = await adminRequest<AdminCompany>(fillPath(API_PATHS.adminCompany, { id: company.id }), { method: "PATCH", body: changes });
      showToast({ title: "Company saved", description: `${saved.name}: the public site shows the change after the next site rebuild.` });
      onSaved(saved);
    } catch (error) {
      const { byColumn, lines } = serverFormErrors(errorMessage(error), error instanceof ApiError ? error.issues : []);
      setErrors(byColumn);
      setFormError(lines);
      setBusy(false);
      focusFirst(byColumn);
    }
  };

  const field = (column: CompanyFormColumn) => ({ formId, column, value: cells[column], error: errors[column], onChange: change });
  const services = new Set(serviceList(cells.services));
  const errorCount = Object.keys(errors).length;

  return (
    <form noValidate onSubmit={submit} aria-busy={busy || undefined} className="space-y-6">
      {(formError.length > 0 || (submitted && errorCount > 0)) && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{formError.length > 0 ? "The server did not save the company:" : "Please correct the marked fields."}</p>
          {formError.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {formError.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={LEGEND}>Company</legend>
        <TextField {...field("name")} label="Name" required className="sm:col-span-2" />
        <TextField
          {...field("slug")}
          label="Slug (profile address)"
          hint="The profile lives at /company/<slug>. Changing it changes that address."
          className="sm:col-span-2"
        />
        <TextField {...field("description")} label="Description" rows={4} className="sm:col-span-2" />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={LEGEND}>Address</legend>
        <TextField {...field("street")} label="Street" className="sm:col-span-2" />
        <TextField {...field("city")} label="City" required hint="As the US Postal Service names it." />
        <SelectField {...field("state")} label="State" required options={STATE_OPTIONS} />
        <TextField {...field("zip")} label="ZIP code" required inputMode="numeric" hint="Must lie in the state." />
        <div className="hidden sm:block" />
        <TextField {...field("lat")} label="Latitude" inputMode="decimal" />
        <TextField {...field("lng")} label="Longitude" inputMode="decimal" />
        <p className="-mt-2 text-xs text-slate-600 sm:col-span-2">
          Latitude and longitude go together. If you change the city, state or ZIP code and leave them as they are, the new ZIP code&apos;s centre is
          used.
        </p>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={LEGEND}>Contact</legend>
        <TextField {...field("phone")} label="Phone" type="tel" hint="A US number with 10 digits." />
        <TextField {...field("email")} label="Email" type="email" />
        <TextField {...field("website")} label="Website" type="url" hint="Starts with http:// or https://." className="sm:col-span-2" />
        <TextField
          {...field("lead_webhook_url")}
          label="Lead webhook URL"
          type="url"
          hint="Optional. New leads are also POSTed here as signed JSON; must start with https://."
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={LEGEND}>Licences</legend>
        <TextField {...field("usdot_number")} label="USDOT number" inputMode="numeric" hint="1 to 8 digits, as FMCSA lists it." />
        <TextField {...field("mc_number")} label="MC number" hint='Digits; "MC-" in front is optional.' />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={LEGEND}>Profile</legend>
        <TextField {...field("rating")} label="Rating" inputMode="decimal" hint="0 to 5; empty for no rating." />
        <TextField {...field("review_count")} label="Review count" inputMode="numeric" />
        <TextField
          {...field("logo_url")}
          label="Logo URL"
          hint="An https:// URL on another site, or a file under /placeholders/."
          className="sm:col-span-2"
        />
        <TextField
          {...field("photo_urls")}
          label="Photo URLs"
          hint='https:// URLs on other sites or files under /placeholders/, separated by "|".'
          rows={2}
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset aria-describedby={errors.services ? `${fieldId(formId, "services")}-error` : undefined}>
        <legend className={LEGEND}>Services</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {SERVICES.map((service, index) => (
            <label key={service.slug} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                id={index === 0 ? fieldId(formId, "services") : undefined}
                checked={services.has(service.slug)}
                className="h-4 w-4 accent-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
                onChange={(e) => change("services", toggleService(cells.services, service.slug, e.target.checked))}
              />
              {service.name}
            </label>
          ))}
        </div>
        {errors.services && (
          <p id={`${fieldId(formId, "services")}-error`} className="mt-1 text-sm font-medium text-red-800">
            {errors.services}
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className={LEGEND}>Visibility</legend>
        <FlagField
          {...field("is_featured")}
          label="Featured"
          hint="Marked Featured on the public site and eligible for the home page's featured movers."
        />
        <FlagField {...field("is_in_list")} label="Shown in lists" hint="When off, the profile stays online but the company is left out of lists." />
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className={BUTTON.primary} disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
      </div>
    </form>
  );
}

/** The edit dialog of `company` (closed when null). `onSaved` gets the company as stored. */
export default function CompanyEditDialog({
  company,
  onClose,
  onSaved,
}: {
  company: AdminCompany | null;
  onClose: () => void;
  onSaved: (company: AdminCompany) => void;
}) {
  return (
    <Modal title={company ? `Edit ${company.name}` : "Edit company"} open={company !== null} onClose={onClose}>
      {company && <EditForm key={company.id} company={company} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
