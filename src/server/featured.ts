import { type ApiCompany, toApiCompany } from "../lib/companies/companies-api";
import { listFeaturedCompanies } from "./db/snapshot/companies";
import type { Db } from "./db/snapshot/snapshot";

/** How many featured companies the home page's section asks for at most. */
export const FEATURED_LIMIT = 12;

const answers = new WeakMap<Db, ApiCompany[]>();

/**
 * `GET /api/companies/featured`: the first FEATURED_LIMIT companies of the build's featured
 * ranking in the public shape. The snapshot never changes under an open connection, so the
 * answer is read once per connection and then served from memory: no query per request.
 */
export function featuredCompanies(db: Db): ApiCompany[] {
  let answer = answers.get(db);
  if (!answer) {
    answer = listFeaturedCompanies(db, FEATURED_LIMIT).map(toApiCompany);
    answers.set(db, answer);
  }
  return answer;
}
