import { ADMIN_LEADS_PAGE_SIZE, adminLeadsQuerySchema } from "../src/lib/admin/leads-api";
import { listLeads } from "../src/server/admin/leads";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/** GET /api/admin/leads?status=&from=&to=&state=&page=: leads newest first, with `total`, `page`, `pageSize`. */
export default defineFunction({
  GET: route({
    admin: true,
    query: adminLeadsQuerySchema,
    async handle({ query: { page, ...filters }, store }) {
      return json(await listLeads(await store(), filters, { page, pageSize: ADMIN_LEADS_PAGE_SIZE }));
    },
  }),
});

export const config = { path: "/api/admin/leads" };
