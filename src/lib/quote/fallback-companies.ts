import type { MatchedCompany } from "./quote-api";

/**
 * The two placeholder companies used when matching fails or finds nobody: the request still
 * goes to our team, who find movers for the route by hand. Kept apart from the schemas so the
 * wizard ships without zod's runtime.
 */
export const FALLBACK_COMPANIES: readonly MatchedCompany[] = [
  {
    id: -1,
    name: "Partner Mover Network",
    logo: null,
    rating: null,
    reviewCount: 0,
    yearsInBusiness: null,
    services: ["Local Moving", "Long Distance Moving"],
    contact: { phone: null, email: null },
    isFallback: true,
  },
  {
    id: -2,
    name: "Directory Concierge Team",
    logo: null,
    rating: null,
    reviewCount: 0,
    yearsInBusiness: null,
    services: ["Moving Services"],
    contact: { phone: null, email: null },
    isFallback: true,
  },
];
