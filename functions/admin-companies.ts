import { z } from "zod";
import { toApiCompany } from "../src/lib/companies/api-shape";
import { formatZodError } from "../src/lib/errors";
import { STATE_ABBREVIATIONS } from "../src/lib/states";
import { requireAdmin } from "../src/server/auth/guard";
import { listAdminCompanies } from "../src/server/db/admin-companies";
import { getDatabase } from "../src/server/db/snapshot";
import { json, jsonError, methods } from "../src/server/http/responses";

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
  page: z.string().regex(/^\d{1,6}$/, "must be a whole number of 1 or more").transform(Number).pipe(z.number().min(1, "must be a whole number of 1 or more")).default(1),
});

/**
 * GET /api/admin/companies?q=&state=&featured=&inList=&page=: a page of companies (API shape)
 * matching a name/city search and filters, with `total`, `page` and `pageSize` for the pager.
 */
export default methods({
  GET: (req) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const input = Object.fromEntries([...new URL(req.url).searchParams].filter(([, v]) => v.trim() !== ""));
    const parsed = querySchema.safeParse(input);
    if (!parsed.success) return jsonError(formatZodError(parsed.error), 400);
    const result = listAdminCompanies(getDatabase(), { ...parsed.data, pageSize: ADMIN_COMPANIES_PAGE_SIZE });
    return json({ ...result, companies: result.companies.map(toApiCompany) });
  },
});

export const config = { path: "/api/admin/companies" };
