import { describe, expect, it } from "vitest";
import { MAJOR_CITIES } from "../major-cities";
import { organization, website } from "./site-json-ld";

describe("site structured data", () => {
  it("points the search action at /search?q={term}", () => {
    const data = website("https://movers.example");
    expect(data.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: "https://movers.example/search?q={search_term_string}" },
    });
  });

  it("names the organisation with the site's contact details", () => {
    expect(organization("https://movers.example")).toMatchObject({ "@type": "Organization", url: "https://movers.example/" });
  });
});

describe("MAJOR_CITIES", () => {
  it("starts with the spec's five top cities and builds city slugs", () => {
    expect(MAJOR_CITIES.slice(0, 5).map((c) => c.name)).toEqual(["New York", "Los Angeles", "Chicago", "Houston", "Phoenix"]);
    expect(MAJOR_CITIES[1]).toEqual({ name: "Los Angeles", stateAbbreviation: "CA", stateSlug: "california", citySlug: "los-angeles" });
  });
});
