import { z } from "zod";
import { COMPANY_CSV_COLUMNS, type CompanyCsvColumn } from "../companies/csv-row";

/**
 * The body of PATCH /api/admin/companies/:id: either the list's toggles
 * `{ isFeatured?, isInList? }`, or CSV row cells (`{ name, zip, ... }`) that the server applies
 * to the stored company with the import's rules.
 */

/** `{ isFeatured?, isInList? }`: the list's toggles. */
export const companyFlagsSchema = z
  .strictObject({ isFeatured: z.boolean({ error: "must be true or false" }).optional(), isInList: z.boolean({ error: "must be true or false" }).optional() })
  .refine((f) => f.isFeatured !== undefined || f.isInList !== undefined, "give isFeatured or isInList");

export type CompanyFlags = z.output<typeof companyFlagsSchema>;

/** Edited CSV cells: known columns only, each text (or a number/boolean, written as text; null clears). */
export const companyCellsSchema = z.partialRecord(
  z.enum(COMPANY_CSV_COLUMNS, { error: "is not a company column" }),
  z.union([z.string(), z.number(), z.boolean(), z.null()], { error: "must be text" }).transform((v) => (v === null ? "" : String(v))),
);

export type CompanyCellEdits = Partial<Record<CompanyCsvColumn, string>>;

export type CompanyPatch = { kind: "flags"; flags: CompanyFlags } | { kind: "cells"; cells: CompanyCellEdits };

const FLAG_KEYS = new Set(["isFeatured", "isInList"]);

/** A JSON object that holds only toggle keys is a flags change; anything else is cells. */
export const companyPatchSchema = z.record(z.string(), z.unknown()).transform((body, ctx): CompanyPatch => {
  const keys = Object.keys(body);
  if (keys.length === 0) {
    ctx.addIssue({ code: "custom", message: "the body has no fields to change", input: body });
    return z.NEVER;
  }
  const flags = keys.every((k) => FLAG_KEYS.has(k));
  const parsed = flags ? companyFlagsSchema.safeParse(body) : companyCellsSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message, input: body });
    return z.NEVER;
  }
  return flags ? { kind: "flags", flags: parsed.data as CompanyFlags } : { kind: "cells", cells: parsed.data as CompanyCellEdits };
});
