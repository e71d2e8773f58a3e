import { describe, expect, it } from "vitest";
import { isoDate } from "../dates";
import { article, articleItemList, blog, movingService, parseByline, person } from "./article-json-ld";
import { serializeJsonLd } from "./json-ld";

const publisher = { name: "National Movers Directory", url: "https://movers.example/", logo: "https://movers.example/icon-512.png" };

describe("parseByline", () => {
  it("splits the name from the job title at the first comma", () => {
    expect(parseByline("Dana Whitfield, Relocation Editor")).toEqual({ name: "Dana Whitfield", jobTitle: "Relocation Editor" });
    expect(parseByline("Ann Lee, Editor, Research")).toEqual({ name: "Ann Lee", jobTitle: "Editor, Research" });
    expect(parseByline("  Ann Lee ")).toEqual({ name: "Ann Lee" });
    expect(person("Ann Lee")).toEqual({ "@type": "Person", name: "Ann Lee" });
  });
});

describe("isoDate", () => {
  it("gives the calendar date of a front-matter date", () => {
    expect(isoDate(new Date("2026-03-10"))).toBe("2026-03-10");
  });
});

describe("article", () => {
  const base = {
    url: "https://movers.example/blog/moving-cost-guide",
    headline: "How Much Does It Cost to Move?",
    description: "Typical local and long-distance moving costs.",
    author: "Priya Raman, Consumer Research Editor",
    datePublished: new Date("2026-03-18"),
    publisher,
  };

  it("has the fields search engines read for an article", () => {
    const data = article({ ...base, dateModified: new Date("2026-05-06"), keywords: ["moving costs", "estimates"], readingMinutes: 7 });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: base.headline,
      description: base.description,
      author: { "@type": "Person", name: "Priya Raman", jobTitle: "Consumer Research Editor" },
      datePublished: "2026-03-18",
      dateModified: "2026-05-06",
      publisher: {
        "@type": "Organization",
        name: "National Movers Directory",
        url: "https://movers.example/",
        logo: { "@type": "ImageObject", url: "https://movers.example/icon-512.png" },
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": base.url },
      url: base.url,
      inLanguage: "en-US",
      keywords: "moving costs, estimates",
      timeRequired: "PT7M",
    });
  });

  it("uses the publication date as dateModified when never updated, and can be a BlogPosting", () => {
    const data = article({ ...base, type: "BlogPosting", publisher: { name: "X", url: "https://x.example/" } });
    expect(data["@type"]).toBe("BlogPosting");
    expect(data.dateModified).toBe("2026-03-18");
    expect(data.publisher).toEqual({ "@type": "Organization", name: "X", url: "https://x.example/" });
    expect(data).not.toHaveProperty("keywords");
    expect(data).not.toHaveProperty("image");
  });

  it("survives serialisation for a script tag", () => {
    const data = article({ ...base, headline: "Movers </script><b>" });
    expect(JSON.parse(serializeJsonLd(data)).headline).toBe("Movers </script><b>");
  });
});

describe("blog", () => {
  it("lists each post as a BlogPosting", () => {
    const data = blog({
      url: "https://movers.example/blog",
      name: "Moving Blog",
      description: "Tips",
      publisher,
      posts: [{ url: "https://movers.example/blog/a", headline: "A", author: "Ann Lee, Editor", datePublished: new Date("2026-01-02") }],
    });
    expect(data["@type"]).toBe("Blog");
    expect(data.blogPost).toEqual([
      {
        "@type": "BlogPosting",
        headline: "A",
        url: "https://movers.example/blog/a",
        author: { "@type": "Person", name: "Ann Lee", jobTitle: "Editor" },
        datePublished: "2026-01-02",
        dateModified: "2026-01-02",
      },
    ]);
  });
});

describe("articleItemList and movingService", () => {
  it("numbers the items from 1", () => {
    const data = articleItemList("Guides", [
      { name: "One", url: "https://movers.example/guides/one" },
      { name: "Two", url: "https://movers.example/guides/two" },
    ]);
    expect(data.numberOfItems).toBe(2);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "One", url: "https://movers.example/guides/one" },
      { "@type": "ListItem", position: 2, name: "Two", url: "https://movers.example/guides/two" },
    ]);
  });

  it("describes a service offered in the US", () => {
    const data = movingService({
      name: "Local Moving",
      serviceType: "Local moving",
      description: "d",
      url: "https://movers.example/services/local-moving",
    });
    expect(data).toMatchObject({ "@type": "Service", areaServed: { "@type": "Country", name: "United States" } });
  });
});
