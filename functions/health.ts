import { checkHealth } from "../src/server/health";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/health: whether the site can serve and take writes (see src/lib/health/health-api.ts).
 * 200 `{ ok: true, companies, snapshot, store }` when the directory snapshot reads and the
 * run-time store takes a probe write; 503 `{ ok: false, … }` naming the reason (read-only, full,
 * unreachable) otherwise, so a load balancer or uptime check sees what visitors would.
 */
export default defineFunction({
  GET: route({
    handle: async () => {
      const report = await checkHealth();
      return json(report, { status: report.ok ? 200 : 503, headers: report.ok ? {} : { "Retry-After": "30" } });
    },
  }),
});

export const config = { path: "/api/health" };
