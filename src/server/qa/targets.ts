import type { ApiCompany } from "../../lib/companies/companies-api";
import { cityDirectoryPath, companyProfilePath, stateDirectoryPath } from "../../lib/routes";
import { apiCompaniesSchema } from "./api-shapes";
import { parseJson, type QaHttp, request } from "./http";

/**
 * Real pages to check, taken from the site under test itself: the first listed mover of
 * `GET /api/companies` (the same snapshot its pages were built from) gives a state, a city
 * and a profile that must exist there, and the origin of the test quote.
 */

export interface QaTargets {
  company: ApiCompany;
  statePath: string;
  cityPath: string;
  profilePath: string;
}

export async function findTargets(http: QaHttp): Promise<QaTargets> {
  const fetched = await request(http, "/api/companies?limit=50&offset=0");
  if (fetched.status !== 200) throw new Error(`GET /api/companies answered ${fetched.status}`);
  const companies = parseJson(fetched, apiCompaniesSchema, "GET /api/companies");
  const company = companies.find((c) => c.isInList && c.slug && c.city.slug && c.state.slug);
  if (!company) throw new Error("GET /api/companies lists no listed company to take pages from");
  return {
    company,
    statePath: stateDirectoryPath(company.state.slug),
    cityPath: cityDirectoryPath(company.state.slug, company.city.slug),
    profilePath: companyProfilePath(company.slug),
  };
}
