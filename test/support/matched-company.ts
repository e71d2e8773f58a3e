import type { MatchedCompany } from "../../src/lib/quote/quote-api";

/** A company as the matching endpoint offers it to the quote wizard: rated, no logo, no contact details. */
export const sampleMatchedCompany = (id: number, name: string): MatchedCompany => ({
  id,
  name,
  logo: null,
  rating: 4.5,
  reviewCount: 10,
  yearsInBusiness: 5,
  services: [],
  contact: { phone: null, email: null },
});
