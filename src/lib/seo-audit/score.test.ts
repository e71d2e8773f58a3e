import { describe, expect, it } from "vitest";
import { seoScore } from "./score";

describe("seoScore", () => {
  it("is 100 without findings and falls with their weight per page", () => {
    expect(seoScore([], 1)).toBe(100);
    expect(seoScore([{ severity: "notice" }], 1)).toBe(99);
    expect(seoScore([{ severity: "error" }], 1)).toBe(90);
    expect(seoScore([{ severity: "error" }, { severity: "warning" }], 1)).toBe(86);
    expect(seoScore(Array(20).fill({ severity: "error" }), 1)).toBe(0);
  });

  it("spreads findings over the pages checked, and a single finding still costs a point", () => {
    expect(seoScore([{ severity: "error" }], 10)).toBe(99);
    expect(seoScore([{ severity: "notice" }], 12000)).toBe(99);
    expect(seoScore(Array(100).fill({ severity: "error" }), 100)).toBe(90);
  });
});
