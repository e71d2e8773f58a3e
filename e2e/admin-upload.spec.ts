import { randomBytes } from "node:crypto";
import { COMPANY_CSV_COLUMNS } from "../src/lib/companies/csv-row";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";

/**
 * CSV upload → live site (issue 7): upload a file with one new company and one invalid row, read
 * the preview, import, wait for the 'rebuild-site' job (a real `astro build` into a fresh folder,
 * swapped in for the served dist), then open the new company's public profile.
 * Runs in its own Playwright project after every other spec (playwright.config.ts).
 */

const BUILD_BUDGET_MS = 8 * 60_000;

function csvRow(cells: Partial<Record<(typeof COMPANY_CSV_COLUMNS)[number], string>>): string {
  return COMPANY_CSV_COLUMNS.map((c) => {
    const v = cells[c] ?? "";
    return /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
  }).join(",");
}

test("an uploaded company goes live after the import's site rebuild", async ({ page }) => {
  test.setTimeout(BUILD_BUDGET_MS + 60_000);
  const tag = randomBytes(4).toString("hex");
  const slug = `e2e-upload-movers-${tag}`;
  const name = `E2E Upload Movers ${tag}`;
  const csv = [
    COMPANY_CSV_COLUMNS.join(","),
    csvRow({
      slug,
      name,
      description: "Movers added by the end-to-end upload test.",
      city: "Austin",
      state: "TX",
      zip: "78701",
      services: "local-moving|packing",
      rating: "4.7",
      review_count: "12",
      usdot_number: "1234567",
      mc_number: "MC-765432",
    }),
    csvRow({ slug: `e2e-bad-${tag}`, name: "Broken Row Movers", city: "Austin", state: "TX", zip: "ABCDE" }),
  ].join("\n");

  await openAdmin(page, "/admin/upload");
  await expect(page.getByRole("heading", { level: 1, name: "CSV Upload" })).toBeVisible();
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByText("Choose a CSV file to upload.")).toBeVisible();
  await page.getByLabel("CSV file (up to 10 MB)").setInputFiles({ name: `e2e-${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload and preview" }).click();

  // The preview: one to add, one invalid row with its row number, column and reason.
  await expect(page.getByRole("heading", { name: "Preview" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/upload\?id=\d+$/);
  await expect(page.getByText("To add").locator("..")).toContainText("1");
  await expect(page.getByText("Invalid rows").locator("..")).toContainText("1");
  const problems = page.getByRole("table", { name: /^Problems/ });
  await expect(problems.getByRole("row").nth(1)).toContainText("3");
  await expect(problems.getByRole("row").nth(1)).toContainText("zip");
  await expect(page.getByRole("table", { name: /^New companies/ })).toContainText(name);
  await expectNoAxeViolations(page, "upload preview");

  // The report survives a reload (its id is in the URL).
  await page.reload();
  await expect(page.getByRole("heading", { name: "Preview" })).toBeVisible();

  await page.getByRole("button", { name: "Import 1 row" }).click();
  const confirm = page.getByRole("dialog", { name: "Import these rows?" });
  await expect(confirm).toContainText("1 invalid rows are skipped");
  await confirm.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import complete" })).toContainText("1 added, 0 updated");
  await expect(page.getByText("Upload report")).toBeVisible();

  // The rebuild job: wait for it to succeed (a full site build), then the company is public.
  const rebuild = page.getByRole("link", { name: /^Site rebuild \(job #\d+\)$/ });
  await expect(rebuild).toBeVisible();
  await expect(page.getByText("The new site is live.")).toBeVisible({ timeout: BUILD_BUDGET_MS });

  await rebuild.click();
  await expect(page.getByRole("heading", { level: 1, name: "Jobs System" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Job progress" })).toHaveAttribute("aria-valuenow", "100");
  await expect(page.locator("pre")).toContainText("New site is live"); // the captured log
  await expectNoAxeViolations(page, "job detail");

  const res = await page.goto(`/company/${slug}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Austin, TX").first()).toBeVisible();
  // Its licence numbers, each linked to FMCSA's public carrier snapshot.
  const licence = page.getByRole("region", { name: "Licence" });
  await expect(licence.getByRole("link", { name: "1234567 on FMCSA" })).toHaveAttribute("href", /query_param=USDOT&query_string=1234567$/);
  await expect(licence.getByRole("link", { name: "MC-765432 on FMCSA" })).toHaveAttribute("href", /query_param=MC_MX&query_string=765432$/);

  // The history keeps the upload and its original file.
  await openAdmin(page, "/admin/upload");
  const history = page.getByRole("table", { name: /latest uploads/ });
  await expect(history.getByRole("row").filter({ hasText: `e2e-${tag}.csv` })).toContainText("imported");
  const file = await page.request.get((await history.getByRole("link", { name: `Download e2e-${tag}.csv` }).getAttribute("href")) ?? "");
  expect(await file.text()).toBe(csv);
});
