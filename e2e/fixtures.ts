import { test as base } from "@playwright/test";

/**
 * Every spec imports `test` from here so `page.goto("/path")` targets a server of global-setup:
 * the Postgres-backed one for the `postgres` projects, the SQLite one otherwise.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this destructuring pattern.
  baseURL: async ({}, use, testInfo) => {
    const onPostgres = testInfo.project.name.startsWith("postgres");
    const url = onPostgres ? process.env.E2E_PG_BASE_URL : process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the specs through playwright.config.ts");
    await use(url);
  },
});

export { expect } from "@playwright/test";
