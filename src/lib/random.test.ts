import { describe, expect, it } from "vitest";
import { apportion, SeededRandom } from "./random";

describe("SeededRandom", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    const c = new SeededRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it("keeps int() within its inclusive bounds and reaches both ends", () => {
    const r = new SeededRandom(7);
    const seen = new Set(Array.from({ length: 2000 }, () => r.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("apportion", () => {
  it("splits a total exactly, in proportion to the weights", () => {
    expect(apportion(10, [1, 1])).toEqual([5, 5]);
    expect(apportion(10, [2, 1, 1])).toEqual([5, 3, 2]);
    const parts = apportion(10_400, [9, 4, 3, 2, 1, 0.5]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10_400);
    expect(parts[0]).toBeGreaterThan(parts[1]);
  });

  it("gives nothing when every weight is zero", () => {
    expect(apportion(5, [0, 0])).toEqual([0, 0]);
  });
});
