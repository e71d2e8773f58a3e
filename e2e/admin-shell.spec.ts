import { expect, test } from "./fixtures";
import { openAdmin } from "./support/admin";

/**
 * The admin shell: client-side routing under /admin/*, deep links on
 * reload, the sidebar and mobile navigation, header titles, later-release panels and logout.
 */

test("the dashboard shows real figures, and the sidebar routes without reloading the page", async ({ page }) => {
  await openAdmin(page);
  await expect(page).toHaveTitle("Dashboard | Admin | National Movers Directory");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const companies = await (await page.request.get("/api/admin/dashboard")).json();
  const figure = page.getByRole("link", { name: /^Companies/ }).filter({ hasText: companies.companies.total.toLocaleString("en-US") });
  await expect(figure).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leads by status" })).toBeVisible();

  // Client-side navigation: a marker on window survives because the page never reloads.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  await nav.getByRole("link", { name: "Jobs System" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jobs System" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Jobs System" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("button", { name: "Rebuild site now" })).toBeVisible();
  await nav.getByRole("link", { name: "Database" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible(); // an unknown section is titled "Admin"
  await expect(page.getByRole("heading", { level: 2, name: "Tables" })).toBeVisible();
  await nav.getByRole("link", { name: "Statistics" }).click();
  await expect(page).toHaveURL(/\/admin\/statistics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Quote form funnel" })).toBeVisible();
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Accounts" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
});

test("deep links load the right page on reload, including ones no page exists for", async ({ page }) => {
  await openAdmin(page, "/admin/seo-health/analyzer");
  await expect(page.getByRole("heading", { level: 1, name: "SEO Health Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page analyzer" })).toBeVisible();
  const res = await page.request.get("/admin/scripts/run/3");
  expect(res.status()).toBe(200);
  expect(res.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await page.goto("/admin/scripts/run/3");
  await expect(page.getByRole("heading", { level: 1, name: "Script Management" })).toBeVisible();
  await page.goto("/admin/jobs/999999");
  await expect(page.getByRole("heading", { level: 1, name: "Jobs System" })).toBeVisible();
  await expect(page.getByText("There is no job #999999.")).toBeVisible();
  await page.goto("/admin/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  await expect(page.getByText("There is no admin page at this address.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("a deep link without a session goes to /login", async ({ page }) => {
  await page.goto("/admin/leads/1");
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the slide-in menu and the bottom bar navigate; logout says so and returns home", async ({ page }) => {
    await openAdmin(page, "/admin", { freshSignIn: true });
    const bottom = page.getByRole("navigation", { name: "Quick links" });
    await expect(bottom.getByRole("link")).toHaveText(["Home", "Companies", "SEO", "QA", "Database"]);
    await bottom.getByRole("link", { name: "QA" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "QA Automation" })).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Admin menu" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "CSV Upload" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "CSV Upload" })).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Return to Website" })).toHaveAttribute("href", "/");
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await (await page.request.get("/api/auth/status")).json()).isAuthenticated).toBe(false);
  });
});
