import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openAdmin } from "./support/admin";
import { fillByLabel } from "./support/forms";
import { continueButton, inAMonth, openWizard, pickRoute, sizeDateContact, stepHeading } from "./support/wizard";

/** The quote path and the header on a 390×844 phone: no scrolling to start, menus that close. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** True when the whole element lies inside the viewport without scrolling. */
async function fullyInView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return !!box && !!viewport && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width;
}

for (const path of ["/", "/get-quotes"]) {
  test(`the wizard's first field is in view without scrolling on ${path}`, async ({ page }) => {
    await page.goto(path);
    const from = page.getByRole("combobox", { name: "Moving From" });
    await expect(from).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await fullyInView(page, from)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test("the phone header has a Get Free Quotes button that leads to the quote path", async ({ page }) => {
  await page.goto("/moving-companies/texas");
  const button = page.getByRole("banner").getByRole("link", { name: "Get Free Quotes" });
  await expect(button).toBeVisible();
  expect(await fullyInView(page, button)).toBe(true);
  await button.click();
  await expect(page).toHaveURL(/\/get-quotes$/);
  await expect(page.getByRole("combobox", { name: "Moving From" })).toBeVisible();
});

test("the phone menu closes on Escape (focus back on its button) and on a tap outside", async ({ page }) => {
  await page.goto("/moving-companies/texas");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "FAQ" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(menu).toBeVisible();
  await page.touchscreen.tap(195, 800); // below the menu, on the page
  await expect(menu).toBeHidden();
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test("the About dropdown closes on Escape and on a click outside", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About" });
    const aboutUs = nav.getByRole("link", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(aboutUs).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(aboutUs).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(aboutUs).toBeHidden();
    await expect(about).toBeFocused();
    await about.click();
    await expect(aboutUs).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(aboutUs).toBeHidden();
  });
});

test("after a full submission the success step sums up the move", async ({ page }) => {
  await openWizard(page, "/get-quotes");
  await pickRoute(page);
  await continueButton(page).click();
  const date = inAMonth();
  await sizeDateContact(page, { date });
  await expect(page.getByRole("checkbox", { checked: true }).first()).toBeVisible(); // the matched movers have loaded
  const chosen = await page.getByRole("checkbox", { checked: true }).count();
  await continueButton(page).click();
  await page.getByRole("button", { name: "Submit request" }).click();

  await expect(stepHeading(page, "Your quote request is on its way")).toBeVisible();
  const summary = page.getByRole("group", { name: "Your move" });
  await expect(summary.getByText(/^Beverly Hills, CA 902\d\d →\s*to Austin, TX \d{5}$/)).toBeVisible(); // "to" is read, the arrow shown
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  await expect(summary).toContainText(`Moving date${day}`);
  await expect(summary).toContainText("Move size4+ Bedrooms");
  await expect(summary).toContainText("Movers contacted");
  await expect(summary.getByRole("listitem")).toHaveCount(chosen);
  await expect(page.locator("[data-confirmation-id]")).toHaveText(/^MV-[2-9A-Z]{8}$/);
});

test("a message from the contact page lands in the admin's inquiries", async ({ page }) => {
  const name = `Contact E2E ${randomBytes(4).toString("hex")}`;
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/contact$/); // the browser refuses the empty required fields
  await fillByLabel(form, {
    "Your name": name,
    Email: "sam@contact-e2e.example",
    "Company or listing it is about": "Lone Star Movers, Dallas",
    Message: "The phone number on this listing is out of date.",
  });
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/inquiry-received$/);

  await openAdmin(page, "/admin/inquiries?topic=general");
  const list = page.getByRole("list", { name: "Inquiries, newest first" });
  await expect(list.getByRole("listitem").filter({ hasText: name })).toContainText("Contact page message");
});
