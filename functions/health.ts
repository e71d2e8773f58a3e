import { countCompanies } from "../src/server/db/companies";
import { getSnapshot } from "../src/server/db/snapshot";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * GET /api/health: `{ ok, companies }` when the directory snapshot opens and how many companies
 * it holds. It reads only the snapshot, so it stays up while the run-time store is down.
 */
export default defineFunction({
  GET: route({
    handle: () => json({ ok: true, companies: countCompanies(getSnapshot()) }),
  }),
});

export const config = { path: "/api/health" };
