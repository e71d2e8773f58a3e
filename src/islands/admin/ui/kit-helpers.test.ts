import { describe, expect, it } from "vitest";
import { isRecordId } from "./DetailPage";
import { describedBy } from "./Field";
import { formatDateTime, statusOptionLabel } from "./format";

describe("statusOptionLabel", () => {
  it("capitalises the status and adds the count once it is known", () => {
    expect(statusOptionLabel("running")).toBe("Running");
    expect(statusOptionLabel("failed", 3)).toBe("Failed (3)");
    expect(statusOptionLabel("open", 0)).toBe("Open (0)");
  });
});

describe("describedBy", () => {
  it("names the hint and the error that are shown, and nothing when neither is", () => {
    expect(describedBy("f", "a hint", "an error")).toBe("f-hint f-error");
    expect(describedBy("f", undefined, "an error")).toBe("f-error");
    expect(describedBy("f", "a hint", undefined)).toBe("f-hint");
    expect(describedBy("f", "", undefined)).toBeUndefined();
  });
});

describe("isRecordId", () => {
  it("accepts 1 to 12 digits only", () => {
    expect(isRecordId("42")).toBe(true);
    expect(isRecordId("123456789012")).toBe(true);
    expect(isRecordId("1234567890123")).toBe(false);
    expect(isRecordId("12a")).toBe(false);
    expect(isRecordId("")).toBe(false);
  });
});

describe("formatDateTime", () => {
  it("shows a dash for no time and the raw text for one it cannot read", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("not a date")).toBe("not a date");
    expect(formatDateTime("2026-11-22T15:04:00Z")).toMatch(/2026/);
  });
});
