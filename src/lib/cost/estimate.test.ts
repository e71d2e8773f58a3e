import { describe, expect, it } from "vitest";
import { MOVE_SIZE_IDS } from "../quote/move-sizes";
import {
  EXTRA_MOVER_HOURLY,
  HOME_PROFILES,
  LINE_HAUL_BANDS,
  LINE_HAUL_BASE_PER_LB,
  LOCAL_MAX_ROAD_MILES,
  MINIMUM_HOURS,
  PEAK_SEASON_SURCHARGE,
  ROAD_FACTOR,
  STAIRS_PER_FLIGHT,
  TWO_MOVERS_AND_TRUCK_HOURLY,
} from "./constants";
import { type CostEstimate, type EstimateInput, estimateMoveCost, homeProfile, lineHaulPerLb, milesPerBand, moveDay, roadMilesFor } from "./estimate";

/** Great-circle miles that make `road` road miles. */
const forRoad = (road: number) => road / ROAD_FACTOR;
/** A typical local move: 10 road miles, no date (off-peak weekday). */
const local = (over: Partial<EstimateInput> = {}): CostEstimate => estimateMoveCost({ distanceMiles: forRoad(10), size: "studio", ...over });
const mid = (e: { low: number; high: number }) => (e.low + e.high) / 2;
const lineNamed = (e: CostEstimate, label: string) => e.lines.find((l) => l.label === label);
const OFF_PEAK_WEDNESDAY = "2026-02-11";
const PEAK_WEDNESDAY = "2026-07-15";

describe("estimateMoveCost: the model is pinned", () => {
  it("gives the same output for the same input, and the lines add up to the range", () => {
    const input: EstimateInput = {
      distanceMiles: 182,
      size: "2-3br",
      bedrooms: 3,
      date: "2026-07-31",
      extras: { packing: true, stairsFlights: 2, piano: true },
    };
    const a = estimateMoveCost(input);
    expect(estimateMoveCost(structuredClone(input))).toEqual(a);
    expect(a.low).toBe(a.lines.reduce((s, l) => s + l.low, 0));
    expect(a.high).toBe(a.lines.reduce((s, l) => s + l.high, 0));
    for (const l of a.lines) {
      expect(Number.isInteger(l.low) && Number.isInteger(l.high), l.label).toBe(true);
      expect(l.low, l.label).toBeLessThanOrEqual(l.high);
      expect(l.assumption.length, l.label).toBeGreaterThan(10);
    }
  });

  it("pins a reference local and long-distance move", () => {
    const studio = local({ bedrooms: 0 });
    expect(studio.kind).toBe("local");
    expect([studio.low, studio.high]).toEqual([435, 725]);
    expect(studio.lines.map((l) => l.label)).toEqual(["Two movers and a truck", "Truck fee"]);
    const austinDallas = estimateMoveCost({ distanceMiles: 182, size: "2-3br" });
    expect(austinDallas).toMatchObject({ kind: "long-distance", distanceMiles: 182, roadMiles: 218, weightLb: 7000, low: 1983, high: 2953 });
    expect(lineNamed(austinDallas, "Short-haul minimum")).toBeUndefined();
    expect(austinDallas.assumptions[0]).toBe("Distance: 182 miles in a straight line × 1.2 road factor ≈ 218 road miles.");
  });

  it("states the distance: great-circle miles times the road factor", () => {
    expect(ROAD_FACTOR).toBe(1.2);
    expect(roadMilesFor(100)).toBe(120);
    expect(roadMilesFor(-5)).toBe(0);
    const e = estimateMoveCost({ distanceMiles: 1000, size: "4br" });
    expect(e.roadMiles).toBe(1200);
    expect(e.assumptions.join(" ")).toMatch(/1,000 miles in a straight line × 1.2 road factor ≈ 1,200 road miles/);
  });

  it("is local under 50 road miles and long distance from 50", () => {
    expect(estimateMoveCost({ distanceMiles: forRoad(LOCAL_MAX_ROAD_MILES - 1), size: "studio" }).kind).toBe("local");
    expect(estimateMoveCost({ distanceMiles: forRoad(LOCAL_MAX_ROAD_MILES), size: "studio" }).kind).toBe("long-distance");
  });

  it("uses the size's starting bedrooms when none or an unknown count is given; a studio is labelled Studio", () => {
    expect(homeProfile("studio")).toMatchObject({ bedrooms: 0, label: "Studio" });
    expect(estimateMoveCost({ distanceMiles: 182, size: "studio" }).assumptions.join(" ")).toContain("Studio: 2 furnished rooms");
    expect(homeProfile("2-3br").bedrooms).toBe(3);
    expect(homeProfile("4br", 9).bedrooms).toBe(4);
    expect(homeProfile("commercial").bedrooms).toBeNull();
  });
});

describe("calibration against the published ranges", () => {
  it("prices two movers and a truck at $80-$100 an hour, $25-$50 per extra mover, 2-3 hour minimums", () => {
    expect(TWO_MOVERS_AND_TRUCK_HOURLY).toEqual({ low: 80, high: 100 });
    expect(EXTRA_MOVER_HOURLY).toEqual({ low: 25, high: 50 });
    expect(MINIMUM_HOURS).toEqual({ low: 2, high: 3 });
    const fourBr = local({ size: "4br", bedrooms: 4 });
    const crew = lineNamed(fourBr, "Two movers and a truck")!;
    const extra = lineNamed(fourBr, "2 extra movers")!;
    expect(extra.low / crew.low).toBeCloseTo((2 * 25) / 80, 2);
    expect(extra.high / crew.high).toBeCloseTo((2 * 50) / 100, 2);
  });

  it("puts a local studio (studio or 1 bedroom) within $400-$800", () => {
    for (const bedrooms of [0, 1]) {
      const e = local({ bedrooms });
      expect(e.low, `${bedrooms} bedrooms`).toBeGreaterThanOrEqual(400);
      expect(e.high, `${bedrooms} bedrooms`).toBeLessThanOrEqual(800);
    }
  });

  it("puts a local 4+ bedroom home (4 or 5+ bedrooms) within $1,500-$3,000", () => {
    for (const bedrooms of [4, 5]) {
      const e = local({ size: "4br", bedrooms });
      expect(e.low, `${bedrooms} bedrooms`).toBeGreaterThanOrEqual(1500);
      expect(e.high, `${bedrooms} bedrooms`).toBeLessThanOrEqual(3000);
    }
  });

  it("never gives a bigger home fewer hours or a smaller crew", () => {
    for (let i = 1; i < HOME_PROFILES.length; i++) {
      const [smaller, bigger] = [HOME_PROFILES[i - 1], HOME_PROFILES[i]];
      expect(bigger.hours.low, bigger.label).toBeGreaterThanOrEqual(smaller.hours.low);
      expect(bigger.hours.high, bigger.label).toBeGreaterThanOrEqual(smaller.hours.high);
      expect(bigger.crew, bigger.label).toBeGreaterThanOrEqual(smaller.crew);
      expect(bigger.rooms, bigger.label).toBeGreaterThan(smaller.rooms);
    }
  });

  it("prices the line haul as a base per pound plus a rate per pound per 1,000 miles that tapers band by band", () => {
    expect(LINE_HAUL_BASE_PER_LB).toEqual({ low: 0.15, high: 0.22 });
    expect(LINE_HAUL_BANDS.map((b) => [b.upToMiles, b.ratePerLbPer1000Miles])).toEqual([
      [500, { low: 0.55, high: 0.75 }],
      [1500, { low: 0.17, high: 0.23 }],
      [Number.POSITIVE_INFINITY, { low: 0.12, high: 0.16 }],
    ]);
    expect(milesPerBand(1220)).toEqual([500, 720, 0]);
    expect(milesPerBand(2500)).toEqual([500, 1000, 1000]);
    const e = estimateMoveCost({ distanceMiles: forRoad(1220), size: "2-3br", bedrooms: 3, weightPerRoomLb: 7400 / 7, date: OFF_PEAK_WEDNESDAY });
    expect(e).toMatchObject({ kind: "long-distance", roadMiles: 1220, weightLb: 7400 });
    const haul = lineNamed(e, "Line haul (weight × distance)")!;
    expect(haul).toMatchObject({
      low: Math.round(7400 * (0.15 + 0.5 * 0.55 + 0.72 * 0.17)),
      high: Math.round(7400 * (0.22 + 0.5 * 0.75 + 0.72 * 0.23)),
    });
    expect(haul.assumption).toBe(
      "7,400 lb × ($0.15-$0.22 per lb + 500 at $0.55-$0.75 and 720 at $0.17-$0.23 per lb per 1,000 road miles): the rate falls as the miles add up",
    );
    expect(lineNamed(e, "Fuel surcharge")).toMatchObject({ low: Math.round(haul.low * 0.05), high: Math.round(haul.high * 0.1) });
    expect(lineNamed(e, "Valuation (released value)")?.assumption).toMatch(/\$0\.60 per lb per article \(FMCSA\)/);
    // Overall, the guide's example distance costs about its common $0.50-$0.70 per lb per 1,000 miles.
    expect(mid(haul) / 7400 / 1.22).toBeGreaterThanOrEqual(0.5);
    expect(mid(haul) / 7400 / 1.22).toBeLessThanOrEqual(0.7);
  });

  it("costs less per pound per mile the further a shipment goes, and each further mile costs no more than the last", () => {
    const perMile = (road: number) => mid(lineHaulPerLb(road)) / road;
    const roads = [50, 100, 250, 500, 750, 1000, 1500, 2000, 2500, 3000];
    for (let i = 1; i < roads.length; i++) expect(perMile(roads[i]), `${roads[i]} mi`).toBeLessThan(perMile(roads[i - 1]));
    for (let i = 1; i < LINE_HAUL_BANDS.length; i++) {
      expect(LINE_HAUL_BANDS[i].ratePerLbPer1000Miles.low).toBeLessThan(LINE_HAUL_BANDS[i - 1].ratePerLbPer1000Miles.low);
      expect(LINE_HAUL_BANDS[i].ratePerLbPer1000Miles.high).toBeLessThan(LINE_HAUL_BANDS[i - 1].ratePerLbPer1000Miles.high);
    }
    // Twice the distance, well under twice the price: 1,250 → 2,500 miles adds about a third.
    expect(mid(lineHaulPerLb(2500)) / mid(lineHaulPerLb(1250))).toBeLessThan(1.4);
  });

  it("adds 20-30% in peak season (May-September)", () => {
    expect(PEAK_SEASON_SURCHARGE).toEqual({ low: 0.2, high: 0.3 });
    const off = local({ size: "4br", date: OFF_PEAK_WEDNESDAY });
    const peak = local({ size: "4br", date: PEAK_WEDNESDAY });
    expect(peak.low / off.low).toBeCloseTo(1.2, 2);
    expect(peak.high / off.high).toBeCloseTo(1.3, 2);
    for (const month of ["05", "09"]) expect(moveDay(`2026-${month}-13`)?.peak).toBe(true);
    for (const month of ["04", "10"]) expect(moveDay(`2026-${month}-13`)?.peak).toBe(false);
  });

  it("adds packing at about 25% of the moving charges", () => {
    for (const input of [{ size: "studio" as const }, { size: "4br" as const, distanceMiles: 1000 }]) {
      const without = local(input);
      const withPacking = local({ ...input, extras: { packing: true } });
      expect((withPacking.low - without.low) / without.low).toBeCloseTo(0.25, 2);
      expect((withPacking.high - without.high) / without.high).toBeCloseTo(0.25, 2);
    }
  });

  it("adds $75 per flight of stairs", () => {
    expect(STAIRS_PER_FLIGHT).toEqual({ low: 75, high: 75 });
    const none = local();
    for (const flights of [1, 3]) {
      const e = local({ extras: { stairsFlights: flights } });
      expect([e.low - none.low, e.high - none.high]).toEqual([75 * flights, 75 * flights]);
    }
  });
});

describe("date surcharges are applied once each", () => {
  it("adds exactly one peak-season line, never compounded with the others or with packing", () => {
    const offPeak = local({ size: "2-3br", date: "2026-02-28", extras: { packing: true } }); // Saturday, month-end
    const peak = local({ size: "2-3br", date: "2026-06-27", extras: { packing: true } }); // Saturday, not month-end
    const peakMonthEnd = local({ size: "2-3br", date: "2026-06-28", extras: { packing: true } }); // Sunday, month-end
    const season = peakMonthEnd.lines.filter((l) => l.label === "Peak season");
    expect(season).toHaveLength(1);
    const base = local({ size: "2-3br" });
    expect(season[0].low).toBe(Math.round(base.low * 0.2));
    expect(season[0].high).toBe(Math.round(base.high * 0.3));
    // Month-end adds the same amount with or without the season: the shares are not multiplied.
    expect(peakMonthEnd.low - peak.low).toBe(lineNamed(offPeak, "Month-end move")!.low);
    expect(lineNamed(peak, "Weekend move")).toEqual(lineNamed(offPeak, "Weekend move"));
    expect(lineNamed(peak, "Packing service")).toEqual(lineNamed(offPeak, "Packing service"));
  });

  it("reads weekends and the last three days of a month from the date alone", () => {
    expect(moveDay("2026-02-28")).toMatchObject({ weekday: "Saturday", weekend: true, monthEnd: true, peak: false });
    expect(moveDay("2026-02-25")).toMatchObject({ weekday: "Wednesday", weekend: false, monthEnd: false });
    expect(moveDay("2026-02-26")?.monthEnd).toBe(true);
    expect(moveDay("2026-02-30")).toBeNull();
    expect(moveDay("")).toBeNull();
    expect(local({ date: "not a date" })).toEqual(local());
  });
});

describe("monotonic in distance and size", () => {
  const ROAD_MILES = [0, 1, 5, 10, 25, 49, 50, 51, 75, 100, 200, 400, 800, 1200, 2000, 3000];
  const DATES = [undefined, PEAK_WEDNESDAY, "2026-02-28"];

  it("never gets cheaper as the distance grows, for every size and bedroom count", () => {
    for (const p of HOME_PROFILES) {
      for (const date of DATES) {
        const runs = ROAD_MILES.map((road) =>
          estimateMoveCost({
            distanceMiles: forRoad(road),
            size: p.size,
            bedrooms: p.bedrooms,
            date,
            extras: { packing: true, autoTransport: true },
          }),
        );
        for (let i = 1; i < runs.length; i++) {
          const where = `${p.label} ${date} at ${ROAD_MILES[i]} mi`;
          expect(runs[i].low, where).toBeGreaterThanOrEqual(runs[i - 1].low);
          expect(runs[i].high, where).toBeGreaterThanOrEqual(runs[i - 1].high);
        }
        expect(runs.at(-1)!.low).toBeGreaterThan(runs[0].low);
      }
    }
  });

  it("never gets cheaper as the home grows, locally and long distance", () => {
    for (const road of [10, 49, 50, 300, 1200, 2800]) {
      const bySize = MOVE_SIZE_IDS.map((size) => estimateMoveCost({ distanceMiles: forRoad(road), size }));
      const byProfile = HOME_PROFILES.map((p) => estimateMoveCost({ distanceMiles: forRoad(road), size: p.size, bedrooms: p.bedrooms }));
      for (const runs of [bySize, byProfile]) {
        for (let i = 1; i < runs.length; i++) {
          expect(runs[i].low, `${runs[i].home.label} at ${road} mi`).toBeGreaterThan(runs[i - 1].low);
          expect(runs[i].high, `${runs[i].home.label} at ${road} mi`).toBeGreaterThan(runs[i - 1].high);
        }
      }
    }
  });

  it("tops a short long-distance move up to the hourly price at the local limit", () => {
    const atLimit = estimateMoveCost({ distanceMiles: forRoad(LOCAL_MAX_ROAD_MILES - 1), size: "4br" });
    const justOver = estimateMoveCost({ distanceMiles: forRoad(LOCAL_MAX_ROAD_MILES), size: "4br" });
    expect(lineNamed(justOver, "Short-haul minimum")).toBeDefined();
    expect(justOver.low).toBeGreaterThanOrEqual(atLimit.low);
    expect(lineNamed(estimateMoveCost({ distanceMiles: forRoad(2000), size: "4br" }), "Short-haul minimum")).toBeUndefined();
  });
});

describe("extras and notes", () => {
  it("adds a line per extra and says what would lower the price", () => {
    const e = estimateMoveCost({
      distanceMiles: forRoad(800),
      size: "2-3br",
      date: "2026-08-29",
      extras: { packing: true, storageMonths: 2, stairsFlights: 1, longCarry: true, piano: true, safe: true, autoTransport: true },
    });
    expect(e.lines.map((l) => l.label)).toEqual([
      "Line haul (weight × distance)",
      "Fuel surcharge",
      "Valuation (released value)",
      "Peak season",
      "Weekend move",
      "Month-end move",
      "Packing service",
      "Storage (2 months)",
      "Stairs (1 flight)",
      "Long carry",
      "Piano",
      "Safe",
      "Auto transport (one car)",
    ]);
    expect(lineNamed(e, "Auto transport (one car)")).toMatchObject({ low: 480, high: 800 });
    expect(e.notes.join(" ")).toMatch(/October and April would save about \$[\d,]+-\$[\d,]+/);
    expect(e.notes.join(" ")).toMatch(/Packing yourself would save/);
  });
});
