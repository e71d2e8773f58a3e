/**
 * The data step of `npm run build` (and so of every Netlify build): migrates the run-time store
 * (Postgres under Kysely's advisory lock; the SQLite file otherwise), seeds its companies from
 * COMPANIES_CSV when it has none, and writes the read-only snapshot that `astro build`
 * pre-renders from and the functions read. A failed migration or an invalid seed CSV stops the
 * build with a message naming it.
 */

import { writeSnapshot } from "../src/server/build/write-snapshot";
import { config, resolvePath } from "../src/server/config";
import { configuredStoreTarget, migrateStore, openStore } from "../src/server/db/store/store";
import { ensureSampleCsv } from "./sample-data/sample-csv";

const cfg = config();
const store = openStore(configuredStoreTarget());
try {
  const applied = await migrateStore(store);
  console.log(`Run-time store (${store.engine}, ${store.location}): ${applied.length ? `applied ${applied.join(", ")}` : "schema up to date"}`);
  const snapshotPath = resolvePath(cfg.SNAPSHOT_PATH);
  ensureSampleCsv(resolvePath(cfg.COMPANIES_CSV));
  const s = await writeSnapshot(store, snapshotPath, resolvePath(cfg.COMPANIES_CSV));
  if (s.seeded > 0) console.log(`Seeded ${s.seeded} companies from ${cfg.COMPANIES_CSV} (the store had none)`);
  if (s.skipped.length > 0) console.warn(`Left out ${s.skipped.length} companies whose city is unknown: ${s.skipped.slice(0, 10).join(", ")}`);
  console.log(
    `Wrote ${snapshotPath}: ${s.companies} companies, ${s.cities} cities, ${s.zipCodes} ZIP codes, ${s.states} states in ${s.milliseconds} ms`,
  );
} catch (error) {
  console.error(`Build stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
