import { z } from "zod";
import { LEAD_FIELD_LIST, type LEAD_FIELDS, type LeadFieldName, vehicleIssues } from "../leads/fields";
import { moveSizeForRooms, roomsForMoveSize } from "./move-sizes";

export type { LeadMeta } from "../leads/fields";
export { buildLeadFields, LEAD_FIELD_TO_FORM, LEAD_HONEYPOT } from "./lead-form";

/**
 * The lead submission: form-encoded fields built by the wizard and validated by POST /api/leads,
 * both from the lead field table (lib/leads/fields.ts). Field names follow the external quote
 * backend, so one could be plugged in by configuration. The wizard's half (lead-form.ts) holds
 * no classic zod schema; this module adds the server's.
 */

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

type FieldRules = { [K in LeadFieldName]: (typeof LEAD_FIELDS)[K]["rule"] };
const leadFieldsSchema = z.object(Object.fromEntries(LEAD_FIELD_LIST.map((f) => [f.name, f.rule])) as FieldRules);

/**
 * What POST /api/leads accepts (form fields as strings), with the wizard's own field rules.
 * A sender may leave out `move_size` or `number_of_rooms` (the lead API's payload sends only the
 * rooms): either is derived from the other (rooms 1, 3, 4, 5 ↔ the four sizes); one is needed.
 * The move date arrives MM/DD/YYYY and comes out as the ISO day that is stored.
 */
export const leadSubmissionSchema = z.preprocess(
  withCertificateAliases,
  leadFieldsSchema
    .superRefine((v, ctx) => {
      if (v.move_size === "" && moveSizeForRooms(v.number_of_rooms ?? 0) === undefined) {
        ctx.addIssue({ code: "custom", path: ["move_size"], message: "Choose the size of your move" });
      }
      for (const issue of vehicleIssues(v.needs_auto_transport, (f) => v[f.name] as string)) {
        ctx.addIssue({ code: "custom", path: [issue.name], message: issue.message });
      }
    })
    .transform((v) => ({
      ...v,
      move_size: v.move_size || (moveSizeForRooms(v.number_of_rooms ?? 0) as string),
      number_of_rooms: v.number_of_rooms ?? roomsForMoveSize(v.move_size),
    })),
);

export type LeadSubmission = z.output<typeof leadSubmissionSchema>;
