/**
 * Every default of the moving cost model (the /calculator page and its island), each with where
 * the figure comes from. "Published range" means the industry ranges of the moving cost guide
 * (src/content/blog/moving-cost-guide.md); "our assumption" marks a figure with no published
 * range, chosen to be plausible and stated on screen; "calibrated" means chosen so the model lands
 * on the published reference points in ./references. estimate.test.ts and calibration.test.ts
 * check the model against every one of them.
 */

// The figures the calculator's form shows (homes, the weight setting, the extras' bounds) are in
// form-constants.ts, so the form loads without the rates; they are part of this model all the same.
export {
  DEFAULT_BEDROOMS,
  EXTRAS_LIMITS,
  HOME_PROFILES,
  type HomeProfile,
  WEIGHT_PER_ROOM_LB,
  WEIGHT_PER_ROOM_LIMITS,
} from "./form-constants";

/** A low-high pair of dollars, hours, shares or rates. */
export interface Range {
  low: number;
  high: number;
}

// ---- Distance ---------------------------------------------------------------------------------

/**
 * Road miles per great-circle mile. Roads wind around terrain, water and street grids; US road
 * networks average a circuity of about 1.2 (Ballou, Rahardja & Sakai, "Selected country circuity
 * factors for road and rail network analysis", Transportation Research Part A, 2002).
 */
export const ROAD_FACTOR = 1.2;

/**
 * Moves shorter than this many road miles are local (priced by the hour). Published range: local
 * means the same metro area, under roughly 50 miles; some movers stretch it to 100.
 */
export const LOCAL_MAX_ROAD_MILES = 50;

/** Average speed of a loaded truck between two homes in the same metro. Our assumption (urban traffic). */
export const LOCAL_DRIVE_MPH = 25;

/** Local moves are billed in quarter hours. Our assumption; common practice on hourly invoices. */
export const BILLING_INCREMENT_HOURS = 0.25;

// ---- Local moves: by the hour -------------------------------------------------------------------

/** Two movers and a truck, per hour. Published range: about $80-$100 per hour. */
export const TWO_MOVERS_AND_TRUCK_HOURLY: Range = { low: 80, high: 100 };

/** Each mover beyond two, per hour. Published range: about $25-$50 per extra mover. */
export const EXTRA_MOVER_HOURLY: Range = { low: 25, high: 50 };

/** Minimum billed hours. Published range: 2-3 hour minimums. */
export const MINIMUM_HOURS: Range = { low: 2, high: 3 };

/**
 * Flat truck fee: the truck's trip from and back to the depot, fuel included. Our assumption; the
 * moving cost guide notes some movers charge travel time as a flat "truck fee".
 */
export const TRUCK_FEE: Range = { low: 75, high: 125 };

// ---- Long-distance moves: by weight and distance -------------------------------------------------

/**
 * Line haul, part 1: a charge per pound whatever the distance (loading, unloading, the origin and
 * destination terminals and the paperwork every interstate shipment carries). Our assumption,
 * calibrated so that the whole model lands on the published reference points in ./references
 * (AMSA's interstate average, a cross-country 3-bedroom range and a 250-mile range).
 */
export const LINE_HAUL_BASE_PER_LB: Range = { low: 0.15, high: 0.22 };

/** One distance band of the line haul: the rate per pound per 1,000 road miles up to `upToMiles`. */
export interface LineHaulBand {
  upToMiles: number;
  ratePerLbPer1000Miles: Range;
}

/**
 * Line haul, part 2: a rate per pound per 1,000 road miles that tapers with distance, band by
 * band, the way movers' tariffs do (each further mile of a long haul costs less than the first
 * ones: the truck is loaded once and drives on). Our assumption, calibrated to the same published
 * reference points. With the base charge, a 7,400 lb shipment moved 1,220 miles costs about
 * $0.45-$0.62 per pound per 1,000 miles overall, close to the $0.50-$0.70 the moving cost guide
 * quotes as a common range; shorter hauls cost more per mile and longer ones less.
 */
export const LINE_HAUL_BANDS: readonly LineHaulBand[] = [
  { upToMiles: 500, ratePerLbPer1000Miles: { low: 0.55, high: 0.75 } },
  { upToMiles: 1_500, ratePerLbPer1000Miles: { low: 0.17, high: 0.23 } },
  { upToMiles: Number.POSITIVE_INFINITY, ratePerLbPer1000Miles: { low: 0.12, high: 0.16 } },
];

/** Fuel surcharge, as a share of the line haul. Our assumption; movers tie it to diesel prices. */
export const FUEL_SURCHARGE_SHARE: Range = { low: 0.05, high: 0.1 };

/**
 * Basic "released value" protection that interstate movers must offer at no extra charge: it pays
 * at most 60 cents per pound per article (FMCSA, 49 CFR Part 375, "Your Rights and
 * Responsibilities When You Move"). Full value protection costs extra and is not included.
 */
export const RELEASED_VALUE_PER_LB = 0.6;

// ---- Date: each applied once, to the moving charges ----------------------------------------------

/** Months of the peak season, 1-12. Published range: May-September. */
export const PEAK_MONTHS: readonly number[] = [5, 6, 7, 8, 9];

/** Peak-season surcharge. Published range: about 20-30% higher. */
export const PEAK_SEASON_SURCHARGE: Range = { low: 0.2, high: 0.3 };

/** Saturday/Sunday surcharge. Published: weekends are "higher", no figure; 5-10% is our assumption. */
export const WEEKEND_SURCHARGE: Range = { low: 0.05, high: 0.1 };

/** The last this-many days of a month count as month-end, when leases turn over. Our assumption. */
export const MONTH_END_DAYS = 3;

/** Month-end surcharge. Published: month-ends are "higher", no figure; 5-10% is our assumption. */
export const MONTH_END_SURCHARGE: Range = { low: 0.05, high: 0.1 };

// ---- Extras -------------------------------------------------------------------------------------

/** Full packing service, as a share of the moving charges. Published range: about 25% of the total. */
export const PACKING_SHARE = 0.25;

/** Per flight of stairs (at either end). Published range: around $75 per flight. */
export const STAIRS_PER_FLIGHT: Range = { low: 75, high: 75 };

/** Long carry (truck parked far from the door), per move. Our assumption; no published figure. */
export const LONG_CARRY_FEE: Range = { low: 75, high: 150 };

/** Storage per furnished room per month. Our assumption (self-storage or a mover's warehouse). */
export const STORAGE_PER_ROOM_MONTHLY: Range = { low: 30, high: 50 };

/** Moving a piano (upright to small grand). Our assumption; published only as "flat fee, varies". */
export const PIANO_FEE: Range = { low: 200, high: 600 };

/** Moving a safe. Our assumption; published only as "flat fee, varies". */
export const SAFE_FEE: Range = { low: 150, high: 500 };

/** Shipping one car on an open carrier, per road mile. Our assumption. */
export const AUTO_TRANSPORT_PER_MILE: Range = { low: 0.6, high: 1.0 };

/** Minimum charge for shipping a car, however short the trip. Our assumption. */
export const AUTO_TRANSPORT_MINIMUM: Range = { low: 400, high: 700 };
