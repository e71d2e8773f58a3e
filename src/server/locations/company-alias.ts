import { companyProfilePath } from "../../lib/routes";
import { isSlug } from "../../lib/slug";
import { getCompanyBySlug } from "../db/snapshot/companies";
import type { Db } from "../db/snapshot/snapshot";

/**
 * The nested profile URL `/states/{state}/{city}/{company}`: it names a company only when the
 * state and city are the company's own; then it is the profile's second address and redirects
 * (301) to the one canonical `/company/{slug}`. Any other combination is not a page.
 */
export function companyAliasTarget(db: Db, params: { state?: string; city?: string; company?: string }): string | null {
  const { state = "", city = "", company = "" } = params;
  if (![state, city, company].every(isSlug)) return null;
  const found = getCompanyBySlug(db, company);
  if (!found || found.state.slug !== state || found.city.slug !== city) return null;
  return companyProfilePath(found.slug);
}
