import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";

/**
 * End-to-end tests against the production build, served by scripts/serve.ts on a free
 * 127.0.0.1 port (see e2e/global-setup.ts), in Debian's Chromium. Never downloads a browser.
 */

/** Specs that rebuild and swap the served site. */
const REBUILD_SPECS = /(admin-upload|admin-incremental-rebuild)\.spec\.ts$/;
const POSTGRES_SPECS = /(quote-wizard|wizard-state|login|admin-companies-leads|admin-inquiries|lead-delivery)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  // A test's limit catches a hang; speed is measured by the bench scripts. On CI two workers, the
  // SQLite and Postgres servers and Chromium share two cores, and the longest flows (the wizard end
  // to end with four axe scans, a sign-in with two password changes) measured 20-30 s there.
  timeout: process.env.CI ? 60_000 : 30_000,
  // The rebuild specs (upload → rebuild, edit → incremental rebuild) rebuild the site (minutes of
  // CPU on CI's two cores), so they run on their own after every other spec instead of slowing them
  // down, and one after the other: a rebuild job's snapshot patch and merge run in the server's own
  // process, and a CI run saw the upload spec's report wait over 5 s behind the other spec's job.
  // The same specs that write (quote → lead, login → admin) also run against the Postgres-backed
  // server, so both run-time stores are proven end to end.
  // `npm run test:scale` (SCALE=1) runs the upload → full rebuild spec again on the Postgres-backed
  // server: a second real build that the store's engine does not change (the Vitest store tests
  // and the Postgres e2e projects cover the engine's part).
  projects: process.env.SCALE
    ? [{ name: "postgres-rebuild", testMatch: /admin-upload\.spec\.ts$/ }]
    : [
        { name: "site", testIgnore: REBUILD_SPECS },
        { name: "postgres", testMatch: POSTGRES_SPECS },
        { name: "incremental-rebuild", testMatch: /admin-incremental-rebuild\.spec\.ts$/, dependencies: ["site", "postgres"] },
        { name: "rebuild", testMatch: /admin-upload\.spec\.ts$/, dependencies: ["incremental-rebuild"] },
      ],
  use: {
    ...devices["Desktop Chrome"],
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
