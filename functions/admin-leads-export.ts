import { utcToday } from "../src/lib/dates";
import { leadFiltersSchema } from "../src/lib/leads/pipeline";
import { exportLeadsCsv } from "../src/server/admin/leads";
import { defineFunction, route } from "../src/server/http/define-function";

/**
 * GET /api/admin/leads/export.csv?status=&from=&to=&state=: the filtered leads as a CSV
 * attachment, streamed a page of leads at a time, every cell formula-safe and RFC 4180 quoted.
 */
export default defineFunction({
  GET: route({
    admin: true,
    query: leadFiltersSchema,
    async handle({ query, store }) {
      const day = utcToday();
      return new Response(exportLeadsCsv(await store(), query), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
          "Cache-Control": "no-store",
        },
      });
    },
  }),
});

export const config = { path: "/api/admin/leads/export.csv" };
