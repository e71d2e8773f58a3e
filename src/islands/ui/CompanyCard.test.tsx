import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type CardCompany, CompanyCard } from "./CompanyCard";

const company: CardCompany = {
  id: 7,
  slug: "lone-star-movers",
  name: "Lone Star Movers",
  city: { name: "Austin", slug: "austin" },
  state: { name: "Texas", slug: "texas", abbreviation: "TX" },
  logo: null,
  services: [{ name: "Local Moving" }, { name: "Packing" }, { name: "Storage" }, { name: "Piano Moving" }],
  isFeatured: true,
  rating: 4.5,
  reviewCount: 1234,
  phone: "+1 512-555-0123",
};

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("CompanyCard", () => {
  it("directory cards show the stars, reviews, distance and a tel: link, but no logo", () => {
    const html = renderToStaticMarkup(<CompanyCard company={company} variant="directory" heading="h2" miles={0.4} />);
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(text(html)).toContain("4.5 (1,234 reviews)");
    expect(text(html)).toContain("Austin, TX · under 1 mi away");
    expect(html).toContain('href="tel:+15125550123"');
    expect(text(html)).toContain("(512) 555-0123");
    expect(html).toMatch(/<h2[^>]*><a[^>]*href="\/company\/lone-star-movers"/);
    expect(html).not.toContain("<img");
  });

  it("featured cards show the logo, the badge and at most three services, without rating or phone", () => {
    const html = renderToStaticMarkup(<CompanyCard company={company} variant="featured" animationDelayMs={300} />);
    expect(html).toContain("<img");
    expect(html).toContain("animation-delay:300ms");
    expect(text(html)).toContain("Featured");
    expect(text(html)).not.toContain("Piano Moving");
    expect(html).not.toContain("Rated");
    expect(html).not.toContain("tel:");
    expect(html).toMatch(/<h3[^>]*><a/);
  });

  it("falls back to 'Moving Services' and the quote page when a company has no services or slug", () => {
    const bare: CardCompany = { id: "x1", name: "Nameless", city: { name: "Waco" }, state: { name: "Texas" }, services: [], slug: null };
    const html = renderToStaticMarkup(<CompanyCard company={bare} variant="directory" />);
    expect(text(html)).toContain("Moving Services");
    expect(text(html)).toContain("Waco, Texas");
    expect(text(html)).toContain("Not yet rated");
    expect(html).toMatch(/href="\/get-quotes"/);
  });
});
