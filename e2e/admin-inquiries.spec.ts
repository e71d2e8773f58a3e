import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";
import { fillByLabel } from "./support/forms";
import { waitForMail } from "./support/mailbox";

/**
 * A company's inquiry from /advertise reaches the admin: listed at /admin/inquiries (filtered by
 * topic), opened, moved to contacted with a note, and the site owner is emailed about it
 * through the real SMTP server of global-setup.ts (SITE_OWNER_EMAIL is set there).
 */

test("an inquiry from /advertise is listed, opened, moved to contacted with a note, and emailed to the owner", async ({ page }) => {
  const company = `Inquiry E2E Movers ${randomBytes(4).toString("hex")}`;
  await page.goto("/advertise");
  await fillByLabel(page, {
    "Company name": company,
    "Your name": "Ada Tester",
    Email: "ada@inquiry-e2e.example",
    Phone: "(512) 555-0142",
    Message: "Banner ads on the Texas city pages, please.",
  });
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page).toHaveURL(/\/inquiry-received$/);

  await openAdmin(page, "/admin/inquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  await expect(page.getByRole("link", { name: company })).toBeVisible();
  // The owner's address is configured, so the page does not ask for it.
  await expect(page.getByText("Set SITE_OWNER_EMAIL to be emailed about new inquiries.")).toHaveCount(0);

  await page.getByLabel("Topic").selectOption("listing");
  await expect(page).toHaveURL(/\/admin\/inquiries\?topic=listing$/);
  await expect(page.getByRole("link", { name: company })).toHaveCount(0);
  await page.getByLabel("Topic").selectOption("advertising");
  await expect(page).toHaveURL(/\/admin\/inquiries\?topic=advertising$/);
  const list = page.getByRole("list", { name: "Inquiries, newest first" });
  await expect(list.getByRole("listitem").first()).toContainText(company);
  await expect(list.getByRole("listitem").first()).toContainText("Advertising");

  await page.getByRole("link", { name: company }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/\d+$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  await expect(page.getByRole("heading", { level: 2, name: company })).toBeVisible();
  await expect(page.getByText("Banner ads on the Texas city pages, please.")).toBeVisible();
  await expect(page.getByRole("link", { name: "ada@inquiry-e2e.example" })).toHaveAttribute("href", "mailto:ada@inquiry-e2e.example");
  await expect(page.getByRole("link", { name: "(512) 555-0142" })).toHaveAttribute("href", "tel:+15125550142");
  await expect(page.getByText("No notes yet.")).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toHaveText("Write a note or choose a different status.");

  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByLabel("Note (optional)").fill("Called Ada; sending the rate card.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Inquiry updated" })).toBeVisible();
  const notes = page.getByRole("list", { name: "Notes, oldest first" });
  await expect(notes).toContainText("Status: New → Contacted");
  await expect(notes).toContainText("Called Ada; sending the rate card.");
  await expect(notes).toContainText("by e2e-admin");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");

  // Kept across a reload, and the list's status filter finds it.
  await page.goto("/admin/inquiries?status=contacted&topic=advertising");
  await expect(page.getByRole("link", { name: company })).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");

  const mail = await waitForMail((m) => m.subject.includes(company));
  expect(mail.to).toEqual(["owner@movers.example"]);
  expect(mail.subject).toBe(`New inquiry: ${company} (Advertising)`);
  expect(mail.replyTo).toBe("ada@inquiry-e2e.example");
  expect(mail.text).toContain("Contact: Ada Tester");
  expect(mail.text).toContain("Phone: (512) 555-0142");
  expect(mail.text).toContain("Banner ads on the Texas city pages, please.");
  expect(mail.text).toMatch(new RegExp(`https?://\\S+/admin/inquiries/${id}\\b`));
});

test("at phone width the inquiry list and detail fit the screen and stay operable", async ({ page, request }) => {
  const company = `Narrow Screen Movers ${randomBytes(4).toString("hex")}`;
  const res = await request.post("/api/inquiries", {
    headers: { accept: "application/json" },
    data: { companyName: company, contactName: "Nia Narrow", email: "nia@narrow.example", topic: "moving-leads", message: "Leads for Denver." },
  });
  expect(res.status()).toBe(201);
  await page.setViewportSize({ width: 375, height: 800 });
  await openAdmin(page, "/admin/inquiries?topic=moving-leads");
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await expect(page.getByRole("link", { name: company })).toBeVisible();
  expect(await fits()).toBe(true);

  await page.getByRole("link", { name: company }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: company })).toBeVisible();
  expect(await fits()).toBe(true);
  await page.getByLabel("Status", { exact: true }).selectOption("won");
  await page.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Notes, oldest first" })).toContainText("Status: New → Won");
  await expectNoAxeViolations(page, "inquiry detail at phone width");
});
