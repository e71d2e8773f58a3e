import { describe, expect, it } from "vitest";
import { distanceMiles } from "./geo";

describe("distanceMiles", () => {
  it("is zero for the same point and symmetric", () => {
    const a = { lat: 30.27, lng: -97.74 };
    const b = { lat: 29.76, lng: -95.37 };
    expect(distanceMiles(a, a)).toBe(0);
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 9);
  });

  it("matches known great-circle distances", () => {
    const newYork = { lat: 40.7128, lng: -74.006 };
    const losAngeles = { lat: 34.0522, lng: -118.2437 };
    expect(distanceMiles(newYork, losAngeles)).toBeGreaterThan(2440);
    expect(distanceMiles(newYork, losAngeles)).toBeLessThan(2450);
    // Austin to Houston is about 146 miles as the crow flies.
    expect(distanceMiles({ lat: 30.2672, lng: -97.7431 }, { lat: 29.7604, lng: -95.3698 })).toBeCloseTo(146, -1);
  });
});
