import { distanceMiles, EARTH_RADIUS_MILES, type LatLng } from "../../lib/geo";

/**
 * The rules of nearest-first search answers, shared by the request path (search-answers.ts) and
 * the build that precomputes each origin's radius and total (build/nearest-totals.ts), so both
 * count the same movers: those inside a radius's lat/lng box and within its distance.
 */

/** Nearest-first answers look this far, widening until at least NEAREST_MIN_RESULTS are found. */
export const NEAREST_RADII_MILES = [25, 50, 100, 250, 500] as const;
export const NEAREST_MIN_RESULTS = 10;

/** Miles along a meridian per degree of latitude. */
export const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The box a search of `radius` miles looks in: its east-west half-width taken at the poleward edge, where a degree of longitude is shortest. */
export function searchBox(origin: LatLng, radius: number): Box {
  const dLat = radius / MILES_PER_DEGREE;
  const edge = Math.min(89, Math.abs(origin.lat) + dLat);
  const dLng = Math.min(180, radius / (MILES_PER_DEGREE * Math.cos((edge * Math.PI) / 180)));
  return { minLat: origin.lat - dLat, maxLat: origin.lat + dLat, minLng: origin.lng - dLng, maxLng: origin.lng + dLng };
}

export const inBox = (box: Box, p: LatLng): boolean => p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng;

/** `box` grown by a small margin on every side, so a circle it bounds is inside it despite rounding. */
export function padded(box: Box): Box {
  const dLat = (box.maxLat - box.minLat) * 0.01 + 1e-6;
  const dLng = (box.maxLng - box.minLng) * 0.01 + 1e-6;
  return { minLat: box.minLat - dLat, maxLat: box.maxLat + dLat, minLng: box.minLng - dLng, maxLng: box.maxLng + dLng };
}

/** The distance from `origin` when `p` counts for a search of `radius` (in its box and within it), else undefined. */
export function milesWithin(origin: LatLng, radius: number, box: Box, p: LatLng): number | undefined {
  if (!inBox(box, p)) return undefined;
  const miles = distanceMiles(origin, p);
  return miles <= radius ? miles : undefined;
}

/** A precomputed answer size: how many movers, at which radius (an index of NEAREST_RADII_MILES). */
export interface NearestTotal {
  total: number;
  radiusIndex: number;
}

/**
 * The size of a nearest-first answer: the first radius of NEAREST_RADII_MILES within which
 * `countWithin` finds at least NEAREST_MIN_RESULTS movers, else the largest, with that count.
 */
export function settleNearest(countWithin: (radius: number, radiusIndex: number) => number): NearestTotal {
  const last = NEAREST_RADII_MILES.length - 1;
  for (let radiusIndex = 0; ; radiusIndex++) {
    const total = countWithin(NEAREST_RADII_MILES[radiusIndex], radiusIndex);
    if (total >= NEAREST_MIN_RESULTS || radiusIndex === last) return { total, radiusIndex };
  }
}

/** Packs a total and its radius index into one integer (`nearest_totals`). */
export const packTotal = ({ total, radiusIndex }: NearestTotal): number => total * 8 + radiusIndex;
export const unpackTotal = (packed: number): NearestTotal => ({ total: Math.floor(packed / 8), radiusIndex: packed % 8 });
