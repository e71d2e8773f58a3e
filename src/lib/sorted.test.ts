import { describe, expect, it } from "vitest";
import { firstNotHolding } from "./sorted";

describe("firstNotHolding", () => {
  const items = [1, 3, 3, 3, 7, 9];
  /** The first index at or after `from` (and before `to`) whose item is not below `value`, by walking. */
  const walked = (value: number, from = 0, to = items.length) => {
    let at = from;
    while (at < to && items[at] < value) at++;
    return at;
  };

  it("finds the first item not below a value, as a walk does, for every value and range", () => {
    for (let value = 0; value <= 10; value++) {
      for (let from = 0; from <= items.length; from++) {
        for (let to = from; to <= items.length; to++) {
          expect(
            firstNotHolding(from, to, (at) => items[at] < value),
            `${value} in [${from}, ${to})`,
          ).toBe(walked(value, from, to));
        }
      }
    }
  });

  it("answers the range's end when the test holds throughout, and its start for an empty range", () => {
    expect(firstNotHolding(0, items.length, () => true)).toBe(items.length);
    expect(firstNotHolding(2, 2, () => true)).toBe(2);
    expect(firstNotHolding(4, 6, () => false)).toBe(4);
  });
});
