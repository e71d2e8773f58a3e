import { ADMIN_MAIL_PAGE_SIZE, mailListQuerySchema } from "../src/lib/admin/mail-api";
import { listMailMessages } from "../src/server/admin/mail";
import { adminRead } from "../src/server/http/admin-read";
import { defineFunction } from "../src/server/http/define-function";

/**
 * GET /api/admin/mail?status=&page=: the emails the site queued (to movers, visitors and the
 * owner), newest first, with recipient, subject, body and status; `held` ones were kept because
 * no SMTP server is configured.
 */
export default defineFunction({
  GET: adminRead(mailListQuerySchema, (store, { page, status }) => listMailMessages(store, { status }, { page, pageSize: ADMIN_MAIL_PAGE_SIZE })),
});

export const config = { path: "/api/admin/mail" };
