import type { MatchedCompany } from "../../src/lib/quote/api-contracts";

/** A company as the matching endpoint offers it to the quote wizard: rated, no logo, no contact details. */
export const sampleMatchedCompany = (id: number, name: string): MatchedCompany => ({
  id,
  name,
  logo_url: null,
  rating: 4.5,
  reviews_count: 10,
  years_in_business: 5,
  services: [],
  contact: { phone: null, email: null },
});
