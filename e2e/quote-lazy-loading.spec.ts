import type { Page } from "@playwright/test";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "../src/lib/quote/location-query";
import { expect, test } from "./fixtures";
import { continueButton, openWizard, stepHeading } from "./support/wizard";

/**
 * The quote path loads parts of its code when first needed (the keyboard combobox and the
 * suggestions' request, the wizard's transitions, rules, later steps and toasts, the calculator's
 * checks, cost model and breakdown). Here every script fetched after hydration is
 * held back, as on a slow phone, and the visitor types at once: what was typed before a part
 * arrived must count, in full, once it does, and what a part says (a toast) must still show.
 */

/**
 * Holds back every script the page fetches from now on until `release()`, which a test calls
 * once the visitor has acted, and returns the names of the held scripts so a test can prove the
 * lazy parts really were late.
 */
async function holdLazyScripts(page: Page): Promise<{ held: string[]; release(): void }> {
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_astro/*.js", async (route) => {
    held.push(new URL(route.request().url()).pathname.split("/").pop() ?? "");
    await released;
    await route.continue();
  });
  return { held, release };
}

const from = (page: Page) => page.getByRole("combobox", { name: "Moving From" });
const to = (page: Page) => page.getByRole("combobox", { name: "Moving To" });

test("places typed before the wizard's code arrives are looked up in full and the wizard advances", async ({ page }) => {
  const lookups: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/locations/resolve")) lookups.push(new URL(r.url()).searchParams.get("q") ?? "");
  });
  await openWizard(page);
  const { held, release } = await holdLazyScripts(page);
  await from(page).pressSequentially("Austin, TX", { delay: 20 });
  await from(page).press("Escape");
  await to(page).pressSequentially("Denver, CO", { delay: 20 });
  await to(page).press("Escape");
  await expect(from(page)).toHaveValue("Austin, TX");
  await expect(to(page)).toHaveValue("Denver, CO");
  await continueButton(page).click();
  release();

  await expect(stepHeading(page, "How big is your move?")).toBeFocused({ timeout: 15_000 });
  expect(lookups.sort()).toEqual(["Austin, TX", "Denver, CO"]);
  expect(held.join(" ")).toMatch(/LocationCombobox/);
});

test("the combobox arriving in the middle of typing keeps every keystroke, and its suggestions are for the whole text", async ({ page }) => {
  const searches: string[] = [];
  const lookups: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/locations?")) searches.push(new URL(r.url()).searchParams.get("city") ?? "");
    if (r.url().includes("/api/locations/resolve")) lookups.push(new URL(r.url()).searchParams.get("q") ?? "");
  });
  await openWizard(page);
  // The page's clock stands still, so the search's debounce runs only when told to: how long the
  // machine takes between keystrokes cannot make "Aust" look settled.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const { held, release } = await holdLazyScripts(page);
  await from(page).pressSequentially("Aust", { delay: 30 });
  release(); // the combobox arrives while the visitor is typing
  // Downshift's input carries aria-activedescendant; the plain input it replaces does not.
  await expect(from(page)).toHaveAttribute("aria-activedescendant", "", { timeout: 15_000 });
  await expect(from(page)).toBeFocused();
  await from(page).pressSequentially("in", { delay: 30 });
  await expect(from(page)).toHaveValue("Austin");
  await page.clock.runFor(AUTOCOMPLETE_DEBOUNCE_MS);
  const option = page.getByRole("option", { name: /^Austin, TX \d{5}$/ }).first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  await expect(from(page)).toHaveValue(/^Austin, TX \d{5}$/);
  expect(held.join(" ")).toMatch(/LocationCombobox/);
  expect(held.join(" ")).toMatch(/locations-api/);
  // One search, for the settled text: none for the text typed before the combobox arrived.
  expect(searches).toEqual(["Austin"]);
  // Nothing typed is looked up as a place before Continue: not "Aust", not "Austin".
  expect(lookups).toEqual([]);
});

test("ZIPs typed before the calculator's checks arrive give the estimate as soon as they do", async ({ page }) => {
  await page.goto("/calculator");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  const { held, release } = await holdLazyScripts(page);
  await from(page).fill("78701");
  await to(page).fill("75201");
  await to(page).press("Escape");
  release();

  const peek = page.getByTestId("estimate-peek");
  await expect(peek).toContainText(/About \$[\d,]+ – \$[\d,]+ for/, { timeout: 15_000 });
  const results = page.getByRole("region", { name: "Your estimate" });
  await expect(results.getByRole("status")).toContainText("Austin, TX to Dallas, TX");
  await expect(results.getByRole("table", { name: "Cost breakdown, line by line" })).toBeVisible();
  // The checks, the model and the breakdown came after the visitor started.
  expect(held.join(" ")).toMatch(/calculator-parts/);
});

test("a toast raised while the wizard's code is held back shows once it arrives, in the region that was there all along", async ({ page }) => {
  await openWizard(page);
  const region = page.locator("[data-quote-wizard] [role=status][aria-live=polite]").last();
  await expect(region).toBeAttached();
  await expect(region).toBeEmpty();
  const { held, release } = await holdLazyScripts(page);
  await continueButton(page).click(); // nothing typed: the checks, once here, refuse
  release();
  const toast = page.getByRole("status").filter({ hasText: "Please check your information" });
  await expect(toast).toContainText("Please fill in all required fields correctly.", { timeout: 15_000 });
  await expect(region).toContainText("Please check your information");
  await expect(from(page)).toHaveAttribute("aria-invalid", "true");
  expect(held.join(" ")).toMatch(/wizard-engine/);
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.getByText("Please check your information")).toHaveCount(0);
});

test("Continue while the wizard's code cannot be fetched says so, and goes on once it can", async ({ page }) => {
  await openWizard(page);
  await page.route("**/_astro/wizard-engine*.js", (route) => route.abort("internetdisconnected"));
  await from(page).fill("Austin, TX");
  await from(page).press("Escape");
  await to(page).fill("Denver, CO");
  await to(page).press("Escape");
  await continueButton(page).click();
  const notice = page.getByRole("status").filter({ hasText: "Please try again" });
  await expect(notice).toContainText("We couldn't load the form. Check your connection and press Continue again.");
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeVisible();

  await page.unroute("**/_astro/wizard-engine*.js");
  await continueButton(page).click();
  await expect(stepHeading(page, "How big is your move?")).toBeFocused({ timeout: 15_000 });
  await expect(page.getByText("Please try again")).toHaveCount(0);
});

test("a ZIP typed into the calculator before hydration still counts once it hydrates", async ({ page }) => {
  // The island's own script is held, so the visitor types into the server-rendered input.
  let releaseIsland = () => {};
  const islandHeld = new Promise<void>((resolve) => {
    releaseIsland = resolve;
  });
  await page.route("**/_astro/CostCalculator*.js", async (route) => {
    await islandHeld;
    await route.continue();
  });
  await page.goto("/calculator");
  await from(page).fill("78701");
  await to(page).fill("75201");
  releaseIsland();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await expect(page.getByTestId("estimate-peek")).toContainText(/About \$[\d,]+ – \$[\d,]+ for/, { timeout: 15_000 });
  await expect(from(page)).toHaveValue("78701");
});
