/**
 * Same-origin API paths the browser calls (spec 7.2). Each must equal the literal
 * `config.path` of its function in functions/; `endpoints.test.ts` checks that they agree.
 */
export const API_PATHS = {
  /** GET: featured companies, best first. */
  featuredCompanies: "/api/companies/featured",
  /** GET ?limit=&offset=: a page of companies in a stable order. */
  companies: "/api/companies",
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];
