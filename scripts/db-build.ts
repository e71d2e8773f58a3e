/**
 * `npm run db:build`: rebuilds data/directory.db from data/companies.csv and the ZIP reference
 * data. Exits 1 with every row error when the CSV is invalid (the old database stays).
 */
import { buildDatabase } from "../src/server/build-database";
import { config, resolvePath } from "../src/server/config";
import { formatRowError } from "../src/server/csv/parse";

const MAX_ERRORS_SHOWN = 50;

const csvPath = resolvePath(config().COMPANIES_CSV);
const dbPath = resolvePath(config().DATABASE_PATH);
const result = buildDatabase(csvPath, dbPath);
if (!result.ok) {
  console.error(`${csvPath}: ${result.errors.length} problem(s); the database was not changed.`);
  for (const e of result.errors.slice(0, MAX_ERRORS_SHOWN)) console.error(`  ${formatRowError(e)}`);
  if (result.errors.length > MAX_ERRORS_SHOWN) console.error(`  ... and ${result.errors.length - MAX_ERRORS_SHOWN} more`);
  process.exit(1);
}
const s = result.summary;
console.log(
  `Built ${dbPath}: ${s.companies} companies, ${s.cities} cities, ${s.zipCodes} ZIP codes, ${s.states} states in ${s.milliseconds} ms`,
);
