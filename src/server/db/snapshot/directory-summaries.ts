import type { CitySummary, StateSummary } from "../../../lib/directory/summaries";
import type { Db } from "./snapshot";

/** Read models for the pre-rendered directory: states and cities with their company counts. */

/** Every state with how many listed companies and cities-with-movers it has, by name. */
export function listStateSummaries(db: Db): StateSummary[] {
  return db
    .prepare<[], StateSummary>(`
      SELECT s.name, s.abbreviation, s.slug, s.fips, s.region,
        count(c.id) AS companyCount, count(DISTINCT c.city_id) AS cityCount
      FROM states s
      LEFT JOIN cities ci ON ci.state = s.abbreviation
      LEFT JOIN companies c ON c.city_id = ci.id AND c.is_in_list = 1
      GROUP BY s.abbreviation
      ORDER BY s.name`)
    .all();
}

/** Every city that has at least one listed company, with its count, by state then name. */
export function listCitiesWithCompanies(db: Db): CitySummary[] {
  return db
    .prepare<[], CitySummary>(`
      SELECT ci.id, ci.name, ci.slug, ci.state, ci.lat, ci.lng, count(c.id) AS companyCount
      FROM cities ci
      JOIN companies c ON c.city_id = ci.id AND c.is_in_list = 1
      GROUP BY ci.id
      ORDER BY ci.state, ci.name`)
    .all();
}
