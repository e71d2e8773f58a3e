import { expect, test } from "./fixtures";

test("the header links reach their pages", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, path] of [
    ["Find Movers", /\/moving-companies$/],
    ["Blog", /\/blog$/],
    ["Moving Guides", /\/guides$/],
    ["Get Free Quotes", /\/get-quotes/],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  await nav.getByRole("link", { name: "Find Movers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Company Directory");
});

test("the About dropdown opens and is walked by keyboard", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const aboutUs = nav.getByRole("link", { name: "About Us" });
  await expect(aboutUs).toBeHidden();
  await nav.getByRole("button", { name: "About" }).focus();
  await page.keyboard.press("Enter");
  await expect(aboutUs).toBeVisible();
  for (const name of ["FAQ", "Privacy Policy", "Terms of Service"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(aboutUs).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the mobile menu opens, and closes once a link is followed", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test("the home page has every section of the spec", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Find Moving Companies Movers & Packers");
  for (const name of [
    "Moving made simple",
    "Moving services",
    "Browse movers by state",
    "Why Choose Our Directory",
    "Featured moving companies",
    "Moving tips from our blog",
    "The Complete Guide to Hiring Movers in the United States",
    "Grow your moving business with a dashboard built for movers",
  ]) {
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  const hero = page.getByRole("region", { name: "Compare trusted movers near you in minutes" });
  await expect(hero.getByRole("link", { name: /Movers$/ })).toHaveText([
    "New York Movers",
    "Los Angeles Movers",
    "Chicago Movers",
    "Houston Movers",
    "Phoenix Movers",
  ]);
  await expect(page.getByRole("link", { name: "View Interactive Map" })).toHaveAttribute("href", "/states");
  const preview = page.getByRole("group", { name: "Dashboard preview with sample figures" });
  await expect(preview).toContainText("24");
  await expect(preview).toContainText("+12% this week");
  await expect(preview).toContainText("33% rate");
  await expect(preview).toContainText("+0.2 this month");
  await expect(preview).toContainText("Last 30 days");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((b) => [JSON.parse(b)].flat() as Array<{ "@type": string }>).map((d) => d["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite", "Service", "FAQPage", "ItemList"]));
});

test("an unknown path shows the 404 page with its buttons", async ({ page }) => {
  const response = await page.goto("/moving-companies/texas/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Search Moving Companies" })).toHaveAttribute("href", "/search");
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  await page.goto("/states");
  await page.goto("/no-such-page");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/states$/);
});

test("the 404 page's search finds cities by name", async ({ page }) => {
  await page.goto("/search?q=Austin");
  await expect(page.getByRole("status")).toContainText('match "Austin"');
  await page.getByRole("link", { name: "Austin, TX" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Companies in Austin, TX");
});

test("/about-us is the About page under one canonical URL", async ({ request, page }) => {
  const response = await request.get("/about-us", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/about$/);
  await page.goto("/about-us");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about$/);
});

test("the XML sitemap lists company pages and leaves out admin and error pages", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: \S+\/sitemap-index\.xml/);
  const index = await (await request.get("/sitemap-index.xml")).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const locs: string[] = [];
  for (const child of children) {
    const xml = await (await request.get(child)).text();
    locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  }
  expect(locs.filter((p) => p.startsWith("/company/")).length).toBeGreaterThanOrEqual(10_000);
  expect(locs).toContain("/moving-companies/texas/austin");
  expect(locs).toContain("/blog/moving-cost-guide");
  expect(locs.filter((p) => /^\/(404|error|login|admin)/.test(p))).toEqual([]);
  expect(locs.filter((p) => p.length > 1 && p.endsWith("/"))).toEqual([]);
});

test("the human sitemap links the main sections and the XML sitemap", async ({ page }) => {
  await page.goto("/sitemap");
  await expect(page.getByRole("link", { name: "XML sitemap" })).toHaveAttribute("href", "/sitemap-index.xml");
  await expect(page.getByRole("link", { name: "Texas" })).toHaveAttribute("href", "/moving-companies/texas");
});
