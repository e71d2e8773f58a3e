import { describe, expect, it } from "vitest";
import { parseDay } from "../dates";
import { EMPTY_LEAD_QUERY, leadFilterParams, leadListParams, leadRangeError, parseLeadListQuery } from "./lead-list-query";

describe("parseLeadListQuery", () => {
  it("reads every filter from a URL query", () => {
    expect(parseLeadListQuery({ status: "contacted", from: "2026-01-01", to: "2026-01-31", state: "ca", page: "2" })).toEqual({
      status: "contacted",
      from: "2026-01-01",
      to: "2026-01-31",
      state: "CA",
      page: 2,
    });
  });

  it("treats unknown values as 'all'", () => {
    expect(parseLeadListQuery({ status: "open", from: "2026-02-30", to: "01/31/2026", state: "XX", page: "x" })).toEqual(EMPTY_LEAD_QUERY);
  });
});

describe("parseDay", () => {
  it("accepts real calendar days only", () => {
    expect(parseDay("2024-02-29")).toBe("2024-02-29");
    expect([parseDay("2023-02-29"), parseDay("2024-13-01"), parseDay(""), parseDay(undefined)]).toEqual(["", "", "", ""]);
  });
});

describe("lead list parameters", () => {
  const query = { status: "new", from: "2026-01-01", to: "", state: "TX", page: 3 } as const;

  it("leave out blanks; the export has no page", () => {
    expect(leadFilterParams(query)).toEqual({ status: "new", from: "2026-01-01", to: undefined, state: "TX" });
    expect(leadListParams(query)).toEqual({ status: "new", from: "2026-01-01", to: undefined, state: "TX", page: "3" });
    expect(leadListParams({ ...query, page: 1 }).page).toBeUndefined();
  });
});

describe("leadRangeError", () => {
  it("refuses an end date before the start date", () => {
    expect(leadRangeError({ ...EMPTY_LEAD_QUERY, from: "2026-02-01", to: "2026-01-31" })).toBe("The end date is before the start date.");
    expect(leadRangeError({ ...EMPTY_LEAD_QUERY, from: "2026-02-01", to: "2026-02-01" })).toBeUndefined();
    expect(leadRangeError({ ...EMPTY_LEAD_QUERY, to: "2026-02-01" })).toBeUndefined();
  });
});
