import { isRealYmd } from "../dates";
import { usd, usdCents } from "../format";
import type { MoveSizeId } from "../quote/move-sizes";
import * as C from "./constants";
import { homeProfile, type MoveExtras, NO_EXTRAS } from "./home-profiles";

export { bedroomChoices, homeProfile, type MoveExtras, NO_EXTRAS } from "./home-profiles";

/**
 * The moving cost model behind /calculator: a low-high range with every line and assumption
 * shown. Pure and deterministic (the date is an input; nothing reads the clock), so the page's
 * build-time tables and the island always agree. Figures live in ./constants.
 */

export interface EstimateInput {
  /** Great-circle miles between the two places (src/lib/geo `distanceMiles`). */
  distanceMiles: number;
  size: MoveSizeId;
  /** Refines the size (see `bedroomChoices`); the size's starting count (DEFAULT_BEDROOMS) when missing or unknown. */
  bedrooms?: number | null;
  /** The move date, YYYY-MM-DD; without one, an off-peak mid-month weekday is assumed. */
  date?: string;
  extras?: Partial<MoveExtras>;
  weightPerRoomLb?: number;
}

export interface CostLine {
  label: string;
  low: number;
  high: number;
  assumption: string;
}

export interface CostEstimate {
  kind: "local" | "long-distance";
  low: number;
  high: number;
  lines: CostLine[];
  assumptions: string[];
  /** What would lower the price, in dollars where the model knows. */
  notes: string[];
  distanceMiles: number;
  roadMiles: number;
  home: C.HomeProfile;
  weightLb: number;
}

/** Road miles for a great-circle distance, to the whole mile: 182 → 218. */
export function roadMilesFor(distanceMiles: number): number {
  return Math.round(Math.max(0, distanceMiles) * C.ROAD_FACTOR);
}

const span = (r: C.Range, fmt: (n: number) => string = usd) => (r.low === r.high ? fmt(r.low) : `${fmt(r.low)}-${fmt(r.high)}`);
const pct = (n: number) => `${Math.round(n * 100)}%`;
const pcts = (r: C.Range) => (r.low === r.high ? pct(r.low) : `${Math.round(r.low * 100)}-${pct(r.high)}`);
const hrs = (n: number) => String(Math.round(n * 100) / 100);
const times = (r: C.Range, k: number): C.Range => ({ low: r.low * k, high: r.high * k });
const line = (label: string, r: C.Range, assumption: string): CostLine => ({ label, low: Math.round(r.low), high: Math.round(r.high), assumption });
const sum = (lines: readonly CostLine[]): C.Range => lines.reduce((t, l) => ({ low: t.low + l.low, high: t.high + l.high }), { low: 0, high: 0 });
const billed = (hours: number, minimum: number) => Math.max(minimum, Math.ceil(hours / C.BILLING_INCREMENT_HOURS - 1e-9) * C.BILLING_INCREMENT_HOURS);

/** Local moving charges: crew and truck by the hour over the billed hours, plus the truck fee. */
function localLines(home: C.HomeProfile, roadMiles: number): CostLine[] {
  const drive = roadMiles / C.LOCAL_DRIVE_MPH;
  const hours = { low: billed(home.hours.low + drive, C.MINIMUM_HOURS.low), high: billed(home.hours.high + drive, C.MINIMUM_HOURS.high) };
  const why = `${span(hours, hrs)} h billed: ${span(home.hours, hrs)} h loading and unloading (${home.label}) + ${hrs(drive)} h driving ${roadMiles} road miles at ${C.LOCAL_DRIVE_MPH} mph, in quarter hours, minimum ${span(C.MINIMUM_HOURS, hrs)} h`;
  const lines = [
    line(
      "Two movers and a truck",
      { low: hours.low * C.TWO_MOVERS_AND_TRUCK_HOURLY.low, high: hours.high * C.TWO_MOVERS_AND_TRUCK_HOURLY.high },
      `${why}; × ${span(C.TWO_MOVERS_AND_TRUCK_HOURLY)} per hour`,
    ),
  ];
  const extra = home.crew - 2;
  if (extra > 0) {
    const rate = times(C.EXTRA_MOVER_HOURLY, extra);
    const label = `${extra} extra ${extra === 1 ? "mover" : "movers"}`;
    lines.push(
      line(
        label,
        { low: hours.low * rate.low, high: hours.high * rate.high },
        `A crew of ${home.crew} (${home.label}): ${extra} × ${span(C.EXTRA_MOVER_HOURLY)} per mover per hour × the same hours`,
      ),
    );
  }
  lines.push(line("Truck fee", C.TRUCK_FEE, "Flat fee for the truck's trip from and back to the depot, fuel included"));
  return lines;
}

/** The road miles a shipment travels in each line-haul band: 1,200 → [500, 700, 0]. */
export function milesPerBand(roadMiles: number): number[] {
  let from = 0;
  return C.LINE_HAUL_BANDS.map((band) => {
    const miles = Math.max(0, Math.min(roadMiles, band.upToMiles) - from);
    from = band.upToMiles;
    return miles;
  });
}

/** The line haul per pound for a distance: the base charge plus each band's miles at its rate. */
export function lineHaulPerLb(roadMiles: number): C.Range {
  const legs = milesPerBand(roadMiles);
  const perLb = (end: "low" | "high") =>
    C.LINE_HAUL_BASE_PER_LB[end] + legs.reduce((t, miles, i) => t + (miles / 1000) * C.LINE_HAUL_BANDS[i].ratePerLbPer1000Miles[end], 0);
  return { low: perLb("low"), high: perLb("high") };
}

const rate = (r: C.Range) => `${usdCents(r.low)}-${usdCents(r.high)}`;

/** "1,000 at $0.55-$0.75 and 200 at $0.17-$0.23": the miles in each band and its rate. */
function bandWorking(roadMiles: number): string {
  const parts = milesPerBand(roadMiles)
    .map((miles, i) => ({ miles, r: C.LINE_HAUL_BANDS[i].ratePerLbPer1000Miles }))
    .filter((b) => b.miles > 0)
    .map((b) => `${b.miles.toLocaleString("en-US")} at ${rate(b.r)}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "0");
}

/** Long-distance charges: line haul by weight and tapering distance bands, fuel, valuation, and the short-haul minimum. */
function longDistanceLines(home: C.HomeProfile, roadMiles: number, weightLb: number): CostLine[] {
  const haul = times(lineHaulPerLb(roadMiles), weightLb);
  const lines = [
    line(
      "Line haul (weight × distance)",
      haul,
      `${weightLb.toLocaleString("en-US")} lb × (${rate(C.LINE_HAUL_BASE_PER_LB)} per lb + ${bandWorking(roadMiles)} per lb per 1,000 road miles): the rate falls as the miles add up`,
    ),
    line(
      "Fuel surcharge",
      { low: haul.low * C.FUEL_SURCHARGE_SHARE.low, high: haul.high * C.FUEL_SURCHARGE_SHARE.high },
      `${pcts(C.FUEL_SURCHARGE_SHARE)} of the line haul`,
    ),
    line(
      "Valuation (released value)",
      { low: 0, high: 0 },
      `Included at no charge: pays up to $${C.RELEASED_VALUE_PER_LB.toFixed(2)} per lb per article (FMCSA); full value protection costs extra`,
    ),
  ];
  // Movers charge a short long-distance move at least what it would cost by the hour, so the
  // price never drops when a move crosses the local limit.
  const floor = sum(localLines(home, C.LOCAL_MAX_ROAD_MILES));
  const charged = sum(lines);
  const topUp = { low: Math.max(0, floor.low - charged.low), high: Math.max(0, floor.high - charged.high) };
  if (topUp.low > 0 || topUp.high > 0) {
    lines.push(
      line(
        "Short-haul minimum",
        topUp,
        `Brings the price up to ${span(floor)}, what this move costs by the hour at ${C.LOCAL_MAX_ROAD_MILES} road miles`,
      ),
    );
  }
  return lines;
}

interface MoveDay {
  date: string;
  weekday: string;
  peak: boolean;
  weekend: boolean;
  monthEnd: boolean;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Reads a YYYY-MM-DD date (calendar arithmetic in UTC, so the result is the same everywhere). */
export function moveDay(date: string | undefined): MoveDay | null {
  const m = date?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealYmd(y, mo, d)) return null;
  const day = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return {
    date: m[0],
    weekday: WEEKDAYS[day],
    peak: C.PEAK_MONTHS.includes(mo),
    weekend: day === 0 || day === 6,
    monthEnd: d > daysInMonth - C.MONTH_END_DAYS,
  };
}

/** The date surcharges: each a share of the moving charges, applied once and never to each other. */
function dateLines(day: MoveDay | null, base: C.Range): CostLine[] {
  const lines: CostLine[] = [];
  const add = (on: boolean, label: string, share: C.Range, why: string) => {
    if (on) lines.push(line(label, { low: base.low * share.low, high: base.high * share.high }, `${pcts(share)} of the moving charges: ${why}`));
  };
  add(Boolean(day?.peak), "Peak season", C.PEAK_SEASON_SURCHARGE, "May-September is the busiest season");
  add(Boolean(day?.weekend), "Weekend move", C.WEEKEND_SURCHARGE, `${day?.weekday} is in high demand`);
  add(Boolean(day?.monthEnd), "Month-end move", C.MONTH_END_SURCHARGE, `the last ${C.MONTH_END_DAYS} days of a month, when leases turn over`);
  return lines;
}

function extrasLines(x: MoveExtras, home: C.HomeProfile, roadMiles: number, base: C.Range): CostLine[] {
  const lines: CostLine[] = [];
  if (x.packing)
    lines.push(line("Packing service", times(base, C.PACKING_SHARE), `Full packing by the crew: ${pct(C.PACKING_SHARE)} of the moving charges`));
  if (x.storageMonths > 0) {
    const monthly = times(C.STORAGE_PER_ROOM_MONTHLY, home.rooms);
    lines.push(
      line(
        `Storage (${x.storageMonths} ${x.storageMonths === 1 ? "month" : "months"})`,
        times(monthly, x.storageMonths),
        `${home.rooms} rooms × ${span(C.STORAGE_PER_ROOM_MONTHLY)} per room per month`,
      ),
    );
  }
  if (x.stairsFlights > 0) {
    lines.push(
      line(
        `Stairs (${x.stairsFlights} ${x.stairsFlights === 1 ? "flight" : "flights"})`,
        times(C.STAIRS_PER_FLIGHT, x.stairsFlights),
        `${span(C.STAIRS_PER_FLIGHT)} per flight, at either end`,
      ),
    );
  }
  if (x.longCarry) lines.push(line("Long carry", C.LONG_CARRY_FEE, "The truck cannot park near the door"));
  if (x.piano) lines.push(line("Piano", C.PIANO_FEE, "Flat fee, upright to small grand"));
  if (x.safe) lines.push(line("Safe", C.SAFE_FEE, "Flat fee, by size and weight"));
  if (x.autoTransport) {
    const perMile = times(C.AUTO_TRANSPORT_PER_MILE, roadMiles);
    const car = { low: Math.max(C.AUTO_TRANSPORT_MINIMUM.low, perMile.low), high: Math.max(C.AUTO_TRANSPORT_MINIMUM.high, perMile.high) };
    lines.push(
      line(
        "Auto transport (one car)",
        car,
        `${span(C.AUTO_TRANSPORT_PER_MILE, usdCents)} per road mile on an open carrier, at least ${span(C.AUTO_TRANSPORT_MINIMUM)}`,
      ),
    );
  }
  return lines;
}

/**
 * Estimates a move: local (under LOCAL_MAX_ROAD_MILES road miles) by the hour, otherwise by weight
 * and distance; then the date surcharges and the extras, each a line with its assumption.
 * Same input, same output. Example: `estimateMoveCost({ distanceMiles: 182, size: "2-3br" })`.
 */
export function estimateMoveCost(input: EstimateInput): CostEstimate {
  const home = homeProfile(input.size, input.bedrooms);
  const distanceMiles = Math.round(Math.max(0, input.distanceMiles));
  const roadMiles = roadMilesFor(input.distanceMiles);
  const kind = roadMiles < C.LOCAL_MAX_ROAD_MILES ? "local" : "long-distance";
  const perRoom = input.weightPerRoomLb ?? C.WEIGHT_PER_ROOM_LB;
  const weightLb = Math.round(home.rooms * perRoom);
  const moving = kind === "local" ? localLines(home, roadMiles) : longDistanceLines(home, roadMiles, weightLb);
  const base = sum(moving);
  const day = moveDay(input.date);
  const surcharges = dateLines(day, base);
  const extras = extrasLines({ ...NO_EXTRAS, ...input.extras }, home, roadMiles, base);
  const lines = [...moving, ...surcharges, ...extras];
  const total = sum(lines);
  const assumptions = [
    `Distance: ${distanceMiles.toLocaleString("en-US")} miles in a straight line × ${C.ROAD_FACTOR} road factor ≈ ${roadMiles.toLocaleString("en-US")} road miles.`,
    kind === "local"
      ? `Under ${C.LOCAL_MAX_ROAD_MILES} road miles: a local move, priced by the hour.`
      : `${C.LOCAL_MAX_ROAD_MILES} road miles or more: a long-distance move, priced by weight and distance.`,
    kind === "local"
      ? `${home.label}: a crew of ${home.crew} for ${span(home.hours, hrs)} hours of loading and unloading.`
      : `${home.label}: ${home.rooms} furnished rooms × ${perRoom.toLocaleString("en-US")} lb = ${weightLb.toLocaleString("en-US")} lb.`,
    day
      ? `Move date ${day.date}, a ${day.weekday}${day.peak ? " in peak season" : " off-peak"}${day.monthEnd ? " at month-end" : ""}.`
      : "No move date: priced as an off-peak weekday in mid-month.",
    "US dollars before taxes and tips; a written estimate after a survey of your home replaces this.",
  ];
  return {
    kind,
    low: total.low,
    high: total.high,
    lines,
    assumptions,
    notes: priceNotes(kind, home, surcharges, extras, perRoom),
    distanceMiles,
    roadMiles,
    home,
    weightLb,
  };
}

/** What would lower this price: the surcharges and packing you could avoid, and the main driver. */
function priceNotes(kind: CostEstimate["kind"], home: C.HomeProfile, surcharges: CostLine[], extras: CostLine[], perRoom: number): string[] {
  const save = (l: CostLine) => `${usd(l.low)}-${usd(l.high)}`;
  const avoid: Record<string, string> = {
    "Peak season": "Moving between October and April",
    "Weekend move": "A weekday move",
    "Month-end move": "A mid-month date",
  };
  const notes = surcharges.map((l) => `${avoid[l.label]} would save about ${save(l)}.`);
  const packing = extras.find((l) => l.label === "Packing service");
  if (packing) notes.push(`Packing yourself would save about ${save(packing)}.`);
  if (kind === "local") {
    const hourly = {
      low: C.TWO_MOVERS_AND_TRUCK_HOURLY.low + (home.crew - 2) * C.EXTRA_MOVER_HOURLY.low,
      high: C.TWO_MOVERS_AND_TRUCK_HOURLY.high + (home.crew - 2) * C.EXTRA_MOVER_HOURLY.high,
    };
    notes.push(`Time is the price: each hour of this crew costs ${span(hourly)}, so being packed and ready when the movers arrive saves money.`);
  } else {
    notes.push(
      `Weight is the price: every room's worth of things you leave behind (about ${perRoom.toLocaleString("en-US")} lb) lowers the line haul; the final bill uses the weight from a certified scale.`,
    );
  }
  return notes;
}
