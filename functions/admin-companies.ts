import { z } from "zod";
import { pageParamSchema } from "../src/lib/admin/page-param";
import { STATE_ABBREVIATIONS } from "../src/lib/states";
import { listCompanies } from "../src/server/admin/companies";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

export const ADMIN_COMPANIES_PAGE_SIZE = 25;

const bool = z.enum(["true", "false"], { error: "must be true or false" }).transform((v) => v === "true");

/** Query of the admin companies list; blank parameters count as absent. */
const querySchema = z.object({
  q: z.string().trim().max(100, "must be at most 100 characters").optional(),
  state: z
    .string()
    .transform((s) => s.toUpperCase())
    .refine((s) => (STATE_ABBREVIATIONS as readonly string[]).includes(s), "must be a US state abbreviation such as TX")
    .optional(),
  featured: bool.optional(),
  inList: bool.optional(),
  page: pageParamSchema,
});

/**
 * GET /api/admin/companies?q=&state=&featured=&inList=&page=: a page of the store's companies
 * (API shape) matching a name/city search and filters, with `total`, `page` and `pageSize`.
 */
export default defineFunction({
  GET: route({
    admin: true,
    query: querySchema,
    async handle({ query, store }) {
      return json(await listCompanies(await store(), { ...query, pageSize: ADMIN_COMPANIES_PAGE_SIZE }));
    },
  }),
});

export const config = { path: "/api/admin/companies" };
