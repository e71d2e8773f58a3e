import type { LatLng } from "../../lib/geo";
import { MILES_PER_DEGREE, NEAREST_RADII_MILES, packTotal, settleNearest } from "../search/nearest";
import { byLongitude, StripIndex } from "../search/nearest-strips";

/**
 * Latitude strips per radius of a search (`StripIndex`'s row height is the radius ÷ this): more
 * strips measure fewer points one by one along the circle, but cost two more binary searches each.
 */
export const STRIPS_PER_RADIUS = 12;

/**
 * For every search origin (ZIP code or city centre), the radius a nearest-first search for any
 * service settles on and how many movers it finds there (`settleNearest`), packed. The request
 * path reads this instead of counting every mover around the origin. Each radius has its own
 * strip index, so an origin costs a few dozen binary searches per radius plus the movers right
 * along the circle's edge, however crowded the area.
 */
export function computeNearestTotals(
  companies: readonly LatLng[],
  origins: ReadonlyArray<LatLng & { key: string }>,
): Array<{ origin: string; total: number }> {
  const sorted = byLongitude(companies);
  const indexes = NEAREST_RADII_MILES.map((radius) => new StripIndex(sorted, radius / MILES_PER_DEGREE / STRIPS_PER_RADIUS));
  return origins.map((origin) => ({
    origin: origin.key,
    total: packTotal(settleNearest((radius, i) => indexes[i].count(origin, radius))),
  }));
}
