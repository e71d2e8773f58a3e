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
