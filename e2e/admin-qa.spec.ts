import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";

/**
 * QA automation at /admin/qa-automation: the admin runs the suite against this e2e server from
 * the page, follows it to its verdict, sees the checks (failing first) and the run in the
 * history, and the dashboard shows the last run's verdict.
 */

test("an admin runs the QA suite from the page, sees its verdict and checks, and the dashboard shows it", async ({ page }) => {
  test.setTimeout(120_000);
  await openAdmin(page, "/admin/qa-automation");
  await expect(page.getByRole("heading", { level: 1, name: "QA Automation" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Last run" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Schedule the QA suite" })).toHaveAttribute("href", "/admin/scripts/schedule");

  await page.getByRole("button", { name: "Run QA suite" }).click();
  await expect(page.getByRole("button", { name: "Running…" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Run QA suite" })).toBeEnabled({ timeout: 100_000 });

  const verdict = page.getByTestId("qa-last-verdict");
  await expect(verdict.locator("span").first()).toHaveText("passed");
  await expect(verdict).toContainText(/\d+ passed · 0 failed/);
  const checks = page.getByRole("table", { name: /Checks of run #\d+, failing checks first/ });
  await expect(checks.getByRole("row", { name: /GET \/ answers 200 with its title/ })).toBeVisible();
  await expect(checks.getByRole("row", { name: /POST \/api\/leads accepts the test lead/ })).toBeVisible();
  await expect(checks.getByRole("row", { name: /The test quote is purged after the run/ })).toBeVisible();
  await expectNoAxeViolations(page, "QA automation page with a run");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Run QA suite" })).toBeVisible();
  await expectNoAxeViolations(page, "QA automation page at 390 px");

  await page.setViewportSize({ width: 1280, height: 800 });
  await openAdmin(page, "/admin");
  const figure = page.getByRole("link", { name: /Last QA run/ });
  await expect(figure).toContainText("Passed");
  await expect(figure).toHaveAttribute("href", "/admin/qa-automation");
  await expectNoAxeViolations(page, "dashboard with the QA verdict");
});
