import { z } from "zod";
import { pageParamSchema } from "../src/lib/admin/page-param";
import { leadFiltersSchema } from "../src/lib/leads/pipeline";
import { listLeads } from "../src/server/admin/leads";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

export const ADMIN_LEADS_PAGE_SIZE = 25;

const querySchema = leadFiltersSchema.and(
  z.object({
    page: pageParamSchema,
  }),
);

/** GET /api/admin/leads?status=&from=&to=&state=&page=: leads newest first, with `total`, `page`, `pageSize`. */
export default defineFunction({
  GET: route({
    admin: true,
    query: querySchema,
    async handle({ query: { page, ...filters }, store }) {
      return json(await listLeads(await store(), filters, { page, pageSize: ADMIN_LEADS_PAGE_SIZE }));
    },
  }),
});

export const config = { path: "/api/admin/leads" };
