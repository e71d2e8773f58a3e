import { describe, expect, it } from "vitest";
import { followsTitleRule, HOME_TITLE, pageTitle } from "./title";

describe("the page title rule", () => {
  it("adds one suffix to a page's own title", () => {
    expect(pageTitle("Contact Us")).toBe("Contact Us | Movers & Packers");
    expect(pageTitle("  Page   Not Found ")).toBe("Page Not Found | Movers & Packers");
  });

  it("refuses an empty title", () => {
    expect(() => pageTitle("  ")).toThrow(/cannot be empty/);
  });

  it("accepts the home title and suffixed titles, and nothing else", () => {
    expect(followsTitleRule(HOME_TITLE)).toBe(true);
    expect(followsTitleRule(pageTitle("FAQ"))).toBe(true);
    expect(followsTitleRule("FAQ | National Movers Directory")).toBe(false);
    expect(followsTitleRule("Get Free Moving Quotes | Compare Movers & Packers")).toBe(false);
    expect(followsTitleRule(" | Movers & Packers")).toBe(false);
  });
});
