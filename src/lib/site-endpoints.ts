/**
 * Same-origin API paths the public pages call (the quote wizard, the calculator, search, the
 * featured movers). Kept apart from the admin paths in endpoints.ts so the public islands carry
 * none of those. Each must equal the literal `config.path` of its function in functions/;
 * `endpoints.test.ts` checks that they agree.
 */
export const SITE_API_PATHS = {
  /** GET: featured companies, best first. */
  featuredCompanies: "/api/companies/featured",
  /** GET ?limit=&offset=: a page of companies in a stable order. */
  companies: "/api/companies",
  /** GET ?zip= | ?city=: location suggestions for the quote form. */
  locations: "/api/locations",
  /** GET ?q= | ?company=: a typed place (or a mover's city) resolved, ambiguous or unknown. */
  locationsResolve: "/api/locations/resolve",
  /** POST: records a quote-form session. */
  sessions: "/api/sessions",
  /** POST: movers matched with a quote request. */
  matchCompanies: "/api/proxy/match_companies",
  /** POST (form-encoded): a lead; answers its confirmation id. */
  leads: "/api/leads",
  /** POST: a wizard funnel event. */
  events: "/api/events",
  /** GET ?q=&page=: mover search by name, city, state or ZIP. */
  search: "/api/search",
  /** GET ?zip=: a ZIP code's centre, for the cost calculator's distance. */
  zipCoordinates: "/api/zip-coordinates",
} as const;
