import { z } from "zod";
import { apiCompanySchema, companySchema } from "../companies/companies-api";
import { COMPANY_CSV_COLUMNS, type CompanyCsvColumn } from "../companies/csv-row";
import { pagedSchema } from "../paging";
import { STATE_ABBREVIATIONS } from "../states";
import { pageParamSchema } from "./page-param";

/**
 * The admin companies API (`/api/admin/companies[/:id]`): request schemas, response types and
 * limits, shared by the functions, the use cases in src/server/admin and the admin island.
 */

/** Companies per page of the list. */
export const ADMIN_COMPANIES_PAGE_SIZE = 25;

/** Longest name/city search the list accepts. */
export const MAX_COMPANY_SEARCH = 100;

/** Largest PATCH body: a whole CSV row with long descriptions fits many times over. */
export const COMPANY_PATCH_MAX_BYTES = 64 * 1024;

const bool = z.enum(["true", "false"], { error: "must be true or false" }).transform((v) => v === "true");

/** `?q=&state=&featured=&inList=&page=`; blank parameters count as absent. */
export const adminCompanyListQuerySchema = z.object({
  q: z.string().trim().max(MAX_COMPANY_SEARCH, `must be at most ${MAX_COMPANY_SEARCH} characters`).optional(),
  state: z
    .string()
    .transform((s) => s.toUpperCase())
    .refine((s) => (STATE_ABBREVIATIONS as readonly string[]).includes(s), "must be a US state abbreviation such as TX")
    .optional(),
  featured: bool.optional(),
  inList: bool.optional(),
  page: pageParamSchema,
});

export type AdminCompanyListQuery = z.output<typeof adminCompanyListQuerySchema>;

/**
 * A company as the admin API sends it: the public shape plus the fields only the admin sees,
 * with services as catalogue slugs (the island names them from `SERVICES`).
 */
export const adminCompanySchema = apiCompanySchema
  .omit({ services: true })
  .extend(companySchema.pick({ usdotNumber: true, mcNumber: true }).shape)
  .extend({
    services: z.array(z.string()),
    /** Where the mover's leads are POSTed; null when it takes email only. */
    leadWebhookUrl: z.string().nullable(),
  });
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** `GET /api/admin/companies`. */
export const adminCompanyPageSchema = pagedSchema("companies", adminCompanySchema);
export type AdminCompanyPage = z.infer<typeof adminCompanyPageSchema>;

/** `DELETE /api/admin/companies/:id` → 200. */
export const deleteCompanyResultSchema = z.object({ ok: z.literal(true) });
export type DeleteCompanyResult = z.infer<typeof deleteCompanyResultSchema>;

/** `{ isFeatured?, isInList? }`: the list's toggles. */
export const companyFlagsSchema = z
  .strictObject({
    isFeatured: z.boolean({ error: "must be true or false" }).optional(),
    isInList: z.boolean({ error: "must be true or false" }).optional(),
  })
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

/**
 * The body of PATCH /api/admin/companies/:id: a JSON object holding only toggle keys is a flags
 * change; anything else is CSV row cells the server applies with the import's rules.
 */
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
