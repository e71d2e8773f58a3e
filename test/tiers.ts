import fs from "node:fs";
import path from "node:path";

/**
 * Which test files run in which tier. `npm test` runs every file but SCALE_TESTS on SQLite, and
 * again on Postgres the files that open the run-time store; `npm run test:scale` runs SCALE_TESTS.
 */

/** Tests that prove scale: real builds of large directories, whole-site sweeps, long soaks. */
export const SCALE_TESTS = ["test/scale/**/*.test.ts"];

const STORE_TEST_ROOTS = ["test/functions", "src/server"];

/** A file opens the run-time store when it makes a test database or opens a store itself. */
const OPENS_STORE =
  /\b(testDatabaseForFile|createTestDatabase|createTestPostgresDatabase|useSeededDatabase|seedCsvStore|openStore|upgradedStore|storeBefore)\b/;

/**
 * Files that open the store only to seed companies for the snapshot, which is SQLite whatever
 * the engine: the answers they check come from the snapshot, so a second engine proves nothing.
 */
const SNAPSHOT_READERS = new Set([
  "test/functions/search.test.ts",
  "test/functions/companies.test.ts",
  "test/functions/companies-featured.test.ts",
  "test/functions/states-company-alias.test.ts",
  "test/functions/zip-coordinates.test.ts",
]);

/** The test files of the `postgres` project, relative to the project root. */
export function postgresTestFiles(root = process.cwd()): string[] {
  return STORE_TEST_ROOTS.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".test.ts"))
      .map((name) => path.join(dir, name))
      .filter((file) => !SNAPSHOT_READERS.has(file) && OPENS_STORE.test(fs.readFileSync(path.join(root, file), "utf8"))),
  ).sort();
}
