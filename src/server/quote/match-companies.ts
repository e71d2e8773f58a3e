import { randomUUID } from "node:crypto";
import { rankCandidates, requiredService, SEARCH_RADII_MILES, withRequestedCompany } from "../../lib/quote/matching";
import type { MatchRequest, MatchResponse } from "../../lib/quote/quote-api";
import { findOrigin } from "../db/snapshot/locations";
import { findCandidateBySlug } from "../db/snapshot/matching";
import type { Db } from "../db/snapshot/snapshot";
import { inGroupCommit } from "../db/store/commit-group";
import { insertMatchSet } from "../db/store/repositories/quote";
import type { Store } from "../db/store/store";
import { type LimitOutcome, takeLimit } from "../limits/limiter";
import { MATCH_SETS_PER_QUOTE } from "../limits/policies";
import { isQaTraffic } from "../qa/test-traffic";
import { bestCandidatesNear } from "./nearby-candidates";

export type MatchOutcome = ({ ok: true } & MatchResponse) | Exclude<LimitOutcome, { ok: true }>;

/**
 * Matches a quote request with movers: locate origin and destination, widen the search radius
 * until `limit` movers offering the right service are found, rank them, and keep the set under
 * a new ping id for the lead. The mover the visitor asked about, if any, comes first when it
 * serves the route. Candidates come from the directory snapshot; the match set is
 * written to the run-time store, where the lead later looks it up. An empty list means "use
 * the fallback companies" and stores nothing. Calls are limited per client and overall (429),
 * and a lead keeps only its newest MATCH_SETS_PER_QUOTE match sets. A QA run under way (`qaRun`,
 * its X-QA-Run token) takes no visitor's limit; its match set is purged with its test quote.
 * The caller's hit on the limit and the match set are written together, and requests that arrive
 * together share one commit (inGroupCommit); a refused request writes its hit only.
 */
export async function matchCompanies(
  stores: { snapshot: Db; store: Pick<Store, "db" | "engine"> },
  request: MatchRequest,
  limit: number,
  ipAddress: string | null,
  qaRun: string | null = null,
): Promise<MatchOutcome> {
  const limited = !qaRun || !(await isQaTraffic(stores.store.db, qaRun));
  return inGroupCommit(stores.store, async (trx): Promise<MatchOutcome> => {
    if (limited) {
      const allowed = await takeLimit(trx, "matching", ipAddress);
      if (!allowed.ok) return allowed;
    }
    // Matched only once the call is allowed, so a refused caller costs no snapshot reads.
    const answer: MatchResponse = { companies: match(stores.snapshot, request, limit), ping_id: randomUUID() };
    if (answer.companies.length > 0) {
      await insertMatchSet(trx, { pingId: answer.ping_id, leadUuid: request.lead_uuid, request, companies: answer.companies }, MATCH_SETS_PER_QUOTE);
    }
    return { ok: true, ...answer };
  });
}

/** The ranked movers for a request, read from the snapshot; empty when its origin is unknown. */
function match(snapshot: Db, request: MatchRequest, limit: number): MatchResponse["companies"] {
  const origin = findOrigin(snapshot, { zip: request.from_zip, city: request.from_city, state: request.from_state });
  if (!origin) return [];
  const destination = findOrigin(snapshot, { zip: request.to_zip, city: request.to_city, state: request.to_state });
  const route = { origin, destination, moveSize: request.move_size };
  const service = requiredService(route);
  let companies: MatchResponse["companies"] = [];
  for (const radius of SEARCH_RADII_MILES) {
    companies = rankCandidates(bestCandidatesNear(snapshot, service, origin, radius, limit), route, radius, limit);
    if (companies.length >= limit) break;
  }
  if (request.requested_company) companies = withRequestedCompany(companies, findCandidateBySlug(snapshot, request.requested_company), route, limit);
  return companies;
}
