import { z } from "zod";
import { pageParamSchema } from "../src/lib/admin/page-param";
import { listMailMessages } from "../src/server/admin/mail";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

export const ADMIN_MAIL_PAGE_SIZE = 25;

const querySchema = z.object({
  status: z.enum(["pending", "delivered", "failed", "held"], { error: "must be pending, delivered, failed or held" }).optional(),
  page: pageParamSchema,
});

/**
 * GET /api/admin/mail?status=&page=: the emails the site queued (to movers, visitors and the
 * owner), newest first, with recipient, subject, body and status; `held` ones were kept because
 * no SMTP server is configured.
 */
export default defineFunction({
  GET: route({
    admin: true,
    query: querySchema,
    async handle({ query: { page, status }, store }) {
      return json(await listMailMessages(await store(), { status }, { page, pageSize: ADMIN_MAIL_PAGE_SIZE }));
    },
  }),
});

export const config = { path: "/api/admin/mail" };
