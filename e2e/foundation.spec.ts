import { expect, test } from "./fixtures";

test("the site is served from the SQLite snapshot", async ({ page }) => {
  const response = await page.goto("/moving-companies");
  expect(response?.status()).toBe(200);
  const intro = (await page.locator("main p").first().textContent()) ?? "";
  const count = Number(intro.match(/([\d,]+) moving companies/)?.[1].replace(/,/g, ""));
  expect(count).toBeGreaterThanOrEqual(10_000);
});

test("the health function reports the companies in the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.ok).toBe(true);
  expect(body.companies).toBeGreaterThanOrEqual(10_000);
});

test("auth status says nobody is signed in", async ({ request }) => {
  expect(await (await request.get("/api/auth/status")).json()).toEqual({ isAuthenticated: false });
});

test("an unknown API path is a JSON 404 and a wrong method a 405", async ({ request }) => {
  const missing = await request.get("/api/no-such-endpoint");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "Not found" });
  const wrongMethod = await request.delete("/api/health");
  expect(wrongMethod.status()).toBe(405);
});

test("an unknown page answers 404 with the not-found page, kept out of search engines", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a trailing slash redirects to the canonical URL", async ({ request }) => {
  const response = await request.get("/index/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/index$/);
});
