import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/admin";
import { AUSTIN, continueButton, fillContact, inAMonth, openWizard, pickRoute, stepHeading } from "./support/wizard";

/**
 * The quote wizard keeps its state: steps in the browser history, answers across a reload, the
 * confirmation after submitting; and it applies the server's own rules at each step.
 */

/** Steps 1 and 2 with suggestions picked: Austin → Dallas, 4+ bedrooms; ends on step 3. */
async function routeAndSize(page: Page): Promise<void> {
  await pickRoute(page, AUSTIN, { text: "Dallas", option: /^Dallas, TX \d{5}$/ });
  await continueButton(page).click();
  await expect(stepHeading(page, "How big is your move?")).toBeVisible();
  await page.getByRole("radio", { name: /4\+ Bedrooms/ }).check();
  await continueButton(page).click();
  await expect(stepHeading(page, "When are you moving?")).toBeVisible();
}

/** From a fresh wizard to step 4 with a date a month ahead. */
async function toContactStep(page: Page): Promise<void> {
  await openWizard(page);
  await routeAndSize(page);
  await page.getByLabel("Moving date").fill(inAMonth());
  await continueButton(page).click();
  await expect(stepHeading(page, "How can movers reach you?")).toBeVisible();
}

test("a reload at step 3 keeps the answers, and the browser's Back and Forward move between steps", async ({ page }) => {
  await openWizard(page);
  await routeAndSize(page);
  await page.getByLabel("Moving date").fill(inAMonth());

  await page.reload();
  await expect(stepHeading(page, "When are you moving?")).toBeVisible();
  await expect(page.getByLabel("Moving date")).toHaveValue(inAMonth());
  await continueButton(page).click();
  await expect(stepHeading(page, "How can movers reach you?")).toBeVisible();

  await page.goBack();
  await expect(stepHeading(page, "When are you moving?")).toBeVisible();
  await expect(page.getByLabel("Moving date")).toHaveValue(inAMonth());
  await page.goBack();
  await expect(stepHeading(page, "How big is your move?")).toBeVisible();
  await expect(page.getByRole("radio", { name: /4\+ Bedrooms/ })).toBeChecked();
  await page.goForward();
  await expect(stepHeading(page, "When are you moving?")).toBeVisible();

  // The wizard's own Back and the browser's agree: one history entry per step.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(stepHeading(page, "How big is your move?")).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Moving From" })).toHaveValue(/^Austin, TX \d{5}$/);
  await expect(page).toHaveURL(/\/get-quotes$/);
});

test("a past move date is refused at step 3, at the field", async ({ page }) => {
  await openWizard(page);
  await routeAndSize(page);
  const date = page.getByLabel("Moving date");
  await date.fill("2020-01-01");
  await continueButton(page).click();
  await expect(stepHeading(page, "When are you moving?")).toBeVisible();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toHaveAccessibleDescription(/Choose today or a later date/);
  await expect(date).toBeFocused();
  await expectNoAxeViolations(page, "step 3 with an error");
  await date.fill(inAMonth());
  await continueButton(page).click();
  await expect(stepHeading(page, "How can movers reach you?")).toBeVisible();
});

test("step 4 refuses a 100-character first name at the field and accepts a +1 phone number", async ({ page }) => {
  await toContactStep(page);
  await fillContact(page, { firstName: "A".repeat(100), phone: "+1 (312) 555-0142" });
  await continueButton(page).click();
  await expect(stepHeading(page, "How can movers reach you?")).toBeVisible();
  const firstName = page.getByLabel("First name");
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription("First name must be at most 80 characters");
  await expect(firstName).toBeFocused();
  await expect(page.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "step 4 with an error");

  await page.getByLabel("Phone").fill("123-456-7890");
  await firstName.fill("Jordan");
  await continueButton(page).click();
  await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(/can't start with 0 or 1/);
  await page.getByLabel("Phone").fill("+1 (312) 555-0142");
  await continueButton(page).click();
  await expect(stepHeading(page, "Choose who may send you quotes")).toBeVisible();
});

test("after submitting, a reload still shows the confirmation, and Back does not reopen the form", async ({ page }) => {
  await toContactStep(page);
  await fillContact(page, { phone: "+1 (312) 555-0142" });
  await continueButton(page).click();
  await expect(stepHeading(page, "Choose who may send you quotes")).toBeVisible();
  const picked = page.getByRole("checkbox", { checked: true });
  await expect(picked.first()).toBeVisible();
  const chosen = await picked.count();
  await continueButton(page).click();
  await page.getByRole("button", { name: "Submit request" }).click();

  const confirmed = stepHeading(page, "Your quote request is on its way");
  await expect(confirmed).toBeVisible();
  const id = (await page.locator("[data-confirmation-id]").textContent())?.trim() ?? "";
  expect(id).toMatch(/^MV-[2-9A-Z]{8}$/);
  const movers = page.getByRole("group", { name: "Your move" }).getByRole("listitem");
  await expect(movers).toHaveCount(chosen);
  const names = await movers.allTextContents();

  await page.reload();
  await expect(confirmed).toBeVisible();
  await expect(page.locator("[data-confirmation-id]")).toHaveText(id);
  await expect(movers).toHaveText(names);
  const saved = await page.evaluate(() => sessionStorage.getItem("movers.quote.v1") ?? "");
  expect(saved).toContain(id);
  expect(saved).not.toContain("jordan.lee@mail.example.com");

  await page.goBack();
  await expect(confirmed).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit request" })).toHaveCount(0);

  await page.getByRole("button", { name: "Start a new quote" }).click();
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Moving From" })).toHaveValue("");
});

test("the server's refusal reaches the visitor at its field, and a network failure reads as advice", async ({ page }) => {
  await toContactStep(page);
  await fillContact(page);
  await continueButton(page).click();
  await expect(stepHeading(page, "Choose who may send you quotes")).toBeVisible();
  await expect(page.getByText(/Your request goes to our moving team|movers selected/)).toBeVisible();
  await continueButton(page).click();

  await page.route("**/api/leads", (r) => r.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Submit request" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Error submitting form" });
  await expect(toast).toContainText("We couldn't reach our server. Check your connection and press Submit again — your answers are saved.");
  await expect(page.getByText("Failed to fetch")).toHaveCount(0);

  await page.unroute("**/api/leads");
  await page.route("**/api/leads", (r) =>
    r.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: "last_name: Last name must be at most 80 characters",
        issues: [{ path: "last_name", message: "Last name must be at most 80 characters" }],
      }),
    }),
  );
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(stepHeading(page, "How can movers reach you?")).toBeVisible();
  await expect(page.getByLabel("Last name")).toHaveAccessibleDescription("Last name must be at most 80 characters");
  await expect(page.getByText("last_name")).toHaveCount(0);
});
