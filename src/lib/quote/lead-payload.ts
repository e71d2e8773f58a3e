import { z } from "zod";
import { type QuoteFormState, submissionFields } from "./form-state";
import { earliestServerMoveDay, formatMoveDate, isoFromUsDate } from "./move-date";
import { moveSizeForRooms, roomsForMoveSize } from "./move-sizes";
import { emailRule, moveDayRule, personNameRule, phoneRule, usPhoneDigits } from "./validation";

/**
 * The lead submission (spec 7.1): form-encoded fields built by the wizard and validated by
 * POST /api/leads with the wizard's own rules. Field names follow the external quote backend,
 * so one could be plugged in by configuration.
 */

/** Hidden field that people leave empty; bots fill it. */
export const LEAD_HONEYPOT = "fax_number";

export interface LeadMeta {
  source: string;
  referrer: string;
  url: string;
  website: string;
  websiteVersion: string;
}

/** The form fields of a submission, as strings. */
export function buildLeadFields(s: QuoteFormState, meta: LeadMeta, onInvalidDate?: (v: string) => void): Record<string, string> {
  const f = submissionFields(s);
  return {
    source: meta.source,
    referrer: meta.referrer,
    url: meta.url,
    from_zip: f.fromZip,
    from_city: f.fromCity,
    from_state: f.fromState,
    from_location: s.movingFrom.trim(),
    to_zip: f.toZip,
    to_city: f.toCity,
    to_state: f.toState,
    to_location: s.movingTo.trim(),
    move_date: formatMoveDate(f.moveDate, onInvalidDate),
    move_size: f.homeSize,
    number_of_rooms: String(roomsForMoveSize(f.homeSize)),
    first_name: s.firstName.trim(),
    last_name: s.lastName.trim(),
    email_address: s.email.trim(),
    phone_number: usPhoneDigits(s.phone),
    lead_uuid: s.leadUuid,
    session_id: s.sessionId,
    ping_id: s.pingId,
    selected_companies: s.selectedCompanies.join(","),
    sms_phone_validation: "1",
    website: meta.website,
    website_version: meta.websiteVersion,
    needs_auto_transport: s.needsAutoTransport ? "1" : "0",
    auto_year: s.needsAutoTransport ? s.autoYear.trim() : "",
    auto_make: s.needsAutoTransport ? s.autoMake.trim() : "",
    auto_model: s.needsAutoTransport ? s.autoModel.trim() : "",
    auto_condition: s.needsAutoTransport ? s.autoCondition.trim() : "",
    [LEAD_HONEYPOT]: "",
  };
}

/** An optional text field with a length cap; the message names the field in words. */
const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`).default("");
const place = (label: string, side: "from" | "to") =>
  z
    .string({ error: `Enter where you are moving ${side}` })
    .trim()
    .min(1, `Enter where you are moving ${side}`)
    .max(200, `${label} must be at most 200 characters`);
const zip = (label: string) => z.string().trim().regex(/^(\d{5})?$/, `${label} must be a 5-digit ZIP code`).default("");
const stateCode = (label: string) => z.string().trim().regex(/^([A-Za-z]{2})?$/, `${label} must be a 2-letter state code`).default("");

/** A blank form field counts as absent, so "number_of_rooms=" is "not sent", not zero. */
const blankAsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The move date as MM/DD/YYYY, today or later by the server's clock (one day of slack for time zones). */
const moveDate = z.string({ error: "Choose your moving date" }).superRefine((raw, ctx) => {
  const value = raw.trim();
  const iso = isoFromUsDate(value);
  if (value !== "" && iso === "") {
    ctx.addIssue({ code: "custom", message: "Enter the move date as MM/DD/YYYY" });
    return;
  }
  const day = moveDayRule(() => earliestServerMoveDay()).safeParse(iso);
  if (!day.success) for (const issue of day.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
});

/**
 * Names the compliance certificate may arrive under. Ours are `trustedform_cert_url` and
 * `trustedform_token`; a form running the TrustedForm script posts the hidden inputs that script
 * adds (`xxTrustedFormCertUrl`, `xxTrustedFormToken`), so those are read as the same fields.
 */
const CERTIFICATE_ALIASES = { xxTrustedFormCertUrl: "trustedform_cert_url", xxTrustedFormToken: "trustedform_token" } as const;

function withCertificateAliases(raw: unknown): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const fields = { ...(raw as Record<string, unknown>) };
  for (const [alias, name] of Object.entries(CERTIFICATE_ALIASES)) {
    if (fields[name] === undefined && fields[alias] !== undefined) fields[name] = fields[alias];
    delete fields[alias];
  }
  return fields;
}

const leadFieldsSchema = z.object({
  source: text(100, "Source"),
  referrer: text(2000, "Referrer"),
  url: text(2000, "Page address"),
  from_zip: zip("From ZIP code"),
  from_city: text(100, "From city"),
  from_state: stateCode("From state"),
  from_location: place("Moving from", "from"),
  to_zip: zip("To ZIP code"),
  to_city: text(100, "To city"),
  to_state: stateCode("To state"),
  to_location: place("Moving to", "to"),
  move_date: moveDate,
  move_size: text(40, "Move size"),
  number_of_rooms: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: "Number of rooms must be a whole number from 0 to 5" })
      .int("Number of rooms must be a whole number from 0 to 5")
      .min(0, "Number of rooms must be a whole number from 0 to 5")
      .max(5, "Number of rooms must be a whole number from 0 to 5")
      .optional(),
  ),
  first_name: personNameRule("First name"),
  last_name: personNameRule("Last name"),
  email_address: emailRule,
  phone_number: phoneRule.transform(usPhoneDigits),
  lead_uuid: z.uuid("Lead id must be a UUID"),
  lead_new_id: text(100, "New lead id"),
  session_id: text(100, "Session id"),
  ping_id: text(100, "Ping id"),
  selected_companies: z
    .string()
    .default("")
    .refine((v) => /^(\d+(,\d+)*)?$/.test(v.replace(/\s/g, "")), "Selected companies must be company ids separated by commas")
    .transform((v) => v.split(",").map((s) => Number(s.trim())).filter((n) => n > 0))
    .refine((ids) => ids.length <= 20, "Choose at most 20 companies"),
  sms_phone_validation: text(5, "SMS phone validation"),
  sms_phone_validation_status: text(40, "SMS phone validation status"),
  trustedform_cert_url: text(500, "Certificate URL"),
  trustedform_token: text(500, "Certificate token"),
  phone_verification_information: text(2000, "Phone verification information"),
  phone_verification_risk_score: text(20, "Phone verification risk score"),
  phone_verification_phone_type: text(40, "Phone verification phone type"),
  moving_quote_details: text(2000, "Moving quote details"),
  website: text(100, "Website"),
  website_version: text(20, "Website version"),
  needs_auto_transport: z.enum(["0", "1"], { error: "Auto transport must be 0 or 1" }).default("0"),
  auto_year: z.string().trim().regex(/^(\d{4})?$/, "Vehicle year must be a 4-digit year").default(""),
  auto_make: text(60, "Vehicle make"),
  auto_model: text(60, "Vehicle model"),
  auto_condition: text(40, "Vehicle condition"),
});

const VEHICLE_LABELS = { auto_year: "Vehicle year", auto_make: "Vehicle make", auto_model: "Vehicle model", auto_condition: "Vehicle condition" } as const;

/**
 * What POST /api/leads accepts (form fields as strings), with the wizard's own field rules
 * (validation.ts). Spec 7.1's payload sends `number_of_rooms` without `move_size`: either may be
 * left out and is derived from the other (rooms 1, 3, 4, 5 ↔ the four sizes); one is needed.
 * Also kept with the lead: `lead_new_id`, the SMS validation fields, the compliance certificate
 * (`trustedform_cert_url`, `trustedform_token`, see CERTIFICATE_ALIASES), the
 * `phone_verification_*` fields and `moving_quote_details`.
 */
export const leadSubmissionSchema = z.preprocess(
  withCertificateAliases,
  leadFieldsSchema
    .superRefine((v, ctx) => {
      if (v.move_size === "" && moveSizeForRooms(v.number_of_rooms ?? 0) === undefined) {
        ctx.addIssue({ code: "custom", path: ["move_size"], message: "Choose the size of your move" });
      }
      if (v.needs_auto_transport !== "1") return;
      for (const field of ["auto_year", "auto_make", "auto_model", "auto_condition"] as const) {
        if (v[field] === "") ctx.addIssue({ code: "custom", path: [field], message: `${VEHICLE_LABELS[field]} is required for auto transport` });
      }
    })
    .transform((v) => ({
      ...v,
      move_size: v.move_size || (moveSizeForRooms(v.number_of_rooms ?? 0) as string),
      number_of_rooms: v.number_of_rooms ?? roomsForMoveSize(v.move_size),
    })),
);

export type LeadSubmission = z.output<typeof leadSubmissionSchema>;

/** The wizard's field for each submitted field, so a refusal from the server is shown at its input. */
export const LEAD_FIELD_TO_FORM: Partial<Record<string, keyof QuoteFormState>> = {
  from_location: "movingFrom",
  to_location: "movingTo",
  move_date: "movingDate",
  move_size: "moveSize",
  number_of_rooms: "moveSize",
  first_name: "firstName",
  last_name: "lastName",
  email_address: "email",
  phone_number: "phone",
  needs_auto_transport: "needsAutoTransport",
  auto_year: "autoYear",
  auto_make: "autoMake",
  auto_model: "autoModel",
  auto_condition: "autoCondition",
};
