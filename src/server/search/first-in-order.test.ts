import { describe, expect, it } from "vitest";
import { firstInOrder, smallestValues } from "./first-in-order";

/** A deterministic shuffle of 0 … n - 1 (a linear congruential generator), so failures repeat. */
function shuffled(n: number, seed: number): number[] {
  const values = Array.from({ length: n }, (_, i) => i);
  let state = seed;
  for (let i = n - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [values[i], values[j]] = [values[j], values[i]];
  }
  return values;
}

describe("the first items in order", () => {
  it("is the start of a full sort, for any number wanted", () => {
    for (const [n, seed] of [
      [0, 1],
      [1, 2],
      [7, 3],
      [500, 4],
      [5_000, 5],
    ]) {
      const keys = shuffled(n, seed).map((v) => v * 3 + (v % 2));
      const compare = (a: number, b: number) => keys[a] - keys[b];
      const sorted = Array.from({ length: n }, (_, i) => i).sort(compare);
      for (const want of [0, 1, 2, 20, 50, n - 1, n, n + 10]) {
        if (want < 0) continue;
        expect(Array.from(firstInOrder(n, want, compare)), `${n} items, ${want} wanted`).toEqual(sorted.slice(0, want));
      }
    }
  });

  it("keeps a tie-broken order: equal first keys in the order of the second", () => {
    const tier = [2, 0, 1, 0, 2, 1, 0];
    const compare = (a: number, b: number) => tier[a] - tier[b] || b - a;
    expect(Array.from(firstInOrder(tier.length, 4, compare))).toEqual([6, 3, 1, 5]);
  });

  it("picks the smallest plain numbers, ascending, for any number wanted", () => {
    for (const [n, seed] of [
      [0, 6],
      [1, 7],
      [9, 8],
      [600, 9],
      [4_000, 10],
    ]) {
      // Every value twice when n is odd, so ties are picked as a sort would.
      const values = Float64Array.from(shuffled(n, seed), (v) => (n % 2 === 1 ? Math.floor(v / 2) : v) * 2.5 - 700);
      const sorted = Array.from(values).sort((a, b) => a - b);
      for (const want of [0, 1, 3, 100, n - 1, n, n + 5]) {
        if (want < 0) continue;
        expect(Array.from(smallestValues(values, n, want)), `${n} values, ${want} wanted`).toEqual(sorted.slice(0, want));
      }
    }
  });
});
