import { describe, expect, it } from "vitest";
import { sampleCompany } from "../../../test/support/sample-company";
import { breadcrumbList, movingCompany, serializeJsonLd } from "./json-ld";
import { canonicalUrl, dedupeKeywords, truncateDescription } from "./meta";

describe("truncateDescription", () => {
  it("keeps short text and cuts long text to 157 characters plus an ellipsis", () => {
    expect(truncateDescription("  Movers   in Austin ")).toBe("Movers in Austin");
    const long = truncateDescription("x".repeat(300));
    expect(long).toHaveLength(160);
    expect(long.endsWith("...")).toBe(true);
    expect(truncateDescription("y".repeat(160))).toBe("y".repeat(160));
  });
});

describe("dedupeKeywords", () => {
  it("drops repeats regardless of case, and blanks", () => {
    expect(dedupeKeywords(["Movers", "movers ", "", "Packers", "MOVERS"])).toEqual(["Movers", "Packers"]);
  });
});

describe("canonicalUrl", () => {
  it("drops query, hash and trailing slash", () => {
    const site = "https://movers.example";
    expect(canonicalUrl("/states/texas/?utm=1#map", site)).toBe("https://movers.example/states/texas");
    expect(canonicalUrl("/", site)).toBe("https://movers.example/");
    expect(canonicalUrl("https://MOVERS.example/blog//", site)).toBe("https://movers.example/blog");
  });

  it("drops the .html of a built file's path, so /search.html canonicalises to /search", () => {
    const site = "https://movers.example";
    expect(canonicalUrl("/search.html", site)).toBe("https://movers.example/search");
    expect(canonicalUrl("/sitemap.html?x=1", site)).toBe("https://movers.example/sitemap");
    expect(canonicalUrl("/index.html", site)).toBe("https://movers.example/");
    expect(canonicalUrl("/blog/index.html", site)).toBe("https://movers.example/blog");
  });
});

const company = sampleCompany({
  id: 1,
  slug: "evil",
  name: "Evil </script><script>alert(1)</script> Movers",
  description: "We move </script> & more \u2028 things",
  rating: 4.5,
  reviewCount: 12,
});

describe("serializeJsonLd", () => {
  it("cannot be broken out of by </script> in company text, and parses back to the same data", () => {
    const data = movingCompany(company, "https://movers.example/company/evil");
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual(data);
    expect((JSON.parse(text) as { name: string }).name).toBe(company.name);
  });
});

describe("movingCompany", () => {
  it("uses the spec's address shape and a rating only when there are reviews", () => {
    const data = movingCompany(company, "https://movers.example/company/evil");
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1 Main St",
      addressLocality: "Austin",
      addressRegion: "TX",
      postalCode: "78701",
      addressCountry: "US",
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    expect(movingCompany({ ...company, reviewCount: 0 }, "u").aggregateRating).toBeUndefined();
  });
});

describe("breadcrumbList", () => {
  it("numbers the trail from 1", () => {
    const data = breadcrumbList([
      { name: "Home", url: "https://m.example/" },
      { name: "Texas", url: "https://m.example/moving-companies/texas" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://m.example/" },
      { "@type": "ListItem", position: 2, name: "Texas", item: "https://m.example/moving-companies/texas" },
    ]);
  });
});
