import { countCompanies } from "../src/server/db/companies";
import { getDatabase } from "../src/server/db/snapshot";
import { json, methods } from "../src/server/http/responses";

/** Liveness and data check: the database opens and holds companies. */
export default methods({
  GET: () => json({ ok: true, companies: countCompanies(getDatabase()) }),
});

export const config = { path: "/api/health" };
