import { describe, expect, it } from "vitest";
import { STATE_ABBREVIATIONS, stateByAbbreviation, stateBySlug, US_STATES } from "./states";

describe("US_STATES", () => {
  it("lists the 50 states plus DC once each", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(STATE_ABBREVIATIONS).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.slug)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.fips)).size).toBe(51);
  });

  it("builds lowercase hyphenated slugs", () => {
    expect(stateByAbbreviation("NY")?.slug).toBe("new-york");
    expect(stateByAbbreviation("DC")?.slug).toBe("district-of-columbia");
    for (const s of US_STATES) expect(s.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("looks states up by abbreviation (any case) and by slug", () => {
    expect(stateByAbbreviation(" tx ")?.name).toBe("Texas");
    expect(stateBySlug("north-carolina")?.abbreviation).toBe("NC");
    expect(stateByAbbreviation("PR")).toBeUndefined();
    expect(stateBySlug("puerto-rico")).toBeUndefined();
  });

  it("puts every state in one of the four Census regions", () => {
    const regions = new Set(US_STATES.map((s) => s.region));
    expect([...regions].sort()).toEqual(["Midwest", "Northeast", "South", "West"]);
    expect(US_STATES.filter((s) => s.region === "Northeast")).toHaveLength(9);
  });
});
