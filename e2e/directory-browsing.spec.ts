import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/admin";

/**
 * Browsing the directory as a visitor: featured listings marked and the section kept short on a
 * phone, directory entries with their facts, city pages sorted and filtered by keyboard, the
 * all-cities index, search by city and by service, and the first directory page's one URL.
 */

const PHONE = { width: 390, height: 844 };

/** Reads the snapshot the server serves. */
function snapshot<T>(sql: string): T[] {
  const db = new Database("data/directory.db", { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

const featuredIsland = (page: Page) => page.locator("#featured-companies [data-featured-state]");

test("featured listings carry a badge, fill-ins do not, and a phone shows six cards until Show more", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.getByRole("heading", { name: "Featured moving companies" }).scrollIntoViewIfNeeded();
  await expect(featuredIsland(page)).toHaveAttribute("data-featured-state", "list", { timeout: 15_000 });
  const section = page.locator("#featured-companies");
  const cards = featuredIsland(page).getByRole("article");
  await expect(cards).toHaveCount(6);
  const featured = (await (await request.get("/api/companies/featured")).json()) as Array<{ name: string }>;
  expect(featured.length).toBeGreaterThanOrEqual(6);
  for (const card of await cards.all()) await expect(card.getByText("Featured", { exact: true })).toBeVisible();
  const height = await section.evaluate((el) => el.getBoundingClientRect().height);
  expect(height, "section height on a phone").toBeLessThan(3000);

  const more = section.getByRole("button", { name: /Show more companies/ });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(cards).toHaveCount(18);
  // Focus moves to the first new card, the seventh.
  await expect(cards.nth(6).getByRole("heading").getByRole("link")).toBeFocused();
  while (await more.isVisible()) await more.click();
  await expect(cards).toHaveCount(50);

  // The batches' other companies sit under their own heading, none marked featured.
  const others = section.getByRole("list", { name: "More moving companies" });
  await expect(section.getByRole("heading", { name: "More moving companies" })).toBeVisible();
  expect(await others.getByRole("article").count()).toBe(
    50 - (await section.getByRole("list", { name: "Featured listings" }).getByRole("article").count()),
  );
  await expect(others.getByText("Featured", { exact: true })).toHaveCount(0);
  const badged = await section.getByRole("list", { name: "Featured listings" }).getByRole("article").count();
  expect(badged).toBeGreaterThanOrEqual(featured.length);
  await expectNoAxeViolations(page, "featured section on a phone");
});

test("directory entries show rating, review count, city and top services", async ({ page }) => {
  await page.goto("/moving-companies");
  const entry = page.locator("main section li").first();
  await expect(entry.getByRole("link").nth(1)).toHaveAttribute("href", /^\/moving-companies\/[a-z-]+\/[a-z0-9-]+$/);
  await expect(entry).toContainText(/(★ \d\.\d \([\d,]+ reviews?\)|Not yet rated)/);
  const [first] = snapshot<{ services: string }>(
    `SELECT group_concat(s.name, '|') AS services FROM (
       SELECT c.id FROM companies c JOIN cities ci ON ci.id = c.city_id JOIN states st ON st.abbreviation = ci.state
       WHERE c.is_in_list = 1 ORDER BY st.name, ci.name, c.name LIMIT 1) f
     JOIN company_services cs ON cs.company_id = f.id JOIN services s ON s.id = cs.service_id`,
  );
  if (first.services) await expect(entry).toContainText(first.services.split("|")[0]);
});

test("a city page sorts by reviews and name and filters by service, by keyboard, announcing the count", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/moving-companies/texas/houston");
  const names = () => page.locator("main article h3").allTextContents();
  const reviews = () =>
    page
      .locator("main .city-movers article")
      .evaluateAll((cards) => cards.map((c) => Number(c.textContent?.match(/\(([\d,]+) reviews\)/)?.[1].replace(/,/g, "") ?? 0)));
  const sortNav = page.getByRole("navigation", { name: "Sort movers" });
  await expect(sortNav.getByRole("link", { name: "Best rated" })).toHaveAttribute("aria-current", "page");
  expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);

  await sortNav.getByRole("link", { name: "Most reviews" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/moving-companies\/texas\/houston\/by-reviews$/);
  const counts = await reviews();
  expect(counts.length).toBeGreaterThan(3);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/moving-companies\/texas\/houston$/);

  await sortNav.getByRole("link", { name: "Name A-Z" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/by-name$/);
  const sorted = (await names()).map((n) => n.trim());
  expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, "en-US")));

  // Filter: arrow keys move through the radio group; the status line gives the new count.
  const all = page.getByRole("radio", { name: /^All \(\d+\)$/ });
  await expect(all).toBeChecked();
  const total = Number((await page.locator("label", { has: all }).textContent())?.match(/\((\d+)\)/)?.[1]);
  await expect(page.locator("main .city-movers article")).toHaveCount(total);
  await all.focus();
  await page.keyboard.press("ArrowRight");
  const chosen = page.locator("input[name=service]:checked");
  const label = ((await page.locator("label", { has: chosen }).textContent()) ?? "").trim();
  const [, service, count] = label.match(/^(.+) \((\d+)\)$/) ?? [];
  expect(service).not.toBe("All");
  const visible = page.locator("main .city-movers article:visible");
  await expect(visible).toHaveCount(Number(count));
  for (const card of await visible.all()) expect(await card.evaluate((el) => el.parentElement?.getAttribute("data-s"))).toBeTruthy();
  const status = page.getByRole("status").filter({ hasText: "Showing" });
  // What is rendered (innerText): the line for the chosen service only.
  await expect
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point; textContent holds every hidden line.
    .poll(() => status.evaluate((el) => (el as HTMLElement).innerText.trim()))
    .toBe(`Showing ${count} ${Number(count) === 1 ? "mover" : "movers"} offering ${service}.`);
  await expectNoAxeViolations(page, "sorted, filtered city page");
});

test("/moving-companies/cities lists every city with movers, grouped by state, and the home page links to it", async ({ page, request }) => {
  const [{ n }] = snapshot<{ n: number }>("SELECT count(DISTINCT city_id) AS n FROM companies WHERE is_in_list = 1");
  await page.goto("/");
  await page.getByRole("link", { name: "View All Cities →" }).click();
  await expect(page).toHaveURL(/\/moving-companies\/cities$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Cities with Moving Companies");
  const cityLinks = page.locator("main section ul a");
  await expect(cityLinks).toHaveCount(n);
  const texas = page.locator("section", { has: page.getByRole("heading", { name: /^Texas/ }) });
  await expect(texas.getByRole("link", { name: "Houston", exact: true })).toHaveAttribute("href", "/moving-companies/texas/houston");
  const texasCities = (await texas.locator("ul a").allTextContents()).map((t) => t.trim());
  expect(texasCities).toEqual([...texasCities].sort((a, b) => a.localeCompare(b, "en-US")));
  await expect(texas.locator("li").filter({ hasText: /^Houston \(\d+\)$/ })).toHaveCount(1);
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/moving-companies\/cities<\/loc>/);
  expect(sitemap).not.toMatch(/\/by-(reviews|name)<\/loc>/);
});

test("search reads 'new york' as the city and 'piano' as a service", async ({ page }) => {
  await page.goto("/search?q=new%20york");
  const results = page.locator("main article");
  await expect(results.first()).toBeVisible();
  const places = await results.locator("p.mt-1").allTextContents();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place.trim()).toBe("New York, NY");
  await expect(page.getByRole("link", { name: "All movers in New York, NY" })).toHaveAttribute("href", "/moving-companies/new-york/new-york");
  await expect(page.getByRole("link", { name: /All movers in New York state/ })).toHaveAttribute("href", "/moving-companies/new-york");

  await page.goto("/search?q=piano");
  await expect(page.getByText(/movers offering Piano Moving/)).toBeVisible();
  const [{ n }] = snapshot<{ n: number }>(
    `SELECT count(*) AS n FROM companies c JOIN company_services cs ON cs.company_id = c.id JOIN services s ON s.id = cs.service_id
     WHERE s.slug = 'piano-moving' AND c.is_in_list = 1`,
  );
  await expect(page.getByText(new RegExp(`^${n.toLocaleString("en-US")} moving companies match "piano"`))).toBeVisible();
  const first = results.first();
  const href = (await first.getByRole("heading").getByRole("link").getAttribute("href")) ?? "";
  await page.goto(href);
  await expect(page.getByText("Piano Moving").first()).toBeVisible();
});

test("/moving-companies/page/1 redirects permanently to /moving-companies", async ({ request }) => {
  const res = await request.get("/moving-companies/page/1", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toMatch(/\/moving-companies$/);
});
