import { test as base } from "@playwright/test";

/** Every spec imports `test` from here so `page.goto("/path")` targets the server of global-setup. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the specs through playwright.config.ts");
    await use(url);
  },
});

export { expect } from "@playwright/test";
