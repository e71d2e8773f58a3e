import { defineConfig } from "vitest/config";

/**
 * Two projects: every test on the embedded SQLite store, and the tests that touch the run-time
 * store again on a real Postgres server (started once per run by test/postgres-setup.ts, or
 * PG_TEST_URL), so both engines pass the same suite.
 */
const STORE_TESTS = ["test/functions/**/*.test.ts", "src/server/**/*.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: "sqlite", include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts", "scripts/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: STORE_TESTS,
          // Pure helpers with no store gain nothing from a second run.
          exclude: ["src/server/http/**", "src/server/auth/{cookies,password,session-token}.test.ts"],
          globalSetup: ["test/postgres-setup.ts"],
          setupFiles: ["test/postgres-env.ts"],
        },
      },
    ],
  },
});
