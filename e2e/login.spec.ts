import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, ADMIN_PASSWORD as PASSWORD, ADMIN_USERNAME as USERNAME } from "./support/admin";

/** Admin login against the real functions, with the random per-run credentials global-setup.ts sets. */

async function openLogin(page: Page): Promise<void> {
  await page.goto("/login");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0); // hydrated
}

test("the login page validates on submit, then on every change, and is axe clean", async ({ page }) => {
  await openLogin(page);
  await expect(page).toHaveTitle("Admin Login | Movers & Packers");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("Authorized personnel only. Unauthorized access is prohibited.")).toBeVisible();

  const username = page.getByRole("textbox", { name: "Username" });
  const password = page.getByLabel("Password");
  await username.fill("ab");
  await expect(page.getByText("Username must be at least 3 characters")).toHaveCount(0); // not before submit
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "login form with errors");

  await username.fill("abc");
  await expect(page.getByText("Username must be at least 3 characters")).toHaveCount(0);
  await password.fill("12345");
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await password.fill("123456");
  await expect(page.getByText("Password must be at least 6 characters")).toHaveCount(0);
});

test("a wrong password shows 'Login Failed' and stays on /login", async ({ page }) => {
  await openLogin(page);
  await page.getByRole("textbox", { name: "Username" }).fill(USERNAME);
  await page.getByLabel("Password").fill(`${PASSWORD}-wrong`);
  await page.getByRole("button", { name: "Log in" }).click();
  const notice = page.getByRole("status").filter({ hasText: "Login Failed" });
  await expect(notice).toContainText("Invalid username or password");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
});

test("logging in with the keyboard reaches /admin; logout returns to / and ends the session", async ({ page }) => {
  expect(USERNAME, "global-setup must set ADMIN_USERNAME").not.toBe("");
  await openLogin(page);
  await page.getByRole("textbox", { name: "Username" }).focus();
  await page.keyboard.type(USERNAME);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Success" })).toContainText("You have been logged in successfully.");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle("Dashboard | Admin | National Movers Directory");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Website" })).toHaveAttribute("href", "/");
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "nmd_admin_session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Strict");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
});

test("/admin without a session redirects to /login", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});
