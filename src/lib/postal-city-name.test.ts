import { describe, expect, it } from "vitest";
import zipcodes from "zipcodes";
import { postalCityName } from "./postal-city-name";
import { slugify } from "./slug";

describe("postalCityName", () => {
  it.each([
    ["Mcallen", "TX", "McAllen"],
    ["Mckinney", "TX", "McKinney"],
    ["West Mclean", "VA", "West McLean"],
    ["Desoto", "TX", "DeSoto"],
    ["Dekalb", "IL", "DeKalb"],
    ["Lagrange", "GA", "LaGrange"],
    ["Lagrange", "ME", "Lagrange"],
    ["O Fallon", "MO", "O'Fallon"],
    ["Port O Connor", "TX", "Port O'Connor"],
    ["Coeur D Alene", "ID", "Coeur d'Alene"],
    ["D Lo", "MS", "D'Lo"],
    ["Fond Du Lac", "WI", "Fond du Lac"],
    ["Isle Of Palms", "SC", "Isle of Palms"],
    ["Lake In The Hills", "IL", "Lake in the Hills"],
    ["Hastings On Hudson", "NY", "Hastings-on-Hudson"],
    ["Carmel By The Sea", "CA", "Carmel-by-the-Sea"],
    ["Lees Summit", "MO", "Lee's Summit"],
    ["Winston Salem", "NC", "Winston-Salem"],
    ["Travis Afb", "CA", "Travis AFB"],
    ["Macon", "GA", "Macon"],
    ["The Woodlands", "TX", "The Woodlands"],
    ["Des Moines", "IA", "Des Moines"],
  ])("%s, %s → %s", (raw, state, expected) => {
    expect(postalCityName(raw, state)).toBe(expected);
  });

  it("keeps every city's slug, except where an apostrophe now joins two words", () => {
    const changed = new Set<string>();
    for (const c of Object.values(zipcodes.codes)) {
      const fixed = postalCityName(c.city, c.state);
      if (slugify(fixed) !== slugify(c.city)) changed.add(`${fixed}, ${c.state}`);
    }
    expect([...changed].filter((c) => !c.includes("'"))).toEqual([]);
    expect(changed).toContain("O'Fallon, MO");
    expect(changed).toContain("Coeur d'Alene, ID");
  });
});
