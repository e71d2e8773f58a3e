import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { openAdmin } from "./support/admin";

/**
 * /admin/statistics in Chromium: a visitor's quote-form session shows in the funnel; the range
 * presets change the URL and the range; each chart has its table and a CSV download of the same
 * rows; the chart draws at 390 px too.
 */

const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("an admin reads the funnel, switches ranges, opens a chart's numbers and downloads its CSV", async ({ page }) => {
  // A visitor opens the quote form and reaches step 3, through the public API the wizard calls.
  const uuid = randomUUID();
  const session = await page.request.post("/api/sessions", { data: { uuid, hostname: "localhost" } });
  expect(session.status()).toBe(201);
  const { session_id } = (await session.json()) as { session_id: string };
  for (const step of [2, 3]) {
    const res = await page.request.post("/api/events", { data: { event: "form_step", step, lead_uuid: uuid, session_id } });
    expect(res.status()).toBe(204);
  }

  await openAdmin(page, "/admin/statistics");
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  const funnel = page.getByRole("region", { name: "Quote form funnel" });
  await expect(funnel.getByRole("img", { name: /Sessions per funnel stage/ })).toBeVisible();
  await expect(funnel.locator("canvas")).toBeVisible(); // uPlot drew it
  await expect(page.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");

  // The numbers behind the chart.
  await funnel.getByText("Show the numbers").click();
  const table = funnel.getByRole("table", { name: "Quote form funnel" });
  await expect(table.getByRole("columnheader", { name: "Sessions" })).toBeVisible();
  const step3 = table.getByRole("row", { name: /Step 3: Move date/ });
  await expect(step3).toBeVisible();
  expect(Number((await step3.getByRole("cell").first().textContent())?.replace(/,/g, ""))).toBeGreaterThanOrEqual(1);

  // The CSV holds the same rows.
  const [download] = await Promise.all([page.waitForEvent("download"), funnel.getByRole("button", { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe(`statistics-quote-form-funnel-${utcDay(-29)}-to-${utcDay()}.csv`);
  const csv = fs.readFileSync((await download.path()) as string, "utf8");
  expect(csv.split("\r\n")[0]).toBe("Stage,Sessions,Drop-off,Drop-off %,Of step 1 %");
  expect(csv).toContain("Step 3: Move date,");

  // Presets change the range in the URL and on the page.
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${utcDay(-6)}&to=${utcDay()}`));
  await expect(page.getByText(`${utcDay(-6)} to ${utcDay()} (7 UTC days).`)).toBeVisible();
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "90 days" }).click();
  await expect(page.getByText(`${utcDay(-89)} to ${utcDay()} (90 UTC days).`)).toBeVisible();

  // A custom range before any traffic: an honest empty state.
  await page.getByLabel("From (UTC)").fill("2020-01-01");
  await page.getByLabel("To (UTC)").fill("2020-01-31");
  await expect(page.getByText("2020-01-01 to 2020-01-31 (31 UTC days).")).toBeVisible();
  await expect(page.getByText("Nobody opened the quote form during these days.")).toBeVisible();
  await expect(page.getByText("No leads came in during these days.").first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/statistics?from=${utcDay(-29)}&to=${utcDay()}`);
  await expect(page.getByRole("img", { name: /Sessions per funnel stage/ })).toBeVisible();
});
