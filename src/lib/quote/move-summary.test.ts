import { describe, expect, it } from "vitest";
import { initialQuoteState } from "./form-state";
import { moveDateInWords, moveSummary } from "./move-summary";

describe("the move summary of the success step", () => {
  it("names the resolved places, the date in words and the size's label", () => {
    const form = {
      ...initialQuoteState("u-1"),
      movingFrom: "90210 (Beverly Hills, CA)",
      fromLocationZip: "90210",
      fromLocationCity: "Beverly Hills",
      fromLocationState: "CA",
      movingTo: "Austin",
      toLocationCity: "Austin",
      toLocationState: "TX",
      movingDate: "2026-12-22",
      moveSize: "4br",
    };
    expect(moveSummary(form)).toEqual({ from: "Beverly Hills, CA 90210", to: "Austin, TX", date: "Tuesday, December 22, 2026", size: "4+ Bedrooms" });
  });

  it("falls back to the typed place and leaves an unknown date as it is", () => {
    const form = { ...initialQuoteState("u-2"), movingFrom: "  Springfield ", movingTo: "Denver, CO", movingDate: "" };
    expect(moveSummary(form)).toMatchObject({ from: "Springfield", to: "Denver, CO", date: "", size: "2-3 Bedrooms" });
    expect(moveDateInWords("next week")).toBe("next week");
    expect(moveDateInWords("2026-02-30")).toBe("2026-02-30");
  });
});
