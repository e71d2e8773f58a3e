import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";

/**
 * End-to-end tests against the production build, served by scripts/serve.ts on a free
 * 127.0.0.1 port (see e2e/global-setup.ts), in Debian's Chromium. Never downloads a browser.
 */

/** Specs that rebuild and swap the served site. */
const REBUILD_SPECS = /(admin-upload|admin-incremental-rebuild)\.spec\.ts$/;
/** The write paths whose Postgres wiring `npm test` proves end to end: leads, their delivery, admin edits. */
const POSTGRES_SPECS = /(quote-wizard|admin-companies-leads|lead-delivery)\.spec\.ts$/;
/** Specs whose stores the Vitest function tests cover on Postgres; `npm run test:scale` reruns them there. */
const POSTGRES_SCALE_SPECS = /(wizard-state|login|admin-inquiries)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  // A test's limit catches a hang; speed is measured by the bench scripts. On CI two workers, the
  // SQLite and Postgres servers and Chromium share two cores, and the longest flows (the wizard end
  // to end, a sign-in with two password changes) measured 20-30 s there.
  timeout: process.env.CI ? 60_000 : 30_000,
  // The rebuild specs (upload → rebuild, edit → incremental rebuild) rebuild the site (minutes of
  // CPU on CI's two cores), so they run on their own after every other spec instead of slowing them
  // down, and one after the other: a rebuild job's snapshot patch and merge run in the server's own
  // process, and a CI run saw the upload spec's report wait over 5 s behind the other spec's job.
  // The specs that write leads, deliver them and edit companies also run against the
  // Postgres-backed server, so both run-time stores are proven end to end.
  // `npm run test:scale` (SCALE=1) reruns on the Postgres-backed server the upload → full rebuild
  // spec (a second real build that the engine does not change) and the specs whose writes the
  // Vitest store tests already prove on Postgres.
  projects: process.env.SCALE
    ? [
        { name: "postgres-more", testMatch: POSTGRES_SCALE_SPECS },
        { name: "postgres-rebuild", testMatch: /admin-upload\.spec\.ts$/, dependencies: ["postgres-more"] },
      ]
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
