import { expect, type Locator, type Page } from "@playwright/test";

/** Fills each labelled field of `scope` (a page or a form) with its value, in order. */
export async function fillByLabel(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}

/**
 * Types `value` into `field` and presses `submit`, then expects the refusal where a user meets it:
 * `message` shown, the field marked invalid and the focus moved to it.
 */
export async function expectRefusedAtField(field: Locator, value: string, submit: Locator, message: Locator): Promise<void> {
  await field.fill(value);
  await submit.click();
  await expect(message).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
}
