import { describe, expect, it } from "vitest";
import { formatUsPhone, internationalUsPhone, plural, starRating, telHref, tenDigitPhone, usd, usdCents, usPhoneDigits } from "./format";

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

describe("US phone numbers: 10 digits, an optional leading 1 dropped", () => {
  const cases: ReadonlyArray<[input: string, ten: string, shown: string]> = [
    ["5125550123", "5125550123", "(512) 555-0123"],
    ["512-555-0123", "5125550123", "(512) 555-0123"],
    ["15125550123", "5125550123", "(512) 555-0123"],
    ["+1 (512) 555 0123", "5125550123", "(512) 555-0123"],
    ["1234567890", "1234567890", "(123) 456-7890"],
    ["25125550123", "", "25125550123"],
    ["115125550123", "", "115125550123"],
    ["555-0123", "", "555-0123"],
    ["", "", ""],
  ];

  it("keeps the 10 digits of a US number and nothing else", () => {
    expect(cases.map(([input]) => tenDigitPhone(input))).toEqual(cases.map(([, ten]) => ten));
    expect(tenDigitPhone(null)).toBe("");
  });

  it("shows a US number as (AAA) BBB-CCCC and anything else as given", () => {
    expect(cases.map(([input]) => formatUsPhone(input))).toEqual(cases.map(([, , shown]) => shown));
  });

  it("drops the country code only from 11 digits starting with 1", () => {
    expect(["+1 (312) 555-0142", "555-0142", "21234567890"].map(usPhoneDigits)).toEqual(["3125550142", "5550142", "21234567890"]);
  });

  it("builds tel: links and the +1- form only for US numbers", () => {
    expect(["(512) 555-0123", "1 512 555 0123", "12345"].map(telHref)).toEqual(["tel:+15125550123", "tel:+15125550123", undefined]);
    expect(["(800) 555-0199", "555-0199"].map(internationalUsPhone)).toEqual(["+1-800-555-0199", "555-0199"]);
  });
});

describe("money", () => {
  it("writes whole dollars with thousands separators, rounding cents", () => {
    expect([usd(0), usd(80), usd(1234.5), usd(12_345_678.4)]).toEqual(["$0", "$80", "$1,235", "$12,345,678"]);
  });

  it("writes rates with two decimals", () => {
    expect([usdCents(0.6), usdCents(0.155), usdCents(12)]).toEqual(["$0.60", "$0.15", "$12.00"]);
  });
});

describe("plural", () => {
  it("picks the noun form and separates thousands", () => {
    expect(plural(1, "company", "companies")).toBe("1 company");
    expect(plural(10400, "company", "companies")).toBe("10,400 companies");
    expect(plural(0, "city", "cities")).toBe("0 cities");
  });
});
