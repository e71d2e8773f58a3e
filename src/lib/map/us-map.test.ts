import topology from "us-atlas/states-albers-10m.json";
import { describe, expect, it } from "vitest";
import { US_STATES } from "../states";
import { MAP_HEIGHT, MAP_WIDTH, stateShapes } from "./us-map";

describe("stateShapes", () => {
  // biome-ignore lint/suspicious/noExplicitAny: the JSON import is untyped
  const shapes = stateShapes(topology as any);

  it("draws every state and DC, matched by FIPS code", () => {
    const fips = new Set(shapes.map((s) => s.fips));
    for (const state of US_STATES) expect(fips.has(state.fips), state.name).toBe(true);
  });

  it("keeps paths inside the viewBox, with short coordinates", () => {
    for (const s of shapes) {
      expect(s.d).toMatch(/^M/);
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(s.y).toBeLessThanOrEqual(MAP_HEIGHT);
      expect(s.d).not.toMatch(/\.\d/);
    }
  });
});
