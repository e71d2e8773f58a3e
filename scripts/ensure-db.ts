/**
 * Builds the database only when it is missing or older than the CSV (run by `npm start`,
 * `npm run build` and `npm run dev`).
 */
import { databaseIsStale } from "../src/server/build-database";
import { config, resolvePath } from "../src/server/config";

if (databaseIsStale(resolvePath(config().COMPANIES_CSV), resolvePath(config().DATABASE_PATH))) {
  await import("./db-build");
}
