import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";

/**
 * Script Management: the list of scripts with their last runs, the run form rendered from a
 * script's parameters (a refused value shown at its field), and one run of
 * find-duplicate-companies followed live until it succeeds with its report.
 */

test("runs find-duplicate-companies from the Scripts page and watches it succeed with its report", async ({ page }) => {
  // The run checks every company of the sample directory, and axe then reads a report of
  // hundreds of groups: more than the default 30 s on a busy two-core machine.
  test.setTimeout(120_000);
  await openAdmin(page, "/admin/scripts");
  await expect(page.getByRole("heading", { level: 1, name: "Script Management" })).toBeVisible();
  const scripts = page.getByRole("list", { name: "Scripts" });
  for (const title of ["Rebuild the site", "Find duplicate companies", "Check company locations", "Purge old data", "Retry failed deliveries"]) {
    await expect(scripts.getByRole("heading", { name: title })).toBeVisible();
  }

  await page.getByRole("link", { name: "Run Find duplicate companies" }).click();
  await expect(page).toHaveURL(/\/admin\/scripts\/run\?script=find-duplicate-companies$/);
  await expect(page.getByLabel("Script", { exact: true })).toHaveValue("find-duplicate-companies");
  await expect(page.getByLabel("State")).toBeVisible();
  await page.getByRole("button", { name: "Start run" }).click();

  await expect(page).toHaveURL(/\/admin\/scripts\/run\/\d+$/);
  await expect(page.getByRole("heading", { name: /^Run #\d+: Find duplicate companies$/ })).toBeVisible();
  await expect(page.getByText("The run finished.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar", { name: "Run progress" })).toHaveAttribute("aria-valuenow", "100");
  const result = page.getByRole("region", { name: "Result" });
  await expect(result.getByText("Companies checked")).toBeVisible();
  const checked = Number((await result.getByText("Companies checked").locator("xpath=following-sibling::dd").textContent())?.replace(/,/g, ""));
  expect(checked).toBeGreaterThan(0);
  await expect(result.getByText("Group count")).toBeVisible();
  await expect(page.getByText(/Found \d+ groups of possible duplicates/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await expectNoAxeViolations(page, "run detail");

  // The list now shows this run as the script's last one.
  await page.getByRole("link", { name: "← All scripts" }).click();
  const row = scripts.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Find duplicate companies" }) });
  await expect(row.getByText("succeeded")).toBeVisible();
  await expect(row.getByRole("link", { name: /^Run #\d+$/ })).toBeVisible();
});

test("a refused option is shown at its field, and nothing starts", async ({ page }) => {
  await openAdmin(page, "/admin/scripts/run?script=purge-old-data");
  const days = page.getByLabel("Older than (days)");
  await expect(days).toHaveValue("90");
  await days.fill("0");
  await page.getByRole("button", { name: "Start run" }).click();
  await expect(page.getByRole("alert")).toContainText("Some options are not valid");
  await expect(page.getByText("must be at least 1")).toBeVisible();
  await expect(days).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/scripts\/run\?script=purge-old-data$/);
  await expectNoAxeViolations(page, "run form with an error");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the scripts list and run form fit the screen", async ({ page }) => {
    await openAdmin(page, "/admin/scripts");
    await expect(page.getByRole("link", { name: "Run Check company locations" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto("/admin/scripts/run?script=check-company-locations");
    await expect(page.getByLabel("Fix what can be fixed safely")).not.toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
