import type { Company, CompanyService } from "../companies/companies-api";
import { bayesianRating } from "../companies/ranking";
import { distanceMiles, type LatLng } from "../geo";
import type { MatchedCompany } from "./quote-api";

/**
 * Company matching for a quote request: movers near the origin that offer the service the
 * move needs, ranked by reputation, distance and featured status.
 */

/** Beyond this distance (or across a state line) a move counts as long distance. */
export const LOCAL_MOVE_MAX_MILES = 50;
/** Search radii tried in turn until enough movers are found. */
export const SEARCH_RADII_MILES = [25, 50, 100, 200] as const;

/** A mover as matching sees it: the `Company` fields it ranks and answers with. */
export type Candidate = Pick<
  Company,
  "id" | "name" | "logo" | "rating" | "reviewCount" | "yearsInBusiness" | "isFeatured" | "phone" | "email" | "lat" | "lng"
> & {
  services: Array<Pick<CompanyService, "slug" | "name">>;
};

export interface MoveRoute {
  origin: LatLng & { state: string };
  destination?: LatLng & { state: string };
  moveSize: string;
}

/** The catalogue service a move needs: commercial for office moves, else long-distance or local. */
export function requiredService(route: MoveRoute): string {
  if (route.moveSize === "commercial") return "commercial-moving";
  if (!route.destination) return "local-moving";
  const crossesState = route.destination.state !== route.origin.state;
  return crossesState || distanceMiles(route.origin, route.destination) > LOCAL_MOVE_MAX_MILES ? "long-distance-moving" : "local-moving";
}

/**
 * A score to sort by (higher first): Bayesian rating (0-5) minus 1 point per 100 miles from the
 * origin, plus 0.3 for a featured listing. Featured status helps, but never outranks a clearly
 * better nearby mover.
 */
export function matchScore(c: Pick<Candidate, "rating" | "reviewCount" | "isFeatured">, miles: number): number {
  return bayesianRating(c.rating, c.reviewCount) - miles / 100 + (c.isFeatured ? 0.3 : 0);
}

/** Ranks candidates within `radiusMiles` that offer `service`, best first, at most `limit`. */
export function rankCandidates(candidates: readonly Candidate[], route: MoveRoute, radiusMiles: number, limit: number): MatchedCompany[] {
  const service = requiredService(route);
  return candidates
    .filter((c) => c.services.some((s) => s.slug === service))
    .map((c) => ({ c, miles: distanceMiles(route.origin, c) }))
    .filter(({ miles }) => miles <= radiusMiles)
    .sort((a, b) => matchScore(b.c, b.miles) - matchScore(a.c, a.miles) || a.c.id - b.c.id)
    .slice(0, limit)
    .map(({ c, miles }) => toMatchedCompany(c, miles));
}

function toMatchedCompany(c: Candidate, miles: number): MatchedCompany {
  return {
    id: c.id,
    name: c.name,
    logo: c.logo,
    rating: c.rating,
    reviewCount: c.reviewCount,
    yearsInBusiness: c.yearsInBusiness,
    services: c.services.map((s) => s.name),
    contact: { phone: c.phone, email: c.email },
    distanceMiles: Math.round(miles * 10) / 10,
  };
}

/**
 * Puts the mover the visitor asked about ("Get Quote" on its profile) first, marked `requested`,
 * when it serves the route: it offers the service the move needs and lies within the widest
 * search radius, so it is a mover the search could have offered anyway. Otherwise (or when it is
 * not listed, `requested` undefined) the ranked list is returned unchanged. Never more than `limit`.
 */
export function withRequestedCompany(
  ranked: readonly MatchedCompany[],
  requested: Candidate | undefined,
  route: MoveRoute,
  limit: number,
): MatchedCompany[] {
  if (!requested?.services.some((s) => s.slug === requiredService(route))) return [...ranked];
  const miles = distanceMiles(route.origin, requested);
  if (miles > SEARCH_RADII_MILES[SEARCH_RADII_MILES.length - 1]) return [...ranked];
  const first: MatchedCompany = { ...toMatchedCompany(requested, miles), requested: true };
  return [first, ...ranked.filter((c) => c.id !== requested.id)].slice(0, limit);
}

/** Degrees of latitude and longitude spanning `miles` around a latitude (for a bounding box). */
export function boxFor(lat: number, miles: number): { dLat: number; dLng: number } {
  const dLat = miles / 69;
  return { dLat, dLng: miles / (69 * Math.max(0.2, Math.cos((lat * Math.PI) / 180))) };
}
