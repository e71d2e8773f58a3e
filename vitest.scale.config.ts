import { defineConfig } from "vitest/config";
import { SCALE_TESTS } from "./test/tiers";

/**
 * `npm run test:scale`: the tests that prove scale (real builds of the sample and a generated
 * 100,000-company directory, the lead kill test under load, 3,000 fuzzed requests against a real
 * server), on SQLite and, for the kill test, on Postgres. One file at a time: each builds or loads the machine.
 */
export default defineConfig({
  test: {
    environment: "node",
    pool: "forks",
    maxWorkers: 1,
    minWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "scale-sqlite", include: SCALE_TESTS, globalSetup: ["test/template-setup.ts"], setupFiles: ["test/template-env.ts"] },
      },
      {
        extends: true,
        test: {
          name: "scale-postgres",
          include: ["test/scale/lead-reliability.test.ts"],
          globalSetup: ["test/template-setup.ts", "test/postgres-setup.ts"],
          setupFiles: ["test/template-env.ts", "test/postgres-env.ts"],
        },
      },
    ],
  },
});
