import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import { openAdmin } from "./support/admin";

/**
 * Settings and the audit log: an admin adds a second admin, who signs in in a browser of their
 * own and changes their password; the first admin removes them (their session ends at once),
 * and the audit log lists each step. Both pages fit a 390 px screen.
 */

test("adds an admin, who signs in and changes their password, then removes them; the audit log shows each step", async ({
  page,
  browser,
  baseURL,
}) => {
  const username = `e2e-${randomBytes(4).toString("hex")}`;
  const firstPassword = `first-${randomBytes(6).toString("hex")}`;
  const newPassword = `second-${randomBytes(6).toString("hex")}`;

  await openAdmin(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const accounts = page.getByRole("list", { name: "Admin accounts" });
  await expect(accounts).toBeVisible();

  // The rules are checked before anything is sent.
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("too-short");
  await page.getByRole("button", { name: "Add admin" }).click();
  await expect(page.getByText("must be at least 12 characters")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(firstPassword);
  await page.getByRole("button", { name: "Add admin" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${username}` })).toBeVisible();
  await expect(accounts.getByRole("listitem").filter({ hasText: username })).toBeVisible();

  // The new admin signs in from a browser of their own and changes their password.
  const other = await browser.newContext({ baseURL });
  const theirs = await other.newPage();
  await theirs.goto("/login");
  await expect(theirs.locator("astro-island[ssr]")).toHaveCount(0); // the form is hydrated before typing
  await theirs.getByRole("textbox", { name: "Username" }).fill(username);
  await theirs.getByLabel("Password").fill(firstPassword);
  await theirs.getByRole("button", { name: "Log in" }).click();
  await expect(theirs).toHaveURL(/\/admin$/);
  await theirs.goto("/admin/settings");
  await expect(theirs.getByRole("list", { name: "Your active sessions" }).getByText("This session")).toBeVisible();
  await theirs.getByLabel("Current password").fill(firstPassword);
  await theirs.getByLabel("New password", { exact: true }).fill(newPassword);
  await theirs.getByLabel("Confirm new password").fill(`${newPassword}x`);
  await theirs.getByRole("button", { name: "Change password" }).click();
  await expect(theirs.getByText("does not match the new password")).toBeVisible();
  await theirs.getByLabel("Confirm new password").fill(newPassword);
  await theirs.getByRole("button", { name: "Change password" }).click();
  await expect(theirs.getByRole("status").filter({ hasText: "Password changed." })).toBeVisible();

  // The first admin removes them, after a confirmation; their session ends.
  await page.reload();
  await accounts.getByRole("button", { name: `Remove ${username}` }).click();
  const confirm = page.getByRole("dialog", { name: `Remove ${username}?` });
  await expect(confirm).toBeVisible();
  // In the dialog: an account named "admin" has a row button named "Remove admin" too.
  await confirm.getByRole("button", { name: "Remove admin" }).click();
  await expect(accounts.getByRole("listitem").filter({ hasText: username })).toHaveCount(0);
  await theirs.goto("/admin/settings");
  await expect(theirs).toHaveURL(/\/login$/);
  const refused = await theirs.request.post("/api/login", {
    data: { username, password: newPassword },
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(refused.status()).toBe(401);
  await other.close();

  // The audit log shows each step, filtered by who did it.
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  const log = page.getByRole("list", { name: "Audit entries, newest first" });
  await expect(log.getByText(`Added admin ${username}`)).toBeVisible();
  await expect(log.getByText(`Removed admin ${username}`)).toBeVisible();
  await page.getByLabel("Who").selectOption(username);
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?actor=${username}$`));
  await expect(log.getByRole("listitem")).toHaveCount(2);
  await expect(log.getByRole("listitem").nth(0)).toContainText("Changed their password");
  await expect(log.getByRole("listitem").nth(1)).toContainText("Signed in");
});

test("settings and the audit log fit a 390 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/admin/settings", "/admin/audit"]) {
    await openAdmin(page, path);
    await expect(page.getByRole("button", { name: /Add admin|Clear filters/ }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
