import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measurePage, pageTypes } from "../../scripts/bench/page-js";

/**
 * The JavaScript each page type fetches on load (gzip -9, every script and island with its static
 * imports; chunks loaded later by dynamic import are not counted), measured on the built dist/ by
 * scripts/bench/page-js.ts (`npm run bench:js`). Each budget is the measured figure plus about 5%,
 * so a change that adds JavaScript to a page type fails here. Directory and profile pages ship
 * none. The quote path's target is 80 KB, not reached yet: React 19's runtime (react-dom's client
 * 65.4 KB, react 3.3 KB), Astro's island loader and Vite's preload helper are 70.8 KB of it before
 * any code of ours.
 */
const BUDGET_KB: Record<string, number> = {
  home: 96.5,
  "get-quotes": 87.5,
  calculator: 86.5,
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
    const page = measurePage(dist, "get-quotes.html");
    const urls = page.scripts.map((s) => s.what);
    expect(urls.some((u) => /\/QuoteWizard\.[\w-]+\.js$/.test(u))).toBe(true);
    // The later steps and the step rules (zod/mini) come by dynamic import only.
    for (const lazy of ["StepContact", "step-rules", "LocationCombobox", "lead-submit"]) {
      expect(urls.filter((u) => u.includes(`/${lazy}.`))).toEqual([]);
    }
    // The calculator's checks and cost model come when the visitor starts on the form.
    const calculator = measurePage(dist, "calculator.html").scripts.map((s) => s.what);
    expect(calculator.some((u) => /\/CostCalculator\.[\w-]+\.js$/.test(u))).toBe(true);
    expect(calculator.filter((u) => u.includes("/calculator-engine."))).toEqual([]);
  });
});
