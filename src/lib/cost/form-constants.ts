import type { MoveSizeId } from "../quote/move-sizes";
import type { Range } from "./constants";

/**
 * The cost model's figures that the calculator's form shows at once (the homes each size offers,
 * the weight-per-room setting, the extras' bounds), apart from the rates in ./constants.ts, which
 * re-exports these and load with the model. Sources as in ./constants.ts.
 */

/**
 * Shipment weight per furnished room (bedrooms, living, dining, kitchen, office; not bathrooms).
 * Our assumption: movers' rule of thumb of about 1,000 lb a room; a 3-bedroom home (7 rooms) then
 * weighs 7,000 lb, close to the published example of 7,400 lb. The calculator lets you change it.
 */
export const WEIGHT_PER_ROOM_LB = 1_000;

/** Bounds of the weight-per-room setting. Our assumption: sparse to heavily furnished homes. */
export const WEIGHT_PER_ROOM_LIMITS = { min: 500, max: 2_000 } as const;

/** Input bounds of the extras. */
export const EXTRAS_LIMITS = { storageMonths: 24, stairsFlights: 10 } as const;

// ---- Homes --------------------------------------------------------------------------------------

/** One home profile: a move size, optionally refined by bedrooms. */
export interface HomeProfile {
  size: MoveSizeId;
  /** Number of bedrooms (0 = studio); null for the single commercial profile. */
  bedrooms: number | null;
  label: string;
  /** Furnished rooms (for weight and storage). */
  rooms: number;
  /** Movers on a local job. */
  crew: number;
  /** Loading and unloading hours on a local job (driving is added from the distance). */
  hours: Range;
}

/**
 * Crew and hours by home size. Our assumption, calibrated so that local totals land inside the
 * published ranges of the moving cost guide (studio $400-$800, 4+ bedrooms $1,500-$3,000) and grow
 * with the home: neither the hours nor the price ever fall as the home gets bigger. A bigger crew
 * costs more per hour but finishes sooner, as the guide notes, so the office's crew of 5 works
 * about as long as a large home's crew of 4.
 */
export const HOME_PROFILES: readonly HomeProfile[] = [
  { size: "studio", bedrooms: 0, label: "Studio", rooms: 2, crew: 2, hours: { low: 4, high: 5.5 } },
  { size: "studio", bedrooms: 1, label: "1 bedroom", rooms: 3, crew: 2, hours: { low: 4.5, high: 6 } },
  { size: "2-3br", bedrooms: 2, label: "2 bedrooms", rooms: 5, crew: 3, hours: { low: 5, high: 7 } },
  { size: "2-3br", bedrooms: 3, label: "3 bedrooms", rooms: 7, crew: 4, hours: { low: 7, high: 9 } },
  { size: "4br", bedrooms: 4, label: "4 bedrooms", rooms: 9, crew: 4, hours: { low: 11, high: 12.5 } },
  { size: "4br", bedrooms: 5, label: "5+ bedrooms", rooms: 11, crew: 4, hours: { low: 12, high: 13.5 } },
  { size: "commercial", bedrooms: null, label: "Office", rooms: 12, crew: 5, hours: { low: 12, high: 15 } },
];

/**
 * The bedrooms each move size starts at in the calculator. Our choice: "Studio/1BR" starts as a
 * studio, so the result says "Studio"; "2-3 Bedrooms" and "4+ Bedrooms" start at 3 and 4, the
 * heavier end, so a first estimate does not flatter.
 */
export const DEFAULT_BEDROOMS: Readonly<Record<MoveSizeId, number | null>> = { studio: 0, "2-3br": 3, "4br": 4, commercial: null };
