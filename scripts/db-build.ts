/**
 * `npm run db:build`: makes the run-time store's companies exactly those of COMPANIES_CSV
 * (new slugs added, listed ones updated, others deleted; ids of kept companies stay), then
 * rewrites the snapshot. Exits 1 with every row error when the CSV is invalid (nothing changes).
 * Admin edits to companies are overwritten by this: `npm run build` only seeds an empty store.
 */
import fs from "node:fs";
import { deriveCities } from "../src/lib/cities";
import { writeSnapshot } from "../src/server/build/write-snapshot";
import { config, resolvePath } from "../src/server/config";
import { importCompaniesCsv } from "../src/server/csv/import";
import { formatRowError } from "../src/server/csv/parse";
import { insertReferenceData } from "../src/server/db/snapshot/reference";
import { createSnapshotFile } from "../src/server/db/snapshot/snapshot";
import { configuredStoreTarget, migrateStore, openStore } from "../src/server/db/store/store";
import { loadZipRecords } from "../src/server/reference/zip-source";
import { ensureSampleCsv } from "./sample-data/sample-csv";

const MAX_ERRORS_SHOWN = 50;
const cfg = config();
const csvPath = resolvePath(cfg.COMPANIES_CSV);
ensureSampleCsv(csvPath);
const store = openStore(configuredStoreTarget());
try {
  await migrateStore(store);
  const reference = createSnapshotFile(":memory:");
  const zips = loadZipRecords();
  insertReferenceData(reference, deriveCities(zips), zips);
  const result = await importCompaniesCsv(store.db, reference, fs.readFileSync(csvPath, "utf8"), "replace");
  reference.close();
  if (!result.ok) {
    console.error(`${csvPath}: ${result.errors.length} problem(s); nothing was changed.`);
    for (const e of result.errors.slice(0, MAX_ERRORS_SHOWN)) console.error(`  ${formatRowError(e)}`);
    if (result.errors.length > MAX_ERRORS_SHOWN) console.error(`  ... and ${result.errors.length - MAX_ERRORS_SHOWN} more`);
    process.exitCode = 1;
  } else {
    console.log(`Companies from ${csvPath}: ${result.inserted} added, ${result.updated} updated, ${result.deleted} deleted`);
    const s = await writeSnapshot(store, resolvePath(cfg.SNAPSHOT_PATH), csvPath);
    console.log(`Wrote ${cfg.SNAPSHOT_PATH}: ${s.companies} companies, ${s.cities} cities, ${s.zipCodes} ZIP codes in ${s.milliseconds} ms`);
  }
} finally {
  await store.close();
}
