import { describe, expect, it } from "vitest";
import { addDays, formatIsoDay, fromWireDate, isoDate, isRealDay, parseDay, toWireDate, utcToday } from "./dates";

describe("isRealDay", () => {
  it("accepts days that exist, leap days included", () => {
    expect(["2026-01-31", "2024-02-29", "2000-02-29", "2026-12-05"].filter(isRealDay)).toHaveLength(4);
  });

  it("refuses impossible days and other shapes", () => {
    const wrong = ["2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "2026-1-5", "12/05/2026", " 2026-12-05", ""];
    expect(wrong.filter(isRealDay)).toEqual([]);
  });

  it("parseDay keeps a real day and turns anything else into an empty string", () => {
    expect([parseDay("2024-02-29"), parseDay("2023-02-29"), parseDay(undefined)]).toEqual(["2024-02-29", "", ""]);
  });
});

describe("wire dates (MM/DD/YYYY)", () => {
  it("converts real days both ways", () => {
    expect(toWireDate("2026-12-05")).toBe("12/05/2026");
    expect(fromWireDate("12/05/2026")).toBe("2026-12-05");
    expect(fromWireDate(toWireDate("2024-02-29"))).toBe("2024-02-29");
  });

  it("gives an empty string for days that do not exist or are written otherwise", () => {
    expect([toWireDate("2026-02-30"), toWireDate("12/05/2026"), toWireDate("next week")]).toEqual(["", "", ""]);
    expect([fromWireDate("02/30/2026"), fromWireDate("2026-12-05"), fromWireDate("5/12/2026")]).toEqual(["", "", ""]);
  });
});

describe("day arithmetic and display", () => {
  it("reads the UTC day of an instant", () => {
    expect(isoDate(new Date("2026-03-10T23:59:59Z"))).toBe("2026-03-10");
    expect(utcToday(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23");
  });

  it("moves across months, years and leap days", () => {
    expect([addDays("2024-02-28", 1), addDays("2026-12-31", 1), addDays("2026-03-01", -1), addDays("2026-01-07", -6)]).toEqual([
      "2024-02-29",
      "2027-01-01",
      "2026-02-28",
      "2026-01-01",
    ]);
  });

  it("writes a day as 'Dec 5, 2026', and nothing for a non-day", () => {
    expect([formatIsoDay("2026-12-05"), formatIsoDay("2027-01-31"), formatIsoDay("2026-02-30"), formatIsoDay("")]).toEqual([
      "Dec 5, 2026",
      "Jan 31, 2027",
      "",
      "",
    ]);
  });
});
