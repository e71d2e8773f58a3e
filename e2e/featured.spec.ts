import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeOn } from "./support/axe";

/**
 * The featured companies island: hydrates only near the viewport, then shows the
 * list, the error panel or the empty state; a broken logo falls back once to a placeholder.
 * API answers are simulated with page.route where a case needs them.
 */
const AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const API = "**/api/companies**";
/** Featured: 1 try + 2 retries (1 s, 2 s); batches: 1 retry (1 s). */
const AFTER_RETRIES = { timeout: 15_000 };

const island = (page: Page) => page.locator("#featured-companies [data-featured-state]");
const scrollToSection = (page: Page) => page.getByRole("heading", { name: "Featured moving companies" }).scrollIntoViewIfNeeded();

function countApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/companies")) calls.push(url.pathname + url.search);
  });
  return calls;
}

test("the section loads its companies only when scrolled into view", async ({ page, request }) => {
  const calls = countApiCalls(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
  await expect(island(page)).toHaveAttribute("data-featured-state", "placeholder");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await scrollToSection(page);
  await expect(island(page)).toHaveAttribute("data-featured-state", "list", AFTER_RETRIES);
  const cards = island(page).getByRole("article");
  // Six cards first; "Show more" adds the rest, up to the 50 loaded.
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  const more = island(page).getByRole("button", { name: /Show more companies/ });
  while (await more.isVisible()) await more.click();
  await expect(cards).toHaveCount(50);
  expect([...new Set(calls)].sort()).toEqual([
    "/api/companies/featured",
    "/api/companies?limit=12&offset=0",
    "/api/companies?limit=24&offset=0",
    "/api/companies?limit=50&offset=0",
    "/api/companies?limit=6&offset=0",
  ]);

  const featured = (await (await request.get("/api/companies/featured")).json()) as Array<{ name: string; slug: string }>;
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(featured[0].name);
  await expect(cards.first().getByRole("link", { name: `Get Quote from ${featured[0].name}` })).toHaveAttribute(
    "href",
    `/get-quotes?company=${featured[0].slug}`,
  );
  expect(await cards.first().getByRole("listitem").count()).toBeLessThanOrEqual(3);
  await expect(island(page).getByText(/reviews/)).toHaveCount(0);
  const section = page.locator("#featured-companies");
  await expect(section.getByRole("link", { name: "View All Companies" })).toHaveAttribute("href", "/moving-companies");
  await expect(section.getByRole("link", { name: "Get Free Quotes" })).toHaveAttribute("href", "/get-quotes");

  const axe = await axeOn(page).include("#featured-companies").withTags(AA).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("a progress bar counts loaded companies out of about 50 while batches load", async ({ page }) => {
  // The last batch is held until the bar has been seen, as on a slow network.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/companies?limit=50*", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/");
  await scrollToSection(page);
  const bar = page.getByRole("progressbar", { name: "Loading more companies" });
  await expect(bar).toBeVisible(AFTER_RETRIES);
  await expect(bar).toHaveAttribute("aria-valuemax", "50");
  expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(50);
  release();
  await expect(bar).toBeHidden(AFTER_RETRIES);
  await expect(island(page).getByRole("article")).toHaveCount(6);
  await expect(island(page).getByRole("button", { name: /Show more companies/ })).toBeVisible();
});

test("a failing server shows the error panel, and Try Again reloads the page", async ({ page }) => {
  await page.route(API, (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal server error"}' }));
  await page.goto("/");
  await scrollToSection(page);
  const panel = page.getByRole("alert").filter({ hasText: "Unable to Load Companies" });
  await expect(panel.getByRole("heading", { name: "Unable to Load Companies" })).toBeVisible(AFTER_RETRIES);
  await expect(panel).toContainText("We encountered an error while loading featured companies.");
  await expect(panel).toContainText("API Error: Internal server error");
  const reloaded = page.waitForEvent("load");
  await panel.getByRole("button", { name: "Try Again" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { name: "Featured moving companies" })).toBeVisible();
});

test("an empty list shows the empty state with a way to the directory", async ({ page }) => {
  await page.route(API, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
  await page.goto("/");
  await scrollToSection(page);
  await expect(page.getByRole("heading", { name: "No Companies Found" })).toBeVisible(AFTER_RETRIES);
  await expect(island(page)).toContainText("No featured companies are available at this time.");
  await expect(island(page)).toContainText("Please check back later or browse our directory.");
  await expect(island(page).getByRole("link", { name: "Browse Directory" })).toHaveAttribute("href", "/moving-companies");
});

test("a logo that fails to load falls back once to a placeholder", async ({ page }) => {
  const brokenLogo = "/e2e-missing-logo.png";
  await page.route("**/api/companies/featured", async (route) => {
    const list = (await (await route.fetch()).json()) as Array<{ logo: string | null }>;
    list[0].logo = brokenLogo;
    await route.fulfill({ json: list });
  });
  // The placeholders fail too: the fallback must not loop.
  await page.route("**/placeholders/*.svg", (route) => route.abort());
  const logoRequests: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes(brokenLogo)) logoRequests.push(req.url());
  });
  await page.goto("/");
  await scrollToSection(page);
  await expect(island(page)).toHaveAttribute("data-featured-state", "list", AFTER_RETRIES);
  const logo = island(page).getByRole("article").first().locator("img");
  await expect(logo).toHaveAttribute("data-logo-fallback", "true");
  await expect(logo).toHaveAttribute("src", /^\/placeholders\/logo-(0[1-9]|1\d|20)\.svg$/);
  const fallback = await logo.getAttribute("src");
  await page.waitForLoadState("networkidle");
  await expect(logo).toHaveAttribute("src", fallback!);
  expect(logoRequests).toHaveLength(1);
});

test("the pre-rendered home page holds the section's ItemList with at most 10 companies", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const itemList = blocks.flat().find((b: { "@type"?: string }) => b["@type"] === "ItemList");
  expect(itemList).toBeDefined();
  expect(itemList.itemListElement.length).toBeGreaterThan(0);
  expect(itemList.itemListElement.length).toBeLessThanOrEqual(10);
  expect(itemList.itemListElement[0].url).toMatch(/^https?:\/\/[^/]+\/company\/[a-z0-9-]+$/);
  // The no-JS fallback: the snapshot's featured cards are in the HTML.
  expect(html).toContain(`>${itemList.itemListElement[0].name.replace(/&/g, "&amp;")}</a>`);
});
