import { expect, test } from "./fixtures";
import { inAMonth } from "./support/wizard";

/** The cost calculator on /calculator: the island against the real functions, and the static tables. */
const TITLE = "Moving Cost Calculator: Estimate Local & Long-Distance Moving Costs | Movers & Packers";

test("estimates a move with its working and carries it into the quote wizard", async ({ page }) => {
  await page.goto("/calculator");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0); // hydrated
  await expect(page).toHaveTitle(TITLE);
  await expect(page.getByRole("heading", { level: 1, name: "Moving Cost Calculator" })).toBeVisible();
  const results = page.getByRole("region", { name: "Your estimate" });
  const status = results.getByRole("status");
  await expect(status).toContainText("to see your estimate");

  // From: pick a suggestion with the keyboard; To: a bare ZIP code, typed.
  const from = page.getByRole("combobox", { name: "Moving From" });
  await from.fill("78701");
  await expect(page.getByRole("option", { name: "78701 (Austin, TX)" })).toBeVisible();
  await from.press("ArrowDown");
  await from.press("Enter");
  await expect(from).toHaveValue("78701 (Austin, TX)");
  const to = page.getByRole("combobox", { name: "Moving To" });
  await to.fill("75201");
  await to.press("Escape");
  await page.getByRole("radio", { name: /2-3 Bedrooms/ }).check();

  await expect(status).toContainText(/Estimated cost: \$[\d,]+ – \$[\d,]+/);
  await expect(status).toContainText(/long-distance move.*Austin, TX to Dallas, TX, about \d+ road miles/);
  await expect(results).toContainText(/Distance: \d+ miles in a straight line × 1\.2 road factor ≈ \d+ road miles\./);
  const breakdown = results.getByRole("table", { name: "Cost breakdown, line by line" });
  await expect(breakdown.getByRole("rowheader", { name: "Line haul (weight × distance)" })).toBeVisible();
  await expect(breakdown.getByRole("rowheader", { name: "Total" })).toBeVisible();

  const before = await status.textContent();
  await page.getByRole("radio", { name: /4\+ Bedrooms/ }).check();
  await expect(status).not.toHaveText(before ?? "");
  await expect(status).toContainText(/Estimated cost: \$[\d,]+ – \$[\d,]+/);

  const date = inAMonth();
  await page.getByLabel("Move date").fill(date);
  await page.getByRole("checkbox", { name: "Packing service" }).check();
  await expect(breakdown.getByRole("rowheader", { name: "Packing service" })).toBeVisible();

  const quotes = results.getByRole("link", { name: "Get Free Quotes" });
  const href = new URL((await quotes.getAttribute("href"))!, "http://x");
  expect(href.pathname).toBe("/get-quotes");
  expect(Object.fromEntries(href.searchParams)).toEqual({ from: "78701 (Austin, TX)", to: "75201", size: "4br", date });
  await quotes.click();
  await expect(page).toHaveURL(/\/get-quotes\?/);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Moving From" })).toHaveValue("78701 (Austin, TX)");
  await expect(page.getByRole("combobox", { name: "Moving To" })).toHaveValue("75201");
});

test("says so when a ZIP code is unknown", async ({ page }) => {
  await page.goto("/calculator");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Moving From" }).fill("00000");
  await page.getByRole("combobox", { name: "Moving To" }).fill("75201");
  await expect(page.getByText("ZIP code 00000 was not found")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your estimate" }).getByRole("status")).toContainText("could not find the distance");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the explanations and typical-cost tables are in the page", async ({ page }) => {
    await page.goto("/calculator");
    await expect(page).toHaveTitle(TITLE);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/calculator$/);
    await expect(page.getByRole("heading", { level: 2, name: "How the estimate works" })).toBeVisible();
    const local = page.getByRole("table", { name: /local move on an off-peak weekday/ });
    await expect(local.getByRole("rowheader")).toHaveText(["Studio", "1 bedroom", "2 bedrooms", "3 bedrooms", "4 bedrooms", "5+ bedrooms", "Office"]);
    await expect(local.getByRole("row", { name: /^Studio/ })).toContainText(/\$[\d,]+-\$[\d,]+/);
    const long = page.getByRole("table", { name: /Line haul, fuel and released-value protection/ });
    await expect(long.getByRole("rowheader")).toHaveText(["250 miles", "500 miles", "1,000 miles", "1,500 miles", "2,500 miles"]);
    await expect(page.getByRole("heading", { level: 2, name: "What changes the price" })).toBeVisible();
  });
});
