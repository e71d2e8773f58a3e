import { statisticsQuerySchema } from "../src/lib/admin/statistics-api";
import { statisticsFor } from "../src/server/admin/statistics";
import { getSnapshot } from "../src/server/db/snapshot/snapshot";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/admin/statistics?from=YYYY-MM-DD&to=YYYY-MM-DD: the quote-form funnel, leads and
 * movers for a range of UTC days (the last 30 by default, at most a year); 400 naming `from` or
 * `to` for a bad or reversed range. Test traffic is left out.
 */
export default defineFunction({
  GET: route({
    admin: true,
    query: statisticsQuerySchema(),
    async handle({ query, store }) {
      return json(await statisticsFor({ store: await store(), snapshot: getSnapshot() }, query));
    },
  }),
});

export const config = { path: "/api/admin/statistics" };
