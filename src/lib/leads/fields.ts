import { z } from "zod/mini";
import { fromWireDate, toWireDate } from "../dates";
import { usPhoneDigits } from "../format";
import type { QuoteFormState } from "../quote/form-state";
import { calendarDay, earliestServerMoveDay, wireMoveDate } from "../quote/move-date";
import { roomsForMoveSize } from "../quote/move-sizes";
import { emailRule, moveDayRule, nonEmpty, personNameRule, phoneRule, type StepNumber, zipOrEmpty } from "../quote/validation";

/**
 * The one table of a lead's fields. Each field is written here once: its rule for the submitted
 * value, the wizard field and step that ask for it, its store column, its label (admin pages, the
 * CSV export) and its key in the warehouse copy. The wizard's payload and step rules, the server's
 * submission schema, the store insert, the admin read, the export and the warehouse copy are all
 * built by walking this table, so a new field is one entry here plus its column.
 */

/** Where a submission came from: the page and the site, sent with every lead. */
export interface LeadMeta {
  source: string;
  referrer: string;
  url: string;
  website: string;
  websiteVersion: string;
}

/** What a field's value is built from when the wizard sends the lead. */
export interface FormSource {
  state: QuoteFormState;
  meta: LeadMeta;
  /** Told about a move date that cannot be written MM/DD/YYYY (the island logs a warning). */
  onInvalidDate: (value: string) => void;
}

export interface LeadFieldSpec {
  /** Rule for the submitted (form-encoded) value. */
  rule: z.ZodMiniType;
  /** In words: admin pages, export and the rule's messages. */
  label: string;
  /** The value the wizard sends; without it the wizard leaves the field out. */
  send?: (from: FormSource) => string;
  /** The wizard field that asks for it, on `step`, checked there with `stepRule` (or `rule`). */
  form?: keyof QuoteFormState;
  step?: StepNumber;
  stepRule?: z.ZodMiniType;
  /** Store column, named like the field unless given; `false`: validated, not kept. */
  column?: string | false;
  /** Key in the admin API's lead; absent: kept but not shown, or shown under `details` when `detail`. */
  admin?: string;
  /** One of the rarely used payload fields the admin sees under "As submitted". */
  detail?: true;
  /** A yes/no field: true/false after validation, 1/0 in the store. */
  flag?: true;
  /** Key in the warehouse copy, and how the value is written there. */
  warehouse?: string;
  toWarehouse?: (value: string) => string;
}

/*
 * Rule builders: each returns the field's label with its rule, so the messages name the field in
 * the same words as the admin pages and the export.
 */

/** An optional text field with a length cap. */
const text = (max: number, label: string) => ({
  label,
  rule: z._default(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)), ""),
});
/** A place of the route, asked on step 1 and sent as typed (trimmed). */
const place = (side: "from" | "to", label: string, form: "movingFrom" | "movingTo") => ({
  label,
  rule: z
    .string({ error: `Enter where you are moving ${side}` })
    .check(z.trim(), z.minLength(1, `Enter where you are moving ${side}`), z.maxLength(200, `${label} must be at most 200 characters`)),
  form,
  step: 1 as const,
  send: ({ state }: FormSource) => state[form].trim(),
});
const zip = (label: string) => ({ label, rule: zipOrEmpty(`${label} must be a 5-digit ZIP code`) });
const stateCode = (label: string) => ({
  label,
  rule: z.pipe(
    z._default(z.string().check(z.trim(), z.regex(/^([A-Za-z]{2})?$/, `${label} must be a 2-letter state code`)), ""),
    z.transform((v: string) => v.toUpperCase()),
  ),
});
/** A yes/no field sent as "0" or "1" ("0" when left out), true or false once validated. */
const flag = (label: string) => ({
  label,
  rule: z.pipe(
    z._default(z.enum(["0", "1"], { error: `${label} must be 0 or 1` }), "0"),
    z.transform((v: "0" | "1") => v === "1"),
  ),
});
/** A blank form field counts as absent, so "number_of_rooms=" is "not sent", not zero. */
const blankAsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const ROOMS_MESSAGE = "Number of rooms must be a whole number from 0 to 5";
const vehicle = (field: "autoYear" | "autoMake" | "autoModel" | "autoCondition") => ({
  form: field,
  step: 6 as const,
  stepRule: z.string(),
  send: ({ state }: FormSource) => (state.needsAutoTransport ? state[field].trim() : ""),
});

/** The move date arrives MM/DD/YYYY and leaves the schema as the ISO day that is stored. */
const submittedMoveDate = z.pipe(
  z.string({ error: "Choose your moving date" }),
  z.transform((raw: string, ctx) => {
    const value = raw.trim();
    const iso = fromWireDate(value);
    if (value !== "" && iso === "") {
      ctx.issues.push({ code: "custom", message: "Enter the move date as MM/DD/YYYY", input: raw });
      return z.NEVER;
    }
    const day = moveDayRule(earliestServerMoveDay).safeParse(iso);
    if (!day.success) for (const issue of day.error.issues) ctx.issues.push({ code: "custom", message: issue.message, input: raw });
    return iso;
  }),
);

export const LEAD_FIELDS = {
  first_name: {
    rule: personNameRule("First name"),
    label: "First name",
    form: "firstName",
    step: 4,
    send: ({ state }) => state.firstName.trim(),
    admin: "firstName",
    warehouse: "lead_first_name",
  },
  last_name: {
    rule: personNameRule("Last name"),
    label: "Last name",
    form: "lastName",
    step: 4,
    send: ({ state }) => state.lastName.trim(),
    admin: "lastName",
    warehouse: "lead_last_name",
  },
  email_address: {
    rule: emailRule,
    label: "Email",
    form: "email",
    step: 4,
    send: ({ state }) => state.email.trim(),
    column: "email",
    admin: "email",
    warehouse: "lead_email",
  },
  phone_number: {
    rule: z.pipe(phoneRule, z.transform(usPhoneDigits)),
    label: "Phone",
    form: "phone",
    step: 4,
    stepRule: phoneRule,
    send: ({ state }) => usPhoneDigits(state.phone),
    column: "phone",
    admin: "phone",
    warehouse: "lead_phone",
  },
  from_zip: { ...zip("From ZIP code"), send: ({ state }) => state.fromLocationZip, admin: "fromZip", warehouse: "lead_from_zip" },
  from_city: { ...text(100, "From city"), send: ({ state }) => state.fromLocationCity, admin: "fromCity", warehouse: "lead_from_city" },
  from_state: { ...stateCode("From state"), send: ({ state }) => state.fromLocationState, admin: "fromState", warehouse: "lead_from_state" },
  to_zip: { ...zip("To ZIP code"), send: ({ state }) => state.toLocationZip, admin: "toZip", warehouse: "lead_to_zip" },
  to_city: { ...text(100, "To city"), send: ({ state }) => state.toLocationCity, admin: "toCity", warehouse: "lead_to_city" },
  to_state: { ...stateCode("To state"), send: ({ state }) => state.toLocationState, admin: "toState", warehouse: "lead_to_state" },
  move_date: {
    rule: submittedMoveDate,
    label: "Move date",
    form: "movingDate",
    step: 3,
    stepRule: moveDayRule(() => calendarDay()),
    send: ({ state, onInvalidDate }) => wireMoveDate(state.movingDate, onInvalidDate),
    admin: "moveDate",
    warehouse: "lead_move_date",
    toWarehouse: toWireDate,
  },
  move_size: {
    ...text(40, "Move size"),
    form: "moveSize",
    step: 2,
    stepRule: nonEmpty("Choose the size of your move"),
    send: ({ state }) => state.moveSize,
    admin: "moveSize",
    warehouse: "lead_size",
  },
  number_of_rooms: {
    rule: z.pipe(
      z.transform(blankAsAbsent),
      z.optional(z.coerce.number({ error: ROOMS_MESSAGE }).check(z.int(ROOMS_MESSAGE), z.minimum(0, ROOMS_MESSAGE), z.maximum(5, ROOMS_MESSAGE))),
    ),
    label: "Number of rooms",
    form: "moveSize",
    send: ({ state }) => String(roomsForMoveSize(state.moveSize)),
    admin: "numberOfRooms",
  },
  needs_auto_transport: {
    ...flag("Auto transport"),
    form: "needsAutoTransport",
    step: 6,
    stepRule: z.boolean(),
    send: ({ state }) => (state.needsAutoTransport ? "1" : "0"),
    admin: "needsAutoTransport",
    flag: true,
  },
  source: { ...text(100, "Source"), send: ({ meta }) => meta.source, admin: "source" },
  from_location: {
    ...place("from", "Moving from", "movingFrom"),
    admin: "fromLocation",
    warehouse: "lead_from_location",
  },
  to_location: {
    ...place("to", "Moving to", "movingTo"),
    admin: "toLocation",
    warehouse: "lead_to_location",
  },
  auto_year: {
    rule: z._default(z.string().check(z.trim(), z.regex(/^(\d{4})?$/, "Vehicle year must be a 4-digit year")), ""),
    label: "Vehicle year",
    ...vehicle("autoYear"),
    admin: "autoYear",
  },
  auto_make: { ...text(60, "Vehicle make"), ...vehicle("autoMake"), admin: "autoMake" },
  auto_model: { ...text(60, "Vehicle model"), ...vehicle("autoModel"), admin: "autoModel" },
  auto_condition: { ...text(40, "Vehicle condition"), ...vehicle("autoCondition"), admin: "autoCondition" },
  lead_new_id: { ...text(100, "New lead id"), detail: true },
  sms_phone_validation: {
    ...text(5, "SMS phone validation"),
    send: () => "1",
    detail: true,
    warehouse: "lead_sms_phone_validation",
    toWarehouse: (v) => v || "1",
  },
  sms_phone_validation_status: { ...text(40, "SMS phone validation status"), detail: true, warehouse: "lead_sms_phone_validation_status" },
  trustedform_cert_url: { ...text(500, "Certificate URL"), detail: true, warehouse: "certificate_url" },
  trustedform_token: { ...text(500, "Certificate token"), detail: true, warehouse: "certificate_token" },
  phone_verification_information: { ...text(2000, "Phone verification information"), detail: true },
  phone_verification_risk_score: { ...text(20, "Phone verification risk score"), detail: true },
  phone_verification_phone_type: { ...text(40, "Phone verification phone type"), detail: true },
  moving_quote_details: { ...text(2000, "Moving quote details"), detail: true },
  referrer: { ...text(2000, "Referrer"), send: ({ meta }) => meta.referrer, warehouse: "lead_ref" },
  url: { ...text(2000, "Page address"), send: ({ meta }) => meta.url, warehouse: "lead_origin" },
  lead_uuid: { rule: z.uuid("Lead id must be a UUID"), label: "Lead id", send: ({ state }) => state.leadUuid, warehouse: "lead_uuid" },
  session_id: { ...text(100, "Session id"), send: ({ state }) => state.sessionId },
  ping_id: { ...text(100, "Ping id"), send: ({ state }) => state.pingId },
  selected_companies: {
    rule: selectedCompaniesRule(),
    label: "Selected companies",
    send: ({ state }) => state.selectedCompanies.join(","),
    column: false,
  },
  website: { ...text(100, "Website"), send: ({ meta }) => meta.website, column: false, warehouse: "website" },
  website_version: { ...text(20, "Website version"), send: ({ meta }) => meta.websiteVersion, column: false, warehouse: "version" },
} as const satisfies Record<string, LeadFieldSpec>;

export type LeadFieldName = keyof typeof LEAD_FIELDS;

/** Each field with its name, in table order. */
export const LEAD_FIELD_LIST = Object.entries(LEAD_FIELDS).map(([name, spec]) => ({ name, ...(spec as LeadFieldSpec) })) as Array<
  LeadFieldSpec & { name: LeadFieldName }
>;

/** The store column of a field, or null for one that is validated but not kept. */
export function leadColumn(f: LeadFieldSpec & { name: LeadFieldName }): string | null {
  return f.column === false ? null : (f.column ?? f.name);
}

const VEHICLE_FIELDS = ["auto_year", "auto_make", "auto_model", "auto_condition"] as const;

/** The vehicle fields left empty when auto transport is wanted, with the message wizard and server both show. */
export function vehicleIssues(wanted: boolean, value: (field: { name: LeadFieldName; form: keyof QuoteFormState }) => string) {
  if (!wanted) return [];
  return VEHICLE_FIELDS.flatMap((name) => {
    const { form, label } = LEAD_FIELDS[name];
    return value({ name, form }).trim() === "" ? [{ name, form, message: `${label} is required for auto transport` }] : [];
  });
}

function selectedCompaniesRule() {
  return z.pipe(
    z._default(
      z.string().check(z.refine((v) => /^(\d+(,\d+)*)?$/.test(v.replace(/\s/g, "")), "Selected companies must be company ids separated by commas")),
      "",
    ),
    z
      .transform((v: string) =>
        v
          .split(",")
          .map((s) => Number(s.trim()))
          .filter((n) => n > 0),
      )
      .check(z.refine((ids: number[]) => ids.length <= 20, "Choose at most 20 companies")),
  );
}
