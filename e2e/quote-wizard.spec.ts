import type { Page } from "@playwright/test";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "../src/lib/quote/location-query";
import { expect, test } from "./fixtures";
import { continueButton, fillContact, inAMonth, openWizard, stepHeading } from "./support/wizard";

/** The quote wizard on /get-quotes against the real functions. */

test("a new visitor gets quotes from start to finish", async ({ page }) => {
  const events: Array<Record<string, unknown>> = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events")) events.push(r.postDataJSON());
  });
  await openWizard(page);
  await expect(page).toHaveTitle("Get Free Moving Quotes: Compare Local & Long-Distance Movers | Movers & Packers");
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeVisible();
  const progress = page.getByRole("list", { name: "Quote progress" });
  await expect(progress.getByRole("listitem")).toHaveText(["Route", "Size", "Date", "Contact", "Companies", "Auto", "Success"]);
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();

  const from = page.getByRole("combobox", { name: "Moving From" });
  await expect(from).toHaveAttribute("placeholder", "Enter origin (city, state or ZIP)");
  await from.fill("902");
  await page
    .getByRole("option", { name: /Beverly Hills, CA/ })
    .first()
    .click();
  await expect(from).toHaveValue(/^902\d\d \(Beverly Hills, CA\)$/);
  const to = page.getByRole("combobox", { name: "Moving To" });
  await expect(to).toHaveAttribute("placeholder", "Enter destination (city, state or ZIP)");
  await to.fill("Austin");
  await page
    .getByRole("option", { name: /^Austin, TX \d{5}$/ })
    .first()
    .click();
  await continueButton(page).click();

  await expect(stepHeading(page, "How big is your move?")).toBeFocused();
  await page.getByRole("radio", { name: /4\+ Bedrooms/ }).check();
  await continueButton(page).click();

  await expect(stepHeading(page, "When are you moving?")).toBeFocused();
  await page.getByLabel("Moving date").fill(inAMonth());
  await continueButton(page).click();

  await expect(stepHeading(page, "How can movers reach you?")).toBeFocused();
  await fillContact(page);
  await continueButton(page).click();

  await expect(stepHeading(page, "Choose who may send you quotes")).toBeFocused();
  const companies = page.getByRole("checkbox");
  await expect(companies.first()).toBeVisible();
  const count = await companies.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(companies.nth(i)).toBeChecked();
  await expect(page.getByText(`${count} of ${count} movers selected.`)).toBeVisible();
  await continueButton(page).click();

  await expect(stepHeading(page, "Do you also need a vehicle shipped?")).toBeFocused();
  await page.getByRole("checkbox", { name: /I also need a vehicle shipped/ }).check();
  await page.getByLabel("Vehicle year").selectOption("2019");
  await page.getByLabel("Make").fill("Honda");
  await page.getByLabel("Model").fill("Civic");
  await page.getByLabel("Condition").selectOption("running");
  await page.getByRole("button", { name: "Submit request" }).click();

  await expect(stepHeading(page, "Your quote request is on its way")).toBeFocused();
  await expect(page.locator("[data-confirmation-id]")).toHaveText(/\S+/);
  expect(events.filter((e) => e.event === "form_step").map((e) => e.step)).toEqual([2, 3, 4, 5, 6, 7]);
  expect(events.filter((e) => e.event === "form_submission")).toEqual([expect.objectContaining({ status: "success" })]);

  await page.getByRole("button", { name: "Start a new quote" }).click();
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeFocused();
  await expect(from).toHaveValue("");
});

test("Continue on an empty first step shows the validation toast and the field errors", async ({ page }) => {
  await openWizard(page);
  await continueButton(page).click();
  const toast = page.getByRole("status").filter({ hasText: "Please check your information" });
  await expect(toast).toContainText("Please fill in all required fields correctly.");
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeVisible();
  const from = page.getByRole("combobox", { name: "Moving From" });
  await expect(from).toHaveAttribute("aria-invalid", "true");
  await expect(from).toBeFocused();
  await expect(page.getByRole("combobox", { name: "Moving To" })).toHaveAccessibleDescription("Enter where you are moving to");
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.getByText("Please check your information")).toHaveCount(0);
});

test("the autocomplete says when nothing matches and closes on Escape", async ({ page }) => {
  await openWizard(page);
  const from = page.getByRole("combobox", { name: "Moving From" });
  await from.fill("Qqzx");
  await expect(page.getByText("No results found")).toBeVisible();
  await from.press("Escape");
  await expect(page.getByText("No results found")).toBeHidden();
  await from.fill("Bev");
  await expect(page.getByRole("option").first()).toBeVisible();
  await from.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(from).toHaveValue("Bev");
});

test("Back from step 2 returns to step 1 with the route kept", async ({ page }) => {
  await openWizard(page, "/get-quotes?from=Austin%2C%20TX&to=Denver%2C%20CO");
  await expect(page.getByRole("combobox", { name: "Moving From" })).toHaveValue("Austin, TX");
  await continueButton(page).click();
  await expect(stepHeading(page, "How big is your move?")).toBeFocused();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeFocused();
  await expect(page.getByRole("combobox", { name: "Moving To" })).toHaveValue("Denver, CO");
});

test("a failed submission stays on step 6 with the server's reason", async ({ page }) => {
  await page.route("**/api/leads", (r) => r.fulfill({ status: 500, body: "Database unavailable" }));
  await openWizard(page, `/get-quotes?from=Austin%2C%20TX&to=Denver%2C%20CO&size=studio&date=${inAMonth()}`);
  await continueButton(page).click();
  await expect(page.getByRole("radio", { name: /Studio\/1BR/ })).toBeChecked();
  await continueButton(page).click();
  await expect(page.getByLabel("Moving date")).toHaveValue(inAMonth());
  await continueButton(page).click();
  await fillContact(page);
  await continueButton(page).click();
  await expect(stepHeading(page, "Choose who may send you quotes")).toBeVisible();
  await expect(page.getByText(/Your request goes to our moving team|movers selected/)).toBeVisible();
  await continueButton(page).click();
  await page.getByRole("button", { name: "Submit request" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Error submitting form" });
  await expect(toast).toContainText("Failed to submit lead: Database unavailable");
  await expect(stepHeading(page, "Do you also need a vehicle shipped?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit request" })).toBeVisible();
});

/** Holds the place suggestions' answer for `zip` until `release()`; `sent` settles once the browser has asked. */
async function holdZipSearch(page: Page, zip: string): Promise<{ sent: Promise<unknown>; release(): void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isSearch = (url: URL) => url.pathname.endsWith("/api/locations") && url.searchParams.get("zip") === zip;
  await page.route(isSearch, async (route) => {
    await held;
    await route.continue();
  });
  return { sent: page.waitForRequest((request) => isSearch(new URL(request.url()))), release };
}

test("while a newer search is on its way, the list offers nothing that does not start with what is typed", async ({ page }) => {
  await openWizard(page);
  const from = page.getByRole("combobox", { name: "Moving From" });
  await from.focus();
  await page.keyboard.type("90");
  await expect(page.getByRole("option", { name: "90001 (Los Angeles, CA)" })).toBeVisible();

  const search = await holdZipSearch(page, "902");
  await page.keyboard.type("2");
  await search.sent;
  await expect(page.getByRole("option")).toHaveCount(0);
  await expect(from).toHaveValue("902");

  search.release();
  await expect(page.getByRole("option").first()).toHaveText(/^902\d\d \(/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(from).toHaveValue(/^902\d\d \(.+, CA\)$/);
});

test("suggestions for the place just left arrive while the next place has the focus: the focus and the typing stay there", async ({ page }) => {
  await openWizard(page);
  const from = page.getByRole("combobox", { name: "Moving From" });
  const to = page.getByRole("combobox", { name: "Moving To" });
  await from.focus();
  await expect(from).toHaveAttribute("aria-activedescendant", ""); // the keyboard combobox is in

  // Timers stand still from here: the search waits for runFor, and the list of a field just left
  // stays shown (it closes 100 ms after the blur) for as long as the held answer needs.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const search = await holdZipSearch(page, "10001");
  await from.fill("10001");
  await page.clock.runFor(AUTOCOMPLETE_DEBOUNCE_MS);
  await search.sent;

  await to.focus();
  search.release();
  await expect(page.getByRole("option", { name: /^10001 \(New York, NY\)$/ })).toBeVisible();
  await expect(to).toBeFocused();
  await page.keyboard.type("90012");
  await expect(to).toHaveValue("90012");
  await expect(from).toHaveValue("10001");
});

test("steps 1 and 2 work with the keyboard alone", async ({ page }) => {
  await openWizard(page);
  const from = page.getByRole("combobox", { name: "Moving From" });
  await from.focus();
  await page.keyboard.type("902");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(from).toHaveValue(/^902\d\d \(.+, CA\)$/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Moving To" })).toBeFocused();
  await page.keyboard.type("Austin");
  await expect(page.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Moving To" })).toHaveValue(/^Austin, TX \d{5}$/);
  await page.keyboard.press("Tab");
  await expect(continueButton(page)).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(stepHeading(page, "How big is your move?")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: /2-3 Bedrooms/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /4\+ Bedrooms/ })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Back" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(stepHeading(page, "When are you moving?")).toBeFocused();
});
