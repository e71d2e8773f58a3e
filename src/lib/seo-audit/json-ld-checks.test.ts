import { describe, expect, it } from "vitest";
import { checkJsonLd } from "./json-ld-checks";

const ctx = { "@context": "https://schema.org" };
const block = (data: unknown) => JSON.stringify(data);
const codes = (...blocks: string[]) => checkJsonLd(blocks).issues.map((i) => i.code);

describe("checkJsonLd", () => {
  it("passes complete entities of each type and lists their types, @graph included", () => {
    const result = checkJsonLd([
      block({ ...ctx, "@type": "MovingCompany", name: "A", address: { "@type": "PostalAddress", addressLocality: "Austin" } }),
      block({ ...ctx, "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: "https://x.example/" }] }),
      block({ ...ctx, "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }] }),
      block({
        ...ctx,
        "@graph": [
          { "@type": "Article", headline: "H", datePublished: "2026-01-01" },
          { "@type": "Organization", name: "O", url: "https://x.example/" },
          { "@type": "WebSite", name: "W", url: "https://x.example/" },
          { "@type": "ItemList", itemListElement: [] },
        ],
      }),
    ]);
    expect(result.issues).toEqual([]);
    expect(result.types).toEqual(["MovingCompany", "BreadcrumbList", "FAQPage", "Article", "Organization", "WebSite", "ItemList"]);
  });

  it("reports a block that does not parse, has no schema.org context or no @type", () => {
    expect(codes('{"@context": "https://schema.org", "@type": "Organization",}')).toEqual(["jsonld_invalid"]);
    expect(codes(block({ "@type": "WebSite", name: "W", url: "u" }))).toEqual(["jsonld_invalid"]);
    expect(codes(block({ ...ctx, name: "no type" }))).toEqual(["jsonld_invalid"]);
    expect(codes("42")).toEqual(["jsonld_invalid"]);
  });

  it("names the required properties each type lacks", () => {
    const issues = checkJsonLd([
      block({ ...ctx, "@type": "LocalBusiness", name: "A" }),
      block({ ...ctx, "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", name: "Home" }] }),
      block({ ...ctx, "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "Q?" }] }),
      block({ ...ctx, "@type": "Article", headline: "H" }),
      block({ ...ctx, "@type": "ItemList" }),
      block({ ...ctx, "@type": "Organization", url: "u" }),
      block({ ...ctx, "@type": "WebSite", name: "" }),
    ]).issues;
    expect(issues.map((i) => i.code)).toEqual(Array(7).fill("jsonld_missing_property"));
    expect(issues.map((i) => i.message)).toEqual([
      "LocalBusiness in JSON-LD block 1 lacks address.",
      "BreadcrumbList in JSON-LD block 2 lacks itemListElement[0].position, itemListElement[0].item.",
      "FAQPage in JSON-LD block 3 lacks mainEntity[0].acceptedAnswer.text.",
      "Article in JSON-LD block 4 lacks datePublished.",
      "ItemList in JSON-LD block 5 lacks itemListElement.",
      "Organization in JSON-LD block 6 lacks name.",
      "WebSite in JSON-LD block 7 lacks name, url.",
    ]);
  });
});
