import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXTRA_MOVER_HOURLY, STAIRS_PER_FLIGHT, TWO_MOVERS_AND_TRUCK_HOURLY } from "./constants";
import { COPY_FIGURES, crewHourly, dollars, fillPrices, lineHaulExample, scaled, span } from "./prose";

const CONTENT = join(import.meta.dirname, "../../content");
const copyFiles = () =>
  ["blog", "guides", "services"].flatMap((dir) =>
    readdirSync(join(CONTENT, dir))
      .filter((f) => f.endsWith(".md") || f.endsWith(".yaml"))
      .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(join(CONTENT, dir, f), "utf8") })),
  );

describe("prices in copy", () => {
  it("write dollar ranges the way the copy does", () => {
    expect(dollars(TWO_MOVERS_AND_TRUCK_HOURLY)).toBe("$80-$100");
    expect(dollars(TWO_MOVERS_AND_TRUCK_HOURLY, "–")).toBe("$80–$100");
    expect(dollars(EXTRA_MOVER_HOURLY, " to ")).toBe("$25 to $50");
    expect(dollars(STAIRS_PER_FLIGHT)).toBe("$75");
    expect(dollars({ low: 0.5, high: 0.7 })).toBe("$0.50-$0.70");
    expect(dollars({ low: 1500, high: 3000 })).toBe("$1,500-$3,000");
    expect(dollars(0.6 * 10)).toBe("$6");
  });

  it("write hours and shares", () => {
    expect(COPY_FIGURES).toEqual({ minimumHours: "2-3", packingShare: "25%", peakSurcharge: "20-30%" });
    expect(span({ low: 0.2, high: 0.3 }, { dash: "–", percent: true })).toBe("20–30%");
  });

  it("derive the worked examples from the rates", () => {
    expect(dollars(crewHourly(3))).toBe("$105-$150");
    expect(dollars(scaled(crewHourly(3), 5))).toBe("$525-$750");
    expect(dollars(lineHaulExample(3_000, 1_000))).toBe("$1,500-$2,100");
    expect(dollars(lineHaulExample(10_000, 2_000))).toBe("$10,000-$14,000");
  });

  it("fill Markdown tokens, and refuse unknown ones", () => {
    expect(fillPrices("About {price:twoMoversHourly} per hour; {price:lineHaul:5000:1500}; {price:reference:guide-7400-lb-1220-miles}")).toBe(
      "About $80-$100 per hour; $3,750-$5,250; $5,600",
    );
    expect(fillPrices("{price:crewLabor:3:5} and {price:releasedValue:50}")).toBe("$525-$750 and $30");
    expect(() => fillPrices("{price:twoMoverHourly}")).toThrow(/Unknown price token/);
    expect(() => fillPrices("{price:reference:nope}")).toThrow(/Unknown price token/);
    expect(fillPrices("{price:packingOf:largeHomeTotal}, {figure:minimumHours} hours")).toBe("$375-$750, 2-3 hours");
    expect(() => fillPrices("{figure:nope}")).toThrow(/Unknown figure token/);
  });

  it("every token in the articles and service pages is known, and the rates are quoted only through tokens", () => {
    const articles = copyFiles();
    expect(articles.filter((a) => a.file.startsWith("services/"))).toHaveLength(4);
    for (const { file, text } of articles) {
      expect(() => fillPrices(text), file).not.toThrow();
      expect(fillPrices(text), file).not.toContain("{price:");
      for (const rate of ["$80-$100", "$25-$50", "$75 per flight", "$0.50-$0.70"]) expect(text, `${file} types ${rate}`).not.toContain(rate);
    }
    const guide = fillPrices(articles.find((a) => a.file === "blog/moving-cost-guide.md")!.text);
    // The formatter pads table cells; what matters is the cell text.
    expect(guide.replace(/ {2,}/g, " ")).toContain("| Two movers and a truck | About $80-$100 per hour |");
    const packing = fillPrices(articles.find((a) => a.file === "services/packing-storage.yaml")!.text);
    expect(packing).toContain("Example: studio move totalling $400-$800");
    expect(packing).toContain("Packing roughly $100-$200 of that");
    expect(packing).toContain("Often 20-30% higher");
  });
});
