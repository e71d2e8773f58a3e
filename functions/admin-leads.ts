import { z } from "zod";
import { formatZodError } from "../src/lib/errors";
import { leadFiltersSchema } from "../src/lib/leads/pipeline";
import { requireAdmin } from "../src/server/auth/guard";
import { listAdminLeads } from "../src/server/db/admin-leads";
import { getDatabase } from "../src/server/db/snapshot";
import { json, jsonError, methods } from "../src/server/http/responses";

export const ADMIN_LEADS_PAGE_SIZE = 25;

const pageSchema = z.object({
  page: z.string().regex(/^\d{1,6}$/, "must be a whole number of 1 or more").transform(Number).pipe(z.number().min(1, "must be a whole number of 1 or more")).default(1),
});

/** GET /api/admin/leads?status=&from=&to=&state=&page=: leads newest first, with `total`, `page`, `pageSize`. */
export default methods({
  GET: (req) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const input = Object.fromEntries([...new URL(req.url).searchParams].filter(([, v]) => v.trim() !== ""));
    const filters = leadFiltersSchema.safeParse(input);
    if (!filters.success) return jsonError(formatZodError(filters.error), 400);
    const page = pageSchema.safeParse(input);
    if (!page.success) return jsonError(formatZodError(page.error), 400);
    return json(listAdminLeads(getDatabase(), filters.data, { page: page.data.page, pageSize: ADMIN_LEADS_PAGE_SIZE }));
  },
});

export const config = { path: "/api/admin/leads" };
