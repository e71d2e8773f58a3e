import { describe, expect, it } from "vitest";
import { canTransition, LEAD_STATUSES, leadFiltersSchema, leadStatusSchema, nextStatuses } from "./pipeline";

describe("lead pipeline", () => {
  it("lists the statuses in pipeline order", () => {
    expect(LEAD_STATUSES).toEqual(["new", "contacted", "scheduled", "quoted", "converted", "lost"]);
  });

  it("moves forward one step at a time", () => {
    expect(canTransition("new", "contacted")).toBe(true);
    expect(canTransition("contacted", "scheduled")).toBe(true);
    expect(canTransition("scheduled", "quoted")).toBe(true);
    expect(canTransition("quoted", "converted")).toBe(true);
    expect(canTransition("new", "scheduled")).toBe(false);
    expect(canTransition("quoted", "contacted")).toBe(false);
    expect(canTransition("new", "new")).toBe(false);
  });

  it("allows lost from every open status only", () => {
    for (const s of ["new", "contacted", "scheduled", "quoted"] as const) expect(canTransition(s, "lost")).toBe(true);
    expect(canTransition("converted", "lost")).toBe(false);
    expect(canTransition("lost", "lost")).toBe(false);
    expect(canTransition("lost", "new")).toBe(false);
  });

  it("lists the allowed next statuses", () => {
    expect(nextStatuses("new")).toEqual(["contacted", "lost"]);
    expect(nextStatuses("quoted")).toEqual(["converted", "lost"]);
    expect(nextStatuses("converted")).toEqual([]);
    expect(nextStatuses("lost")).toEqual([]);
  });

  it("validates a status name", () => {
    expect(leadStatusSchema.safeParse("quoted").success).toBe(true);
    expect(leadStatusSchema.safeParse("won").success).toBe(false);
  });
});

describe("leadFiltersSchema", () => {
  it("accepts filters and normalises the state", () => {
    expect(leadFiltersSchema.parse({ status: "new", from: "2024-01-01", to: "2024-01-31", state: "tx" })).toEqual({
      status: "new",
      from: "2024-01-01",
      to: "2024-01-31",
      state: "TX",
    });
    expect(leadFiltersSchema.parse({})).toEqual({});
  });

  it("names the bad field", () => {
    const issues = (input: Record<string, string>) => leadFiltersSchema.safeParse(input).error?.issues.map((i) => i.path.join("."));
    expect(issues({ status: "won" })).toEqual(["status"]);
    expect(issues({ from: "2024-02-30" })).toEqual(["from"]);
    expect(issues({ from: "2024-13-01" })).toEqual(["from"]);
    expect(issues({ to: "yesterday" })).toEqual(["to"]);
    expect(issues({ from: "2024-02-02", to: "2024-02-01" })).toEqual(["to"]);
    expect(issues({ state: "Texas" })).toEqual(["state"]);
  });
});
