import { describe, expect, it } from "vitest";
import { formatUsPhone, plural, starRating, telHref } from "./format";

describe("starRating", () => {
  it.each([
    [5, { full: 5, half: false, empty: 0 }],
    [4.5, { full: 4, half: true, empty: 0 }],
    [4.49, { full: 4, half: false, empty: 1 }],
    [3.5, { full: 3, half: true, empty: 1 }],
    [0, { full: 0, half: false, empty: 5 }],
    [0.5, { full: 0, half: true, empty: 4 }],
    [7, { full: 5, half: false, empty: 0 }],
    [-2, { full: 0, half: false, empty: 5 }],
    [Number.NaN, { full: 0, half: false, empty: 5 }],
  ])("%d → %o", (rating, expected) => {
    expect(starRating(rating)).toEqual(expected);
  });

  it("works out of another maximum", () => {
    expect(starRating(2.5, 3)).toEqual({ full: 2, half: true, empty: 0 });
  });
});

describe("formatUsPhone", () => {
  it.each([
    ["5125550123", "(512) 555-0123"],
    ["512-555-0123", "(512) 555-0123"],
    ["15125550123", "(512) 555-0123"],
    ["+1 (512) 555 0123", "(512) 555-0123"],
    ["25125550123", "25125550123"],
    ["555-0123", "555-0123"],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });

  it("builds tel: links only for real US numbers", () => {
    expect(telHref("(512) 555-0123")).toBe("tel:+15125550123");
    expect(telHref("12345")).toBeUndefined();
  });
});

describe("plural", () => {
  it("picks the noun form and separates thousands", () => {
    expect(plural(1, "company", "companies")).toBe("1 company");
    expect(plural(10400, "company", "companies")).toBe("10,400 companies");
    expect(plural(0, "city", "cities")).toBe("0 cities");
  });
});
