import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { distanceMiles } from "../geo";
import { MOVE_SIZE_IDS } from "../quote/move-sizes";
import { ROAD_FACTOR } from "./constants";
import { estimateMoveCost } from "./estimate";
import { agreesWith, PUBLISHED_REFERENCES } from "./references";

/** The model against published moving-cost figures (./references): each reference band is pinned. */
const forRoad = (road: number) => road / ROAD_FACTOR;
const reference = (id: string) => PUBLISHED_REFERENCES.find((r) => r.id === id)!;
const priced = (id: string) => {
  const r = reference(id);
  const weightPerRoomLb = r.weightLb === undefined ? undefined : r.weightLb / 7;
  return estimateMoveCost({ distanceMiles: forRoad(r.roadMiles), size: r.size, bedrooms: r.bedrooms, weightPerRoomLb });
};

describe("published reference points", () => {
  it("names a publisher and a year for every reference", () => {
    expect(PUBLISHED_REFERENCES.length).toBeGreaterThanOrEqual(3);
    for (const r of PUBLISHED_REFERENCES) expect(r.source, r.id).toMatch(/^published figure, .+, (19|20)\d\d$/);
  });

  it("agrees with every reference: contains a published average, lies inside a published band", () => {
    for (const r of PUBLISHED_REFERENCES) {
      const e = priced(r.id);
      if (r.weightLb !== undefined) expect(e.weightLb, r.id).toBe(r.weightLb);
      expect(agreesWith(e, r.figure), `${r.id}: ours ${e.low}-${e.high}, published ${r.figure.low}-${r.figure.high}`).toBe(true);
    }
  });

  it("contains AMSA's interstate average of $4,300 for 7,400 lb over 1,225 miles", () => {
    const e = priced("amsa-interstate-average");
    expect(e).toMatchObject({ roadMiles: 1225, weightLb: 7400 });
    expect(e.low).toBeLessThanOrEqual(4300);
    expect(e.high).toBeGreaterThanOrEqual(4300);
    expect(e.high).toBeLessThan(4300 * 1.5);
  });

  it("puts a 2,500-mile 3-bedroom move within the published $5,000-$10,000, not above it", () => {
    const e = priced("cross-country-3-bedroom");
    expect(e).toMatchObject({ roadMiles: 2500, weightLb: 7000 });
    expect(e.low).toBeGreaterThanOrEqual(5000);
    expect(e.high).toBeLessThanOrEqual(10000);
  });

  it("puts a 250-mile 3-bedroom move within the published $2,000-$4,500, priced by weight and distance rather than a minimum", () => {
    const e = priced("250-miles-3-bedroom");
    expect(e.low).toBeGreaterThanOrEqual(2000);
    expect(e.high).toBeLessThanOrEqual(4500);
    expect(e.lines.map((l) => l.label)).not.toContain("Short-haul minimum");
  });

  it("prices New York to Los Angeles (3 bedrooms, off-peak) inside the cross-country band", () => {
    const miles = distanceMiles({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 });
    const e = estimateMoveCost({ distanceMiles: miles, size: "2-3br", bedrooms: 3, date: "2026-02-11" });
    expect(e.roadMiles).toBeGreaterThan(2900);
    expect(e.low).toBeGreaterThanOrEqual(5000);
    expect(e.high).toBeLessThanOrEqual(10000);
  });

  it("prices Austin to Dallas (3 bedrooms, about 220 road miles) by weight and distance, its midpoint in the 250-mile band", () => {
    const miles = distanceMiles({ lat: 30.2672, lng: -97.7431 }, { lat: 32.7767, lng: -96.797 });
    const e = estimateMoveCost({ distanceMiles: miles, size: "2-3br", bedrooms: 3 });
    expect(e.kind).toBe("long-distance");
    expect(e.roadMiles).toBeGreaterThan(200);
    expect(e.roadMiles).toBeLessThan(250);
    expect(e.lines.map((l) => l.label)).not.toContain("Short-haul minimum");
    const band = reference("250-miles-3-bedroom").figure;
    expect((e.low + e.high) / 2).toBeGreaterThanOrEqual(band.low);
    expect((e.low + e.high) / 2).toBeLessThanOrEqual(band.high);
    expect(e.high).toBeLessThanOrEqual(band.high);
  });

  it("leaves no size on the short-haul minimum at 250 miles or more", () => {
    for (const road of [250, 500, 1000, 2500]) {
      for (const size of MOVE_SIZE_IDS) {
        const e = estimateMoveCost({ distanceMiles: forRoad(road), size });
        expect(
          e.lines.map((l) => l.label),
          `${size} at ${road} mi`,
        ).not.toContain("Short-haul minimum");
      }
    }
  });
});

describe("the cost model's calibration table (docs/decisions/cost-model-by-weight.md)", () => {
  it("shows every reference with the model's current estimate", () => {
    const doc = readFileSync(new URL("../../../docs/decisions/cost-model-by-weight.md", import.meta.url), "utf8");
    const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
    for (const r of PUBLISHED_REFERENCES) {
      const e = priced(r.id);
      expect(doc, r.id).toContain(`| ${usd(e.low)}-${usd(e.high)} | ${usd(Math.round((e.low + e.high) / 2))} |`);
    }
  });
});

describe("agreesWith", () => {
  it("needs a published average inside our range and our range inside a published band", () => {
    expect(agreesWith({ low: 4000, high: 6000 }, { low: 4300, high: 4300 })).toBe(true);
    expect(agreesWith({ low: 4400, high: 6000 }, { low: 4300, high: 4300 })).toBe(false);
    expect(agreesWith({ low: 5200, high: 7600 }, { low: 5000, high: 10000 })).toBe(true);
    expect(agreesWith({ low: 9000, high: 13000 }, { low: 5000, high: 10000 })).toBe(false);
    expect(agreesWith({ low: 1100, high: 2100 }, { low: 2000, high: 4500 })).toBe(false);
  });
});
