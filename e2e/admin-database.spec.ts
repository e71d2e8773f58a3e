import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";

/** The admin Database page on the SQLite server: overview, integrity check, backups, restore validation. */

/** Opens a downloaded file with better-sqlite3 and checks it like the page's integrity check. */
function expectHealthyBackup(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(db.pragma("foreign_key_check")).toEqual([]);
    expect((db.prepare("SELECT count(*) AS n FROM companies").get() as { n: number }).n).toBeGreaterThan(0);
    expect((db.prepare("SELECT count(*) AS n FROM kysely_migration").get() as { n: number }).n).toBeGreaterThan(3);
  } finally {
    db.close();
  }
}

async function download(page: Page, link: ReturnType<Page["getByRole"]>): Promise<{ file: string; name: string }> {
  const [event] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "movers-e2e-backup-")), event.suggestedFilename());
  await event.saveAs(file);
  return { file, name: event.suggestedFilename() };
}

test("the Database page shows the store, checks its integrity and serves backups that open and pass integrity_check", async ({ page }) => {
  await openAdmin(page, "/admin/database");
  await expect(page.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
  await expect(page.getByText("SQLite", { exact: true })).toBeVisible();
  const tables = page.getByRole("table", { name: /tables of the run-time store/ });
  await expect(tables.getByRole("rowheader", { name: "companies", exact: true })).toBeVisible();

  // The integrity check, from the keyboard.
  await page.getByRole("button", { name: "Run integrity check" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^All checks passed/)).toBeVisible();
  await expect(page.getByText("Passed:", { exact: false })).toHaveCount(3);

  const fresh = await download(page, page.getByRole("link", { name: "Download a fresh backup" }));
  expect(fresh.name).toMatch(/^backup-\d{8}T\d{9}Z\.db$/);
  expectHealthyBackup(fresh.file);

  // "Create backup" runs the backup-database script; its run is linked and the list gains the backup.
  await page.getByRole("button", { name: "Create backup" }).click();
  const run = page.getByRole("link", { name: /^Backup run #\d+$/ });
  await expect(run).toHaveAttribute("href", /^\/admin\/scripts\/run\/\d+$/);
  const kept = page.getByRole("table", { name: "Kept backups, newest first" });
  await expect(kept.getByRole("row")).not.toHaveCount(0, { timeout: 15_000 });
  const first = kept.getByRole("link", { name: /^Download backup-/ }).first();
  const keptFile = await download(page, first);
  expectHealthyBackup(keptFile.file);
  await expectNoAxeViolations(page, "database page with a backup and an integrity result");
});

test("the restore form needs a file and the typed confirmation, and refuses a file that is not a backup", async ({ page }) => {
  await openAdmin(page, "/admin/database");
  const form = page.getByRole("heading", { name: "Restore from a backup" });
  await expect(form).toBeVisible();
  await page.getByRole("button", { name: "Restore database" }).click();
  await expect(page.getByText("Choose a backup file (.db)")).toBeVisible();
  await expect(page.getByText("Type RESTORE in capitals to confirm")).toBeVisible();
  await expect(page.getByLabel("Backup file")).toBeFocused();

  await page
    .getByLabel("Backup file")
    .setInputFiles({ name: "notes.db", mimeType: "application/octet-stream", buffer: Buffer.from("not a database\n".repeat(100)) });
  await page.getByLabel("Type RESTORE to confirm").fill("RESTORE");
  await page.getByRole("button", { name: "Restore database" }).click();
  await expect(page.getByText(/The file is not a SQLite database/)).toBeVisible();
  await expect(page.getByLabel("Backup file")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "restore form with errors");
  // Nothing changed: the page still reads the same store, with no pre-restore backup written.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: /pre-restore/ })).toHaveCount(0);
});

test("the Database page fits a 390 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, "/admin/database");
  await expect(page.getByRole("heading", { level: 2, name: "Tables" })).toBeVisible();
  // With a backup listed (its table is the widest part of the page).
  await page.getByRole("button", { name: "Create backup" }).click();
  await expect(page.getByRole("table", { name: "Kept backups, newest first" })).toBeVisible({ timeout: 15_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  // Names what sticks out when something does.
  const wide =
    width > 390
      ? await page.evaluate(() =>
          [...document.querySelectorAll("main *")]
            .filter((el) => el.getBoundingClientRect().right > 390 && ![...el.children].some((c) => c.getBoundingClientRect().right > 390))
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
        )
      : [];
  expect(width, wide.join("\n")).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, "database page at 390 px");
});
