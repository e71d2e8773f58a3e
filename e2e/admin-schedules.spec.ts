import { formatRunTime } from "../src/islands/admin/schedules/schedule-format";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";
import { expectRefusedAtField } from "./support/forms";

/**
 * Script schedules at /admin/scripts/schedule: a refused expression is explained at its field;
 * a schedule is created with parameters and shows its next 3 runs in the admin's own time zone
 * (New York here, the schedule's Chicago); it is disabled, enabled, edited and deleted.
 */

const ADMIN_ZONE = "America/New_York";
test.use({ timezoneId: ADMIN_ZONE });

interface ApiSchedule {
  id: number;
  cron: string;
  next_runs: string[];
}

/** A run time as the page must show it: in the admin's zone, not the schedule's. */
const shown = (iso: string) => formatRunTime(iso, ADMIN_ZONE);

test("an admin creates a schedule and sees its next 3 runs, then disables, edits and deletes it", async ({ page }) => {
  await openAdmin(page, "/admin/scripts/schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Script Management" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Schedules" })).toBeVisible();
  await expect(page.getByText(`Times are shown in your time zone, ${ADMIN_ZONE}.`)).toBeVisible();

  await page.getByRole("button", { name: "New schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "New schedule" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Script").selectOption({ label: "Find duplicate companies" });
  await expect(dialog.getByLabel("Time zone")).toHaveValue(ADMIN_ZONE); // the admin's zone by default

  // The server refuses a bad expression; the message sits at the field.
  const cron = dialog.getByLabel("Cron expression");
  await expectRefusedAtField(
    cron,
    "61 * * * *",
    dialog.getByRole("button", { name: "Create schedule" }),
    dialog.getByText("Cron expression is not a valid cron expression (invalid value for minute: 61)"),
  );
  await expectNoAxeViolations(page, "schedule form with an error");

  await cron.fill("30 6 * * MON-FRI");
  await expect(dialog.getByText("At 06:30 AM, Monday through Friday")).toBeVisible();
  await dialog.getByLabel("Time zone").selectOption("America/Chicago");
  await dialog.getByLabel("State").fill("TX");
  await dialog.getByRole("button", { name: "Create schedule" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Schedule created")).toBeVisible();

  const res = await page.request.get("/api/admin/schedules");
  const created = ((await res.json()) as { schedules: ApiSchedule[] }).schedules.find((s) => s.cron === "30 6 * * MON-FRI");
  expect(created?.next_runs).toHaveLength(3);
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Find duplicate companies" }) })
    .filter({ hasText: "30 6 * * MON-FRI" });
  await expect(item).toContainText("At 06:30 AM, Monday through Friday");
  await expect(item).toContainText("America/Chicago");
  await expect(item).toContainText("state: TX");
  // 06:30 in Chicago is 07:30 in New York, on weekdays, formatted in the admin's zone.
  const runs = item.locator("ol time");
  await expect(runs).toHaveText((created?.next_runs ?? []).map(shown));
  for (const text of await runs.allTextContents()) expect(text).toMatch(/^(Mon|Tue|Wed|Thu|Fri), .* 7:30 AM E[DS]T$/);
  await expect(item).toContainText("Not run yet");
  await expectNoAxeViolations(page, "schedules list with a schedule");

  const toggle = item.getByRole("switch", { name: /Enabled/ });
  await toggle.uncheck();
  await expect(item).toContainText("Disabled: no runs planned");
  await expect(runs).toHaveCount(0);
  await toggle.check();
  await expect(runs).toHaveCount(3);

  await item.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit schedule" });
  await expect(edit.getByLabel("Cron expression")).toHaveValue("30 6 * * MON-FRI");
  await edit.getByRole("button", { name: /0 4 1 \* \*/ }).click();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  const monthly = page.getByRole("listitem").filter({ hasText: "0 4 1 * *" }).filter({ hasText: "state: TX" });
  await expect(monthly.locator("ol time")).toHaveCount(3);
  for (const text of await monthly.locator("ol time").allTextContents()) expect(text).toMatch(/, [A-Z][a-z]{2} 1, \d{4}, 5:00 AM E[DS]T$/);

  await monthly.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this schedule?" });
  await confirm.getByRole("button", { name: "Delete schedule" }).click();
  await expect(monthly).toHaveCount(0);
  const after = ((await (await page.request.get("/api/admin/schedules")).json()) as { schedules: ApiSchedule[] }).schedules;
  expect(after.find((s) => s.id === created?.id)).toBeUndefined();
});

test("the schedules page fits a 390 px wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, "/admin/scripts/schedule");
  await page.getByRole("button", { name: "New schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "New schedule" });
  await dialog.getByRole("button", { name: /0 3 \* \* \*/ }).click();
  await expect(dialog.getByText("At 03:00 AM")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, "schedule form at 390 px");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
