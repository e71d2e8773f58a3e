/** Shapes of the quote calls that the wizard and the functions share, free of schemas. */

export { CAMPAIGN_PARAMS } from "./campaign-params";

/** A matched company as the wizard lists it. */
export interface MatchedCompany {
  id: number;
  name: string;
  logo_url: string | null;
  rating: number | null;
  reviews_count: number;
  years_in_business: number | null;
  services: string[];
  contact: { phone: string | null; email: string | null };
  distance_miles?: number;
  is_fallback?: boolean;
  /** True for the mover the visitor asked about ("Get Quote" on its profile or card). */
  requested?: boolean;
}

export interface MatchResponse {
  companies: MatchedCompany[];
  ping_id: string;
}

/**
 * The two placeholder companies used when matching fails or finds nobody: the
 * request still goes to our team, who find movers for the route by hand.
 */
export const FALLBACK_COMPANIES: readonly MatchedCompany[] = [
  {
    id: -1,
    name: "Partner Mover Network",
    logo_url: null,
    rating: null,
    reviews_count: 0,
    years_in_business: null,
    services: ["Local Moving", "Long Distance Moving"],
    contact: { phone: null, email: null },
    is_fallback: true,
  },
  {
    id: -2,
    name: "Directory Concierge Team",
    logo_url: null,
    rating: null,
    reviews_count: 0,
    years_in_business: null,
    services: ["Moving Services"],
    contact: { phone: null, email: null },
    is_fallback: true,
  },
];
