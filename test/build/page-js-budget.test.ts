import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measurePage, pageTypes } from "../../scripts/bench/page-js";

/**
 * The JavaScript each page type fetches on load (gzip -9, every script and island with its static
 * imports; chunks loaded later by dynamic import are not counted), measured on the built dist/ by
 * scripts/bench/page-js.ts (`npm run bench:js`). The quote path's target is 80 KB: React 19's
 * runtime (react-dom's client 65.4 KB, react 3.3 KB, the JSX runtime), Astro's island loader and
 * Vite's preload helper are about 71.5 KB of it before any code of ours, so /get-quotes and
 * /calculator hold their measured figure plus a little, never above 80; the home page its measured
 * figure plus about 5%. A change that adds JavaScript to a page type fails here. Directory and
 * profile pages ship none.
 */
const BUDGET_KB: Record<string, number> = {
  home: 93.5,
  "get-quotes": 80,
  calculator: 80,
  state: 0,
  city: 0,
  profile: 0,
};

const dist = path.resolve("dist");
const built = fs.existsSync(path.join(dist, "index.html"));

const title = built
  ? "JavaScript per page type on load"
  : "JavaScript per page type on load (skipped: dist/ is missing; run `npm run build`, which `npm test` does first)";

describe.skipIf(!built)(title, () => {
  it("stays within each page type's budget", () => {
    const pages = pageTypes(dist);
    expect(Object.keys(pages).sort()).toEqual(Object.keys(BUDGET_KB).sort());
    const over = Object.entries(pages)
      .map(([type, page]) => ({ type, page, kb: measurePage(dist, page).bytes / 1024, budget: BUDGET_KB[type] }))
      .filter((r) => r.kb > r.budget)
      .map((r) => `${r.type} (${r.page}): ${r.kb.toFixed(2)} KB over its ${r.budget} KB budget`);
    expect(over).toEqual([]);
  });

  it("counts a module's static imports but not what it loads later", () => {
    const built = fs.readdirSync(path.join(dist, "_astro"));
    /** The page's chunks named for `lazy`, after checking the build has such a chunk, so the check can fail. */
    const loadedWith = (urls: string[], lazy: string) => {
      expect(
        built.some((f) => f.startsWith(`${lazy}.`) && f.endsWith(".js")),
        `${lazy} is a chunk of its own`,
      ).toBe(true);
      return urls.filter((u) => u.includes(`/${lazy}.`));
    };
    const urls = measurePage(dist, "get-quotes.html").scripts.map((s) => s.what);
    expect(urls.some((u) => /\/QuoteWizard\.[\w-]+\.js$/.test(u))).toBe(true);
    // The wizard's transitions (with the later steps' loaders and titles), the later steps, the
    // step rules (zod/mini), the submission, the toasts' cards, the keyboard combobox and the
    // suggestions' request come by dynamic import only.
    for (const lazy of ["wizard-engine", "StepContact", "step-rules", "lead-submit", "Toasts", "LocationCombobox", "locations-api"]) {
      expect(loadedWith(urls, lazy), lazy).toEqual([]);
    }
    // The calculator's checks, cost model and breakdown come when the visitor starts on the form
    // (its ZIP look-ups ship with the page, so the distance is fetched while they load).
    const calculator = measurePage(dist, "calculator.html").scripts.map((s) => s.what);
    expect(calculator.some((u) => /\/CostCalculator\.[\w-]+\.js$/.test(u))).toBe(true);
    for (const lazy of ["calculator-parts", "LocationCombobox", "locations-api"]) {
      expect(loadedWith(calculator, lazy), lazy).toEqual([]);
    }
  });
});
