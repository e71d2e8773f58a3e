import { auditListQuerySchema } from "../src/lib/admin/seo-api";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { listAudits, startAudit } from "../src/server/seo/audit-admin";

/**
 * GET /api/admin/seo/audits?limit=: audit runs newest first, each with its counts and its
 * difference from the run before, plus the latest run's worst pages.
 * POST: starts the `seo-audit` script, 202 `{ job: { id } }`.
 */
export default defineFunction({
  GET: route({
    admin: true,
    query: auditListQuerySchema,
    async handle({ query, store }) {
      return json(await listAudits(await store(), query.limit));
    },
  }),
  POST: route({
    admin: true,
    async handle({ admin, store }) {
      const id = await startAudit(await store(), admin.username);
      return json({ job: { id } }, { status: 202 });
    },
  }),
});

export const config = { path: "/api/admin/seo/audits" };
