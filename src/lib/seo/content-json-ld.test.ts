import { describe, expect, it } from "vitest";
import { internationalUsPhone } from "../format";
import { contactPage, faqAnswerText, faqPage, webPage } from "./content-json-ld";
import { serializeJsonLd } from "./json-ld";

const items = [
  { question: "Is it free?", answer: ["Yes.", "  No  obligation. "] },
  { question: "What about </script>?", answer: ["Text with <b>tags</b> & \u2028 separators."] },
];

describe("faqPage", () => {
  it("has one Question per item, in order, with the answer paragraphs as text", () => {
    const data = faqPage(items);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toEqual([
      { "@type": "Question", name: "Is it free?", acceptedAnswer: { "@type": "Answer", text: "Yes.\n\nNo obligation." } },
      {
        "@type": "Question",
        name: "What about </script>?",
        acceptedAnswer: { "@type": "Answer", text: "Text with <b>tags</b> & separators." },
      },
    ]);
  });

  it("leaves out questions without an answer", () => {
    expect(
      faqPage([
        { question: "Empty?", answer: ["  "] },
        { question: " ", answer: ["x"] },
      ]).mainEntity,
    ).toEqual([]);
  });

  it("cannot break out of its script tag once serialised, and parses back unchanged", () => {
    const data = faqPage(items);
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("faqAnswerText", () => {
  it("collapses white space and joins paragraphs with a blank line", () => {
    expect(faqAnswerText({ question: "q", answer: ["a\n  b", "", "c"] })).toBe("a b\n\nc");
  });
});

describe("webPage and contactPage", () => {
  it("describe the page and the organisation's contact point", () => {
    expect(webPage("AboutPage", { name: "About", url: "https://m.example/about", description: "d" })).toEqual({
      "@context": "https://schema.org",
      "@type": "AboutPage",
      name: "About",
      url: "https://m.example/about",
      description: "d",
    });
    const data = contactPage({
      name: "Contact",
      url: "https://m.example/contact",
      description: "d",
      organization: { name: "Movers", url: "https://m.example/", email: "hi@m.example", phone: "(800) 555-0199" },
    });
    expect(data["@type"]).toBe("ContactPage");
    expect(data.mainEntity).toMatchObject({
      "@type": "Organization",
      telephone: "+1-800-555-0199",
      contactPoint: { "@type": "ContactPoint", email: "hi@m.example", telephone: "+1-800-555-0199" },
    });
  });
});

describe("internationalUsPhone", () => {
  it("formats 10 and 11 digit US numbers and leaves anything else alone", () => {
    expect(internationalUsPhone("(800) 555-0199")).toBe("+1-800-555-0199");
    expect(internationalUsPhone("1 800 555 0199")).toBe("+1-800-555-0199");
    expect(internationalUsPhone("555-0199")).toBe("555-0199");
  });
});
