import { defineConfig } from "vitest/config";
import { postgresTestFiles, SCALE_TESTS } from "./test/tiers";

/**
 * `npm test`'s Vitest tier, two projects: every test on the embedded SQLite store, and the tests
 * where the engine matters (they open the run-time store) again on a real Postgres server started
 * once per run by test/postgres-setup.ts (or PG_TEST_URL). Both copy their databases from
 * templates made once per run. What proves scale runs in `npm run test:scale`
 * (vitest.scale.config.ts).
 */
export default defineConfig({
  test: {
    environment: "node",
    pool: "forks",
    // One worker per core: the heaviest files (scrypt at N=2^17, child servers, snapshot builds)
    // are CPU-bound, and a third worker made them miss their time limits.
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    exclude: ["**/node_modules/**", ...SCALE_TESTS],
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["test/template-setup.ts"],
          setupFiles: ["test/template-env.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: postgresTestFiles(),
          globalSetup: ["test/template-setup.ts", "test/postgres-setup.ts"],
          setupFiles: ["test/template-env.ts", "test/postgres-env.ts"],
        },
      },
    ],
  },
});
