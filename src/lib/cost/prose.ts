import {
  EXTRA_MOVER_HOURLY,
  MINIMUM_HOURS,
  PACKING_SHARE,
  PEAK_SEASON_SURCHARGE,
  type Range,
  RELEASED_VALUE_PER_LB,
  STAIRS_PER_FLIGHT,
  TWO_MOVERS_AND_TRUCK_HOURLY,
} from "./constants";
import { PUBLISHED_REFERENCES } from "./references";

/**
 * Prices as the site's copy writes them ("About $80-$100 per hour"), taken from the cost model's
 * figures so a changed rate shows everywhere at once: pages call the formatters, and the copy in
 * src/content (Markdown articles, service page YAML) writes a token such as
 * `{price:twoMoversHourly}` that `fillPrices` replaces.
 */

/**
 * The published ranges the copy quotes that the cost model does not use as they stand: the
 * moving cost guide's line-haul rate and its local totals (the model is checked against the totals
 * in estimate.test.ts, and its own line haul tapers with distance around this rate).
 */
export const PUBLISHED_RANGES = {
  lineHaulPerLbPer1000Miles: { low: 0.5, high: 0.7 },
  studioTotal: { low: 400, high: 800 },
  largeHomeTotal: { low: 1_500, high: 3_000 },
} as const satisfies Record<string, Range>;

/** The named prices Markdown can quote, e.g. `{price:stairsPerFlight}`. */
export const NAMED_PRICES: Readonly<Record<string, Range>> = {
  twoMoversHourly: TWO_MOVERS_AND_TRUCK_HOURLY,
  extraMoverHourly: EXTRA_MOVER_HOURLY,
  stairsPerFlight: STAIRS_PER_FLIGHT,
  lineHaulRate: PUBLISHED_RANGES.lineHaulPerLbPer1000Miles,
  studioTotal: PUBLISHED_RANGES.studioTotal,
  largeHomeTotal: PUBLISHED_RANGES.largeHomeTotal,
};

const whole = (n: number) => Math.abs(n - Math.round(n)) < 0.005;

/**
 * "$80-$100", "$0.50-$0.70", "$1,500-$3,000", or one figure when low and high agree ("$75").
 * `dash` joins the two ends: "-", "–" or " to ".
 */
export function dollars(range: Range | number, dash = "-"): string {
  const { low, high } = typeof range === "number" ? { low: range, high: range } : range;
  const cents = !whole(low) || !whole(high);
  const one = (n: number) =>
    `$${(cents ? n : Math.round(n)).toLocaleString("en-US", cents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {})}`;
  return low === high ? one(low) : `${one(low)}${dash}${one(high)}`;
}

/** "2-3", "25%", "20-30%": a plain range, or shares written as percentages with `percent`. */
export function span(range: Range | number, { dash = "-", percent = false } = {}): string {
  const { low, high } = typeof range === "number" ? { low: range, high: range } : range;
  const one = (n: number) => (percent ? `${Math.round(n * 100)}` : n.toLocaleString("en-US"));
  const text = low === high ? one(low) : `${one(low)}${dash}${one(high)}`;
  return percent ? `${text}%` : text;
}

/** A range times a factor: hours times a rate, a share of a total. */
export function scaled(range: Range, factor: number): Range {
  return { low: range.low * factor, high: range.high * factor };
}

/** The hourly rate of a crew of `movers` (two movers and a truck, plus each extra mover). */
export function crewHourly(movers: number): Range {
  const extra = Math.max(0, movers - 2);
  return {
    low: TWO_MOVERS_AND_TRUCK_HOURLY.low + extra * EXTRA_MOVER_HOURLY.low,
    high: TWO_MOVERS_AND_TRUCK_HOURLY.high + extra * EXTRA_MOVER_HOURLY.high,
  };
}

/** The published line-haul rate applied to a shipment: plain arithmetic, before any extras. */
export function lineHaulExample(weightLb: number, miles: number): Range {
  return scaled(PUBLISHED_RANGES.lineHaulPerLbPer1000Miles, (weightLb * miles) / 1_000);
}

/** Shares and hours the copy quotes next to the prices. */
export const COPY_FIGURES = {
  minimumHours: span(MINIMUM_HOURS),
  packingShare: span(PACKING_SHARE, { percent: true }),
  peakSurcharge: span(PEAK_SEASON_SURCHARGE, { percent: true }),
} as const;

function namedPrice(name: string): Range {
  const named = NAMED_PRICES[name];
  if (!named) throw new Error(`Unknown price token {price:${name}}`);
  return named;
}

/** What one token's arguments price to; throws on an unknown token so a typo fails the build. */
function tokenPrice(name: string, args: string[]): Range | number {
  const n = args.map(Number);
  switch (name) {
    case "lineHaul":
      return lineHaulExample(n[0], n[1]);
    case "crewHourly":
      return crewHourly(n[0]);
    case "crewLabor":
      return scaled(crewHourly(n[0]), n[1]);
    case "releasedValue":
      return RELEASED_VALUE_PER_LB * n[0];
    case "packingOf":
      return scaled(namedPrice(args[0]), PACKING_SHARE);
    default:
      if (args.length > 0) throw new Error(`Unknown price token {price:${[name, ...args].join(":")}}`);
      return namedPrice(name);
  }
}

/** The reference figure of PUBLISHED_REFERENCES by id, e.g. `{price:reference:guide-7400-lb-1220-miles}`. */
function referencePrice(id: string): Range {
  const reference = PUBLISHED_REFERENCES.find((r) => r.id === id);
  if (!reference) throw new Error(`Unknown price token {price:reference:${id}}`);
  return reference.figure;
}

const TOKEN = /\{(price|figure):([a-zA-Z]+)((?::[a-zA-Z0-9.-]+)*)\}/g;

/**
 * Replaces every price token in `text`: `{price:twoMoversHourly}` → "$80-$100",
 * `{price:lineHaul:3000:1000}` → "$1,500-$2,100" (weight in lb, miles), `{price:crewHourly:3}`,
 * `{price:crewLabor:3:5}` (movers, hours), `{price:releasedValue:10}` (pounds),
 * `{price:packingOf:studioTotal}` (the packing share of a named price) and
 * `{price:reference:<id>}`; `{figure:packingShare}` and the other COPY_FIGURES give "25%" etc.
 */
export function fillPrices(text: string): string {
  return text.replace(TOKEN, (token, kind: string, name: string, rest: string) => {
    const args = rest.split(":").slice(1);
    if (kind === "figure") {
      const figure = (COPY_FIGURES as Record<string, string>)[name];
      if (figure === undefined || args.length > 0) throw new Error(`Unknown figure token ${token}`);
      return figure;
    }
    if (name === "reference") return dollars(referencePrice(args[0]));
    return dollars(tokenPrice(name, args));
  });
}
