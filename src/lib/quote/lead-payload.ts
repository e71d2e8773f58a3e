import { z } from "zod";
import { type QuoteFormState, submissionFields } from "./form-state";
import { formatMoveDate } from "./move-date";
import { roomsForMoveSize } from "./move-sizes";
import { EMAIL_PATTERN } from "./validation";

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
    phone_number: s.phone.replace(/\D/g, ""),
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

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default("");
const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`);
const zip = z.string().trim().regex(/^(\d{5})?$/, "must be a 5-digit ZIP code").default("");
const stateCode = z.string().trim().regex(/^([A-Za-z]{2})?$/, "must be a 2-letter state code").default("");

/** What POST /api/leads accepts (form fields as strings); the rules are the wizard's. */
export const leadSubmissionSchema = z
  .object({
    source: text(100),
    referrer: text(2000),
    url: text(2000),
    from_zip: zip,
    from_city: text(100),
    from_state: stateCode,
    from_location: required(200, "is required"),
    to_zip: zip,
    to_city: text(100),
    to_state: stateCode,
    to_location: required(200, "is required"),
    move_date: z.string().trim().regex(/^\d{2}\/\d{2}\/\d{4}$/, "must be a date as MM/DD/YYYY"),
    move_size: required(40, "is required"),
    number_of_rooms: z.coerce.number({ error: "must be a number" }).int().min(0).max(5),
    first_name: z.string({ error: "is required" }).trim().min(2, "must be at least 2 characters").max(80),
    last_name: z.string({ error: "is required" }).trim().min(2, "must be at least 2 characters").max(80),
    email_address: z.string({ error: "is required" }).trim().max(254).regex(EMAIL_PATTERN, "must be a valid email address"),
    phone_number: z.string({ error: "is required" }).transform((p) => p.replace(/\D/g, "")).refine((d) => d.length === 10, "must have 10 digits"),
    lead_uuid: z.uuid("must be a UUID"),
    session_id: text(100),
    ping_id: text(100),
    selected_companies: z
      .string()
      .default("")
      .refine((v) => /^(\d+(,\d+)*)?$/.test(v.replace(/\s/g, "")), "must be company ids separated by commas")
      .transform((v) => v.split(",").map((s) => Number(s.trim())).filter((n) => n > 0))
      .refine((ids) => ids.length <= 20, "must list at most 20 companies"),
    sms_phone_validation: text(5),
    website: text(100),
    website_version: text(20),
    needs_auto_transport: z.enum(["0", "1"], { error: "must be 0 or 1" }).default("0"),
    auto_year: z.string().trim().regex(/^(\d{4})?$/, "must be a 4-digit year").default(""),
    auto_make: text(60),
    auto_model: text(60),
    auto_condition: text(40),
  })
  .superRefine((v, ctx) => {
    if (v.needs_auto_transport !== "1") return;
    for (const field of ["auto_year", "auto_make", "auto_model", "auto_condition"] as const) {
      if (v[field] === "") ctx.addIssue({ code: "custom", path: [field], message: "is required for auto transport" });
    }
  });

export type LeadSubmission = z.output<typeof leadSubmissionSchema>;
