import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";

/**
 * The SEO Health pages against the built site: an audit started from the dashboard checks every
 * page of dist/, then its score, tasks and report appear; each page is axe clean.
 */
test("an audit started from SEO Health checks every page; score, tasks and report appear", async ({ page }) => {
  test.setTimeout(240_000);
  await openAdmin(page, "/admin/seo-health");
  await expect(page.getByRole("heading", { level: 1, name: "SEO Health Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "SEO Health" }).getByRole("link", { name: "Analyzer" })).toHaveAttribute(
    "href",
    "/admin/seo-health/analyzer",
  );

  await page.getByRole("button", { name: "Run audit" }).click();
  await expect(page.getByRole("progressbar", { name: "Audit progress" })).toBeVisible();
  await expect(page.getByText("Audit finished")).toBeVisible({ timeout: 200_000 });

  const score = page.getByTestId("seo-score");
  await expect(score).toContainText("/ 100");
  const value = Number(((await score.textContent()) ?? "").split("/")[0].trim());
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(100);
  // Every page of the build was checked (thousands of directory pages, not a sample).
  const checked = Number(((await page.getByText(/pages checked/).textContent()) ?? "").match(/(\d+) pages checked/)?.[1]);
  expect(checked).toBeGreaterThan(1000);
  await expect(page.getByRole("heading", { name: "Issues by type" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Worst pages" })).toBeVisible();
  await expectNoAxeViolations(page, "SEO Health overview");

  await page.getByRole("navigation", { name: "SEO Health" }).getByRole("link", { name: "Tasks" }).click();
  await expect(page).toHaveURL(/\/admin\/seo-health\/tasks$/);
  const tasks = page.getByTestId("seo-task");
  await expect(tasks.first()).toBeVisible();
  const first = tasks.first();
  const title = (await first.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await first.getByText("Affected pages").click();
  await expect(first.getByRole("link").first()).toBeVisible();
  await expectNoAxeViolations(page, "SEO tasks");

  await first.getByRole("button", { name: `Ignore ${title}` }).click();
  await expect(page.getByText("Task ignored")).toBeVisible();
  await page.getByLabel("Status").selectOption("ignored");
  await expect(page).toHaveURL(/status=ignored/);
  await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await page.getByRole("button", { name: `Reopen ${title}` }).click();
  await expect(page.getByText("Task reopened")).toBeVisible();
  await expect(page.getByText("No tasks with this status.")).toBeVisible();

  await page.getByRole("navigation", { name: "SEO Health" }).getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(/\/admin\/seo-health\/reports$/);
  const report = page.getByTestId("seo-report").first();
  await expect(report).toContainText(`${checked} pages`);
  await expect(report).toContainText(/errors:\s*\d+/i);
  await expectNoAxeViolations(page, "SEO reports");
});
