import { auditListQuerySchema } from "../src/lib/admin/audit-api";
import { listAuditLog } from "../src/server/admin/audit";
import { adminRead } from "../src/server/http/admin-read";
import { defineFunction } from "../src/server/http/define-function";

/**
 * GET /api/admin/audit?actor=&action=&target_type=&from=&to=&page=: the audit log, newest first,
 * 50 a page: `{ entries, total, page, pageSize, options }`. from/to are UTC days (YYYY-MM-DD),
 * both included; a bad value is a 400 naming the parameter.
 */
export default defineFunction({
  GET: adminRead(auditListQuerySchema, listAuditLog),
});

export const config = { path: "/api/admin/audit" };
