import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bytesByType, type PageType, pageType } from "../../scripts/bench/page-bytes";

/**
 * Raw HTML bytes per page type of the built dist/ (`npm run bench:bytes`). Profiles are nine in
 * ten pages of the site, so every byte of their markup counts about 100,000 times at full scale;
 * city pages repeat a mover card up to 50 times. Each mean budget is the figure measured on the
 * sample data plus about 5%, so markup that grows every page fails here; a profile also stays
 * under 14 KB raw whatever its data.
 */
const MEAN_BUDGET_KB: Partial<Record<PageType, number>> = { profile: 11.2, city: 24, directory: 54.5 };
const PROFILE_MAX_KB = 14;

const dist = path.resolve("dist");
const built = fs.existsSync(path.join(dist, "index.html"));

describe("page types", () => {
  it("sorts built files into profiles, city pages, directory pages, other pages and assets", () => {
    expect(pageType("company/abbott-movers-austin-tx.html")).toBe("profile");
    expect(pageType("moving-companies/texas/austin.html")).toBe("city");
    expect(pageType("moving-companies/texas/austin/by-name.html")).toBe("city");
    expect(pageType("moving-companies/texas/austin/page/2.html")).toBe("city");
    expect(pageType("moving-companies/texas.html")).toBe("directory");
    expect(pageType("moving-companies.html")).toBe("directory");
    expect(pageType("moving-companies/page/3.html")).toBe("directory");
    expect(pageType("states.html")).toBe("directory");
    expect(pageType("about.html")).toBe("other page");
    expect(pageType("_astro/global.abc.css")).toBe("asset");
  });
});

const title = built
  ? "HTML bytes per page type"
  : "HTML bytes per page type (skipped: dist/ is missing; run `npm run build`, which `npm test` does first)";

describe.skipIf(!built)(title, () => {
  it("stays within each page type's mean budget, and every profile under 14 KB", () => {
    const types = bytesByType(dist);
    const over = Object.entries(MEAN_BUDGET_KB)
      .map(([type, budget]) => ({ type, kb: types[type as PageType].mean / 1024, budget: budget ?? 0 }))
      .filter((r) => r.kb > r.budget)
      .map((r) => `${r.type}: mean ${r.kb.toFixed(2)} KB over its ${r.budget} KB budget`);
    expect(over).toEqual([]);
    expect(types.profile.files).toBeGreaterThan(0);
    expect(types.profile.max / 1024).toBeLessThan(PROFILE_MAX_KB);
  });

  it("puts no per-page style block or scoped-style attributes on profiles and city pages", () => {
    const samples = ["company", "moving-companies/texas"].map((dir) => {
      const file = fs.readdirSync(path.join(dist, dir)).find((f) => f.endsWith(".html"));
      return path.join(dist, dir, file ?? "");
    });
    for (const file of samples) {
      const html = fs.readFileSync(file, "utf8");
      expect(html, file).toContain('class="stars"');
      expect(html, file).not.toMatch(/<style[\s>]/);
      expect(html, file).not.toContain("data-astro-cid-");
    }
  });
});
