import { describe, expect, it } from "vitest";
import { tenDigitPhone } from "../../lib/format";
import { findDuplicateGroups, normaliseName, normaliseWebsite } from "./duplicates";

describe("duplicate detection", () => {
  it("normalises names, phones and websites", () => {
    expect(normaliseName("The Acme Movers, LLC")).toBe("acme movers");
    expect(normaliseName("A&B Moving Co.")).toBe("a and b moving");
    expect(normaliseName("Inc")).toBe("inc"); // a name of only a suffix stays
    expect(tenDigitPhone("+1 (512) 555-0100")).toBe("5125550100");
    expect(tenDigitPhone("555-0100")).toBe("");
    expect(normaliseWebsite("https://www.Acme.com/")).toBe("acme.com");
    expect(normaliseWebsite("http://acme.com/about?x=1")).toBe("acme.com/about");
    expect(normaliseWebsite(null)).toBe("");
  });

  it("groups only within one city and state, once per shared value", () => {
    const base = { phone: null, website: null };
    const groups = findDuplicateGroups([
      { id: 1, slug: "a", name: "Acme Movers", city: "Austin", state: "TX", ...base, website: "https://acme.example" },
      { id: 2, slug: "b", name: "ACME MOVERS INC", city: "austin", state: "TX", ...base, website: "acme.example/" },
      { id: 3, slug: "c", name: "Acme Movers", city: "Dallas", state: "TX", ...base },
      { id: 4, slug: "d", name: "Acme Movers", city: "Austin", state: "MN", ...base },
    ]);
    expect(groups.map((g) => [g.match, g.state, g.companies.map((c) => c.id)])).toEqual([
      ["name", "TX", [1, 2]],
      ["website", "TX", [1, 2]],
    ]);
  });
});
