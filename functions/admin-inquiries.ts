import { inquiryListQuerySchema } from "../src/lib/admin/inquiries-api";
import { config as appConfig } from "../src/server/config";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { listInquiriesForAdmin } from "../src/server/inquiries/admin-inquiries";

/**
 * GET /api/admin/inquiries?topic=&status=&page=: company inquiries newest first, 25 a page,
 * `{ inquiries, total, page, pageSize, ownerNotified }`.
 */
export default defineFunction({
  GET: route({
    admin: true,
    query: inquiryListQuerySchema,
    async handle({ query: { page, ...filters }, store }) {
      return json(await listInquiriesForAdmin(await store(), filters, page, appConfig()));
    },
  }),
});

export const config = { path: "/api/admin/inquiries" };
