import { expect, type Page } from "@playwright/test";

/** Locators and values the quote wizard specs share. */

/** A step's heading, which the wizard focuses on every step change. */
export const stepHeading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

export const continueButton = (page: Page) => page.getByRole("button", { name: "Continue", exact: true });

/** A move date a month from today, as the date input takes it (YYYY-MM-DD). */
export const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** Opens the wizard and waits until React has hydrated it (Astro then drops the island's `ssr` attribute). */
export async function openWizard(page: Page, path = "/get-quotes"): Promise<void> {
  await page.goto(path);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

/** A place to type into a route field and the suggestion to pick for it. */
export interface PlacePick {
  text: string;
  option: RegExp;
}

export const BEVERLY_HILLS: PlacePick = { text: "902", option: /Beverly Hills, CA/ };
export const AUSTIN: PlacePick = { text: "Austin", option: /^Austin, TX \d{5}$/ };

/** Step 1 with a suggestion picked for each end of the route; Continue is left to the caller. */
export async function pickRoute(page: Page, from: PlacePick = BEVERLY_HILLS, to: PlacePick = AUSTIN): Promise<void> {
  for (const [name, place] of [
    ["Moving From", from],
    ["Moving To", to],
  ] as const) {
    await page.getByRole("combobox", { name }).fill(place.text);
    await page.getByRole("option", { name: place.option }).first().click();
  }
}

export const CONTACT = { firstName: "Jordan", lastName: "Lee", email: "jordan.lee@mail.example.com", phone: "(512) 555-0123" };

/** Step 4's fields, with the sample contact unless told otherwise. */
export async function fillContact(page: Page, contact: Partial<typeof CONTACT> = {}): Promise<void> {
  const c = { ...CONTACT, ...contact };
  await page.getByLabel("First name").fill(c.firstName);
  await page.getByLabel("Last name").fill(c.lastName);
  await page.getByLabel("Email").fill(c.email);
  await page.getByLabel("Phone").fill(c.phone);
}

/** Steps 2 to 4 from step 2: a size, a date and the contact, each step's heading focused on arrival; ends on step 5. */
export async function sizeDateContact(
  page: Page,
  { size = /4\+ Bedrooms/, date = inAMonth(), contact = {} }: { size?: RegExp; date?: string; contact?: Partial<typeof CONTACT> } = {},
): Promise<void> {
  await expect(stepHeading(page, "How big is your move?")).toBeFocused();
  await page.getByRole("radio", { name: size }).check();
  await continueButton(page).click();
  await expect(stepHeading(page, "When are you moving?")).toBeFocused();
  await page.getByLabel("Moving date").fill(date);
  await continueButton(page).click();
  await expect(stepHeading(page, "How can movers reach you?")).toBeFocused();
  await fillContact(page, contact);
  await continueButton(page).click();
  await expect(stepHeading(page, "Choose who may send you quotes")).toBeFocused();
}
