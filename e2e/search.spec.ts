import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeOn } from "./support/axe";

const AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectAxeClean(page: Page, what: string) {
  const axe = await axeOn(page).withTags(AA).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help}`),
    what,
  ).toEqual([]);
}

/** Submits the search form of the page (not the header's). */
async function searchFor(page: Page, text: string) {
  const form = page.getByRole("main").getByRole("search");
  await form.getByLabel("Company name, city, state or ZIP code").fill(text);
  await form.getByRole("button", { name: "Search" }).click();
}

test("a ZIP code search shows the nearest movers with their distances, nearest first", async ({ page }) => {
  await page.goto("/search");
  await searchFor(page, "78701");
  await expect(page).toHaveURL(/\/search\?q=78701$/);
  await expect(page.getByLabel("Company name, city, state or ZIP code")).toHaveValue("78701");
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toContainText(/moving companies match "78701", nearest to Austin, TX 78701 first/);

  const cards = page.getByRole("main").locator("article");
  await expect(cards).toHaveCount(20);
  const distances = await cards.evaluateAll((articles) =>
    articles.map((a) => {
      const text = a.textContent ?? "";
      const match = text.match(/(under 1|\d+) mi away/);
      return match ? (match[1] === "under 1" ? 0 : Number(match[1])) : Number.NaN;
    }),
  );
  expect(distances.every((d) => Number.isFinite(d))).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expect(page.getByRole("link", { name: "All movers in Austin, TX" })).toHaveAttribute("href", "/moving-companies/texas/austin");
  await expect(page.getByRole("navigation", { name: "Search result pages" }).getByRole("link", { name: "Next" })).toHaveAttribute(
    "href",
    "/search?q=78701&page=2",
  );
  await expectAxeClean(page, "ZIP results");

  await page.getByRole("navigation", { name: "Search result pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/search\?q=78701&page=2$/);
  await expect(page.locator('[data-search-state="done"]')).toBeVisible();
  await expect(cards.first()).toBeVisible();
  const nextDistances = await cards.evaluateAll((articles) =>
    articles.map((a) => {
      const match = (a.textContent ?? "").match(/(under 1|\d+) mi away/);
      return match ? (match[1] === "under 1" ? 0 : Number(match[1])) : Number.NaN;
    }),
  );
  expect(nextDistances.length).toBeGreaterThan(0);
  expect(nextDistances[0]).toBeGreaterThanOrEqual(distances.at(-1)!);
});

test("a company name taken from a city page finds it, and its card opens the profile", async ({ page }) => {
  await page.goto("/moving-companies/texas/austin");
  const link = page.locator("main article h3 a").first();
  const name = ((await link.textContent()) ?? "").trim();
  const href = (await link.getAttribute("href")) ?? "";
  expect(name).not.toBe("");

  await page.goto("/search");
  await searchFor(page, name);
  await expect(page.getByRole("main").getByRole("status")).toContainText(`match "${name}"`);
  const result = page.getByRole("main").locator(`article h2 a[href="${href}"]`);
  await expect(result).toHaveText(name);
  await expectAxeClean(page, "name results");
  await result.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("an empty query shows the form and no error; a search without matches helps", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/search?q=");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Moving Companies");
  await expect(page.getByLabel("Company name, city, state or ZIP code")).toHaveValue("");
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Type a company name, a city, a state or a ZIP code.");
  await expect(page.getByRole("main").locator("article")).toHaveCount(0);
  await expectAxeClean(page, "empty search");

  await searchFor(page, "zzqx nonexistent");
  await expect(page.getByRole("main").getByRole("status")).toHaveText('No moving companies match "zzqx nonexistent".');
  await expect(page.getByRole("link", { name: "Browse movers by state" })).toHaveAttribute("href", "/states");
  await expect(page.getByRole("main").getByRole("link", { name: "Get Free Quotes" })).toHaveAttribute("href", "/get-quotes");
  await expectAxeClean(page, "no results");
  expect(errors).toEqual([]);
});

test("the 404 page's 'Search Moving Companies' leads to the search page", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: "Search Moving Companies" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Moving Companies");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search form lands on /search with the query", async ({ page }) => {
    await page.goto("/moving-companies/texas");
    await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
    const form = page.getByRole("search", { name: "Site" });
    await form.getByLabel("Search moving companies").fill("Austin, TX");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=Austin%2C\+TX$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Moving Companies");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the mobile menu has the search form", async ({ page }) => {
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    const form = page.getByRole("navigation", { name: "Mobile" }).getByRole("search");
    await form.getByLabel("Search moving companies").fill("Texas");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=Texas$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText('moving companies match "Texas"');
    await expect(page.getByRole("link", { name: "All movers in Texas" })).toHaveAttribute("href", "/moving-companies/texas");
  });
});
