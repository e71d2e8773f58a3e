import type { MoveSizeId } from "../quote/move-sizes";
import type { Range } from "./constants";

/**
 * Published moving-cost figures the model is calibrated to. Each names its publisher and year;
 * they are figures as those publishers state them, quoted here without being re-fetched.
 * A `figure` with low === high is a single published average: our range must contain it. A band
 * (low < high) is a published range: our whole range must lie inside it.
 */
export interface PublishedReference {
  id: string;
  /** What was moved, as the publisher describes it. */
  label: string;
  /** "published figure, <publisher>, <year>". */
  source: string;
  /** The move as our model prices it: road miles, size, bedrooms and (when published) the weight. */
  roadMiles: number;
  size: MoveSizeId;
  bedrooms: number;
  /** The published shipment weight; without one, the model's own weight for the home. */
  weightLb?: number;
  figure: Range;
}

export const PUBLISHED_REFERENCES: readonly PublishedReference[] = [
  {
    id: "amsa-interstate-average",
    label: "Average interstate move: 7,400 lb over 1,225 miles",
    source: "published figure, American Moving & Storage Association (AMSA), 2019",
    roadMiles: 1_225,
    size: "2-3br",
    bedrooms: 3,
    weightLb: 7_400,
    figure: { low: 4_300, high: 4_300 },
  },
  {
    id: "guide-7400-lb-1220-miles",
    label: "7,400 lb (about a 3-bedroom home) moved 1,220 miles",
    source: "published figure, this site's moving cost guide, 2026",
    roadMiles: 1_220,
    size: "2-3br",
    bedrooms: 3,
    weightLb: 7_400,
    figure: { low: 5_600, high: 5_600 },
  },
  {
    id: "cross-country-3-bedroom",
    label: "3-bedroom home moved cross-country (2,500 miles)",
    source: "published figure, moveBuddha and Forbes Home moving cost guides, 2024",
    roadMiles: 2_500,
    size: "2-3br",
    bedrooms: 3,
    figure: { low: 5_000, high: 10_000 },
  },
  {
    id: "250-miles-3-bedroom",
    label: "3-bedroom home moved about 250 miles",
    source: "published figure, Moving.com and HireAHelper moving cost guides, 2024",
    roadMiles: 250,
    size: "2-3br",
    bedrooms: 3,
    figure: { low: 2_000, high: 4_500 },
  },
];

/** Whether our range agrees with a published figure: contains an average, lies inside a band. */
export function agreesWith(ours: Range, published: Range): boolean {
  if (published.low === published.high) return ours.low <= published.low && published.high <= ours.high;
  return published.low <= ours.low && ours.high <= published.high;
}
