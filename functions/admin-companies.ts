import { adminCompanyListQuerySchema } from "../src/lib/admin/companies-api";
import { listCompanies } from "../src/server/admin/companies";
import { adminRead } from "../src/server/http/admin-read";
import { defineFunction } from "../src/server/http/define-function";

/**
 * GET /api/admin/companies?q=&state=&featured=&inList=&page=: a page of the store's companies
 * (admin shape) matching a name/city search and filters, with `total`, `page` and `pageSize`.
 */
export default defineFunction({
  GET: adminRead(adminCompanyListQuerySchema, listCompanies),
});

export const config = { path: "/api/admin/companies" };
