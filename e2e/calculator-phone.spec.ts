import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/admin";
import { axeOn } from "./support/axe";

/**
 * /calculator on phones (no sideways scroll, keyboard-scrollable tables, the estimate brought into
 * view), its static tables against published figures, and the /moving-cost-calculator redirect.
 */

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: page width ${scrollWidth} px on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

/** A focusable region that scrolls sideways from the keyboard (ArrowRight moves it). */
async function expectKeyboardScrollable(region: Locator, where: string): Promise<void> {
  await expect(region, where).toHaveAttribute("tabindex", "0");
  await region.focus();
  await expect(region, where).toBeFocused();
  const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  if (!overflows) return;
  await region.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft), where).toBeGreaterThan(0);
}

/** "$5,255-$7,585" → { low: 5255, high: 7585 }. */
function dollars(text: string): { low: number; high: number } {
  const [low, high = low] = [...text.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1].replaceAll(",", "")));
  return { low, high };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true });

    test("fits the screen before and after an estimate, brings the estimate into view and keeps its tables keyboard-scrollable", async ({ page }) => {
      if (viewport.width === 360) await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/calculator");
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await expectNoSidewaysScroll(page, "empty calculator");

      await page.getByRole("combobox", { name: "Moving From" }).fill("78701");
      const to = page.getByRole("combobox", { name: "Moving To" });
      await to.fill("75201");
      await to.press("Escape");
      await page.getByRole("radio", { name: /Studio\/1BR/ }).check();

      // The estimate appears where the visitor is looking, under the route, labelled as a studio.
      const peek = page.getByTestId("estimate-peek");
      await expect(peek).toContainText(/About \$[\d,]+ – \$[\d,]+ for Studio/);
      await expect(peek).toBeInViewport();

      const results = page.getByRole("region", { name: "Your estimate" });
      await expect(results.getByRole("status")).toContainText(/Estimated cost: \$[\d,]+ – \$[\d,]+/);
      await expect(results.getByRole("status")).toContainText(
        "A long-distance move, priced by weight and distance: Studio, Austin, TX to Dallas, TX",
      );
      await expect(results.getByRole("heading", { name: "Your estimate" })).not.toBeInViewport();
      await expectNoSidewaysScroll(page, "with an estimate");

      await peek.getByRole("button", { name: "See the breakdown" }).click();
      const heading = results.getByRole("heading", { name: "Your estimate" });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(results.getByTestId("estimate-range")).toBeInViewport();
      await expectNoSidewaysScroll(page, "after bringing the estimate into view");

      // From the focused heading, Tab reaches the breakdown, which fits without scrolling sideways.
      await page.keyboard.press("Tab");
      const breakdown = results.getByRole("region", { name: "Cost breakdown, line by line" });
      await expect(breakdown).toBeFocused();
      await expect(
        breakdown.getByRole("table", { name: "Cost breakdown, line by line" }).getByRole("rowheader", { name: /^Line haul/ }),
      ).toBeVisible();
      await expectKeyboardScrollable(breakdown, "breakdown");

      for (const name of [/local move on an off-peak weekday/, /Line haul, fuel and released-value protection/]) {
        await expectKeyboardScrollable(page.getByRole("region", { name }), String(name));
      }
      // axe-every-page-type.spec.ts scans the calculator with an estimate on a 390×844 phone.
      if (viewport.width !== 390) {
        await expectNoAxeViolations(page, "with an estimate");
        const scrollable = await axeOn(page).withRules(["scrollable-region-focusable"]).analyze();
        expect(scrollable.violations).toEqual([]);
      }
    });

    test("the form's own button brings the estimate into view too", async ({ page }) => {
      await page.goto("/calculator");
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await page.getByRole("combobox", { name: "Moving From" }).fill("10001");
      const to = page.getByRole("combobox", { name: "Moving To" });
      await to.fill("90012");
      await to.press("Escape");
      await page.getByRole("button", { name: "Show my estimate" }).click();
      const results = page.getByRole("region", { name: "Your estimate" });
      await expect(results.getByRole("heading", { name: "Your estimate" })).toBeFocused();
      await expect(results.getByTestId("estimate-range")).toBeInViewport();
      await expect(results.getByTestId("estimate-range")).toContainText(/Estimated cost: \$[\d,]+ – \$[\d,]+/);
      await expectNoSidewaysScroll(page, "New York to Los Angeles");
    });
  });
}

test("the static long-distance table puts 2,500 miles / 3 bedrooms in the published band, and 250 miles above the floor", async ({ page }) => {
  await page.goto("/calculator");
  const long = page.getByRole("table", { name: /Line haul, fuel and released-value protection/ });
  const headers = await long.getByRole("columnheader").allTextContents();
  const column = headers.findIndex((h) => h.includes("3 bedrooms"));
  expect(column, headers.join(" | ")).toBeGreaterThan(0);
  const cell = async (road: string) =>
    dollars(
      (await long
        .getByRole("row", { name: new RegExp(`^${road} miles`) })
        .getByRole("cell")
        .nth(column - 1)
        .textContent()) ?? "",
    );

  // Published: about $5,000-$10,000 for a 3-bedroom home moved cross-country (moveBuddha, Forbes Home).
  const crossCountry = await cell("2,500");
  expect(crossCountry.low).toBeGreaterThanOrEqual(5000);
  expect(crossCountry.high).toBeLessThanOrEqual(10000);
  // Published: about $2,000-$4,500 for a 3-bedroom home moved about 250 miles (Moving.com, HireAHelper).
  const short = await cell("250");
  expect(short.low).toBeGreaterThanOrEqual(2000);
  expect(short.high).toBeLessThanOrEqual(4500);
  await expect(long.locator("caption")).not.toContainText("minimum");

  // The local table: the hours never fall as the home grows.
  const local = page.getByRole("table", { name: /local move on an off-peak weekday/ });
  const hours = (await local.locator("tbody tr td:nth-of-type(2)").allInnerTexts()).map(dollarsFreeRange);
  for (let i = 1; i < hours.length; i++) {
    expect(hours[i].low, `row ${i + 1}`).toBeGreaterThanOrEqual(hours[i - 1].low);
    expect(hours[i].high, `row ${i + 1}`).toBeGreaterThanOrEqual(hours[i - 1].high);
  }

  // Each published reference point is listed beside our estimate.
  await expect(page.getByTestId("calibration").getByRole("listitem")).toHaveCount(4);
  await expect(page.getByTestId("calibration")).toContainText("American Moving & Storage Association");
});

/** "11-12.5" → { low: 11, high: 12.5 }. */
function dollarsFreeRange(text: string): { low: number; high: number } {
  const [low, high = low] = text.split("-").map(Number);
  return { low, high };
}

test("/moving-cost-calculator is a permanent redirect to /calculator", async ({ request, page }) => {
  const response = await request.get("/moving-cost-calculator", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location, "http://x").pathname).toBe("/calculator");
  await page.goto("/moving-cost-calculator");
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Moving Cost Calculator" })).toBeVisible();
});
