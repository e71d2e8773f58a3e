import { randomBytes } from "node:crypto";
import type { AdminCompany } from "../src/lib/admin/companies-api";
import { expect, test } from "./fixtures";
import { openAdmin } from "./support/admin";

/**
 * Edit → live through the incremental path: rename a company in the admin, rebuild from the Jobs
 * page, read in the job's log that the snapshot was patched and only the affected pages were
 * rendered, then open the public profile with its new name. Runs in the rebuild project, after
 * every spec that reads the site.
 */

const BUILD_BUDGET_MS = 6 * 60_000;

test("an edited company's profile goes live through the incremental rebuild", async ({ page }) => {
  test.setTimeout(BUILD_BUDGET_MS + 60_000);
  await openAdmin(page, "/admin/companies");
  const listed = await page.request.get("/api/admin/companies?state=VT&featured=false");
  expect(listed.status()).toBe(200);
  const company = ((await listed.json()) as { companies: AdminCompany[] }).companies[0];
  const newName = `${company.name} Renamed ${randomBytes(3).toString("hex")}`;

  await page.goto(`/admin/companies?q=${encodeURIComponent(company.name)}&state=VT`);
  await page
    .getByRole("row")
    .filter({ hasText: company.slug })
    .getByRole("button", { name: `Edit ${company.name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Edit ${company.name}` });
  await dialog.getByLabel("Name (required)").fill(newName);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company saved" })).toBeVisible();

  // Until the rebuild, the public profile still shows the old name.
  await page.goto(`/company/${company.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: company.name, exact: true })).toBeVisible();

  await openAdmin(page, "/admin/jobs");
  await page.getByRole("button", { name: "Rebuild site now" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
  await expect(page.getByText("The new site is live.")).toBeVisible({ timeout: BUILD_BUDGET_MS });
  const log = page.locator("pre");
  // The snapshot took only the changed rows, and the partial build bundled while it did.
  await expect(log).toContainText(/Snapshot patched: \d+ companies written and \d+ deleted/);
  await expect(log).toContainText("Starting the partial site build now");
  await expect(log).toContainText(/Incremental rebuild: \d+ compan(y|ies) changed, so \d+ of \d+ company pages are rendered/);
  await expect(log).toContainText("New site is live");

  await page.goto(`/company/${company.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
});
