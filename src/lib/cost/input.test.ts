import { describe, expect, it } from "vitest";
import { formatZodError } from "../errors";
import { getQuotesPath } from "../routes";
import { estimateMoveCost } from "./estimate";
import { DEFAULT_CALCULATOR_INPUT, defaultBedrooms, quoteWizardHref, toEstimateInput, zipFromPlace } from "./input";
import { calculatorInputSchema } from "./input-schema";

describe("calculatorInputSchema", () => {
  it("accepts the defaults and coerces number fields typed as text", () => {
    expect(calculatorInputSchema.parse(DEFAULT_CALCULATOR_INPUT)).toEqual(DEFAULT_CALCULATOR_INPUT);
    const parsed = calculatorInputSchema.parse({ ...DEFAULT_CALCULATOR_INPUT, storageMonths: "3", stairsFlights: "", weightPerRoomLb: "1200" });
    expect(parsed).toMatchObject({ storageMonths: 3, stairsFlights: 0, weightPerRoomLb: 1200 });
  });

  it("names the field and the rule for bad values", () => {
    const bad = (over: Record<string, unknown>) => {
      const result = calculatorInputSchema.safeParse({ ...DEFAULT_CALCULATOR_INPUT, ...over });
      return result.success ? "" : formatZodError(result.error);
    };
    expect(bad({ storageMonths: "25" })).toBe("storageMonths: Storage must be 0 to 24 months");
    expect(bad({ stairsFlights: "1.5" })).toBe("stairsFlights: Flights of stairs must be a whole number");
    expect(bad({ stairsFlights: "abc" })).toBe("stairsFlights: Flights of stairs must be a number");
    expect(bad({ weightPerRoomLb: "100" })).toBe("weightPerRoomLb: Weight per room must be 500 to 2,000 lb");
    expect(bad({ date: "07/15/2026" })).toBe("date: Enter the move date as YYYY-MM-DD");
    expect(bad({ size: "huge" })).toBe("size: Choose a move size");
    expect(bad({ size: "4br", bedrooms: 1 })).toBe("bedrooms: Choose a number of bedrooms for this move size");
    expect(bad({ size: "commercial", bedrooms: null })).toBe("");
    expect(bad({ date: "2026-07-15" })).toBe("");
  });

  it("starts each size at its usual bedroom count, Studio/1BR as a studio", () => {
    expect(defaultBedrooms("studio")).toBe(0);
    expect(defaultBedrooms("2-3br")).toBe(3);
    expect(defaultBedrooms("4br")).toBe(4);
    expect(defaultBedrooms("commercial")).toBeNull();
  });
});

describe("zipFromPlace", () => {
  it.each([
    ["78701", "78701"],
    ["78701 (Austin, TX)", "78701"],
    ["Dallas, TX 75201", "75201"],
    ["Austin", null],
    ["7870", null],
    ["787011", null],
  ])("%s → %s", (text, zip) => {
    expect(zipFromPlace(text)).toBe(zip);
  });
});

describe("toEstimateInput and quoteWizardHref", () => {
  const input = {
    ...DEFAULT_CALCULATOR_INPUT,
    from: "78701 (Austin, TX)",
    to: "75201",
    size: "4br" as const,
    bedrooms: 5,
    date: "2026-07-15",
    piano: true,
  };

  it("feeds the model the parsed inputs and the distance", () => {
    const estimate = estimateMoveCost(toEstimateInput(input, 182));
    expect(estimate.home.label).toBe("5+ bedrooms");
    expect(estimate.lines.map((l) => l.label)).toContain("Piano");
    expect(estimate.lines.map((l) => l.label)).toContain("Peak season");
    expect(toEstimateInput({ ...input, date: "" }, 1).date).toBeUndefined();
  });

  it("carries route, size and date into the wizard", () => {
    const url = new URL(quoteWizardHref(getQuotesPath(), input), "http://localhost");
    expect(url.pathname).toBe("/get-quotes");
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: "78701 (Austin, TX)", to: "75201", size: "4br", date: "2026-07-15" });
    expect(quoteWizardHref(getQuotesPath(), { from: " ", to: "", size: "studio", date: "" })).toBe("/get-quotes?size=studio");
  });
});
