import fs from "node:fs";
import { deriveCities } from "../../lib/cities";
import { slugify } from "../../lib/slug";
import { importCompaniesCsv } from "../csv/import";
import { type CompanyWrite, writeSnapshotCompanies } from "../db/snapshot/companies";
import { countReferenceRows, createReferenceLookup, insertReferenceData, loadServiceIds } from "../db/snapshot/reference";
import { writeSiteDetails } from "../db/snapshot/site-details";
import { createSnapshotFile, type Db } from "../db/snapshot/snapshot";
import { writeJournalPosition } from "../db/snapshot/snapshot-position";
import { type JournalPosition, pruneCompanyChanges, readJournalHead } from "../db/store/repositories/company-changes";
import { effectiveContact, getSiteSettings } from "../db/store/repositories/site-settings";
import { countStoreCompanies, listStoreCompanies } from "../db/store/repositories/store-companies";
import type { Store } from "../db/store/store";
import { lockForTransaction } from "../db/store/store-locks";
import { loadZipRecords } from "../reference/zip-source";
import { writeDerivedTables } from "./derived";

export interface SnapshotSummary {
  states: number;
  cities: number;
  zipCodes: number;
  companies: number;
  /** Companies seeded from the CSV by this build (0 when the store already had companies). */
  seeded: number;
  /** Stored companies left out because their city is not in the reference data. */
  skipped: string[];
  milliseconds: number;
}

/** Thrown when the seed CSV has invalid rows: nothing was written. */
export class SeedError extends Error {}

/**
 * Seeds the store's companies from the CSV when it has none, in one transaction that holds the
 * seeding lock, so two builds starting together seed once. Returns how many were seeded.
 */
export async function seedCompaniesIfEmpty(store: Store, reference: Db, csvPath: string): Promise<number> {
  if ((await countStoreCompanies(store.db)) > 0) return 0;
  const csv = fs.readFileSync(csvPath, "utf8");
  return store.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, store.engine, "seed-companies");
    if ((await countStoreCompanies(trx)) > 0) return 0;
    const result = await importCompaniesCsv(trx, reference, csv, "upsert");
    if (!result.ok) {
      const shown = result.errors.slice(0, 20).map((e) => `  row ${e.row}, ${e.column}: ${e.message}`);
      throw new SeedError(`${csvPath} has ${result.errors.length} invalid row(s); nothing was seeded:\n${shown.join("\n")}`);
    }
    return result.inserted;
  });
}

/**
 * Copies every company of the store into a snapshot that holds the reference data, replacing the
 * snapshot's companies (ids kept) and the tables derived from them, and records with them the
 * store's change-journal position they reflect (read first: a write committed meanwhile is read
 * again by the next patch). A company whose city the reference data does not know is left out
 * and named in the result.
 */
export async function copyCompaniesToSnapshot(
  store: Store,
  snapshot: Db,
): Promise<{ companies: number; skipped: string[]; position: JournalPosition }> {
  const position = await readJournalHead(store.db);
  const lookup = createReferenceLookup(snapshot);
  const writes: Array<CompanyWrite & { id: number }> = [];
  const skipped: string[] = [];
  for (const company of await listStoreCompanies(store.db)) {
    const city = lookup.city(company.state, slugify(company.city));
    if (city) writes.push({ ...company, cityId: city.id });
    else skipped.push(company.slug);
  }
  snapshot.transaction(() => {
    writeSnapshotCompanies(snapshot, writes, loadServiceIds(snapshot));
    writeJournalPosition(snapshot, position);
  })();
  writeDerivedTables(snapshot);
  return { companies: writes.length, skipped, position };
}

/**
 * Writes the read-only directory snapshot: a new file with the ZIP/city/state reference data,
 * the store's companies (seeded from the CSV first when the store has none), the site's
 * contact details and the search index, in rollback-journal mode, renamed over `snapshotPath`
 * only when complete, so a failure leaves the previous snapshot in place.
 */
export async function writeSnapshot(store: Store, snapshotPath: string, csvPath: string): Promise<SnapshotSummary> {
  const started = performance.now();
  const tmp = `${snapshotPath}.building-${process.pid}`;
  const db = createSnapshotFile(tmp);
  try {
    const zips = loadZipRecords();
    insertReferenceData(db, deriveCities(zips), zips);
    const seeded = await seedCompaniesIfEmpty(store, db, csvPath);
    const { companies, skipped, position } = await copyCompaniesToSnapshot(store, db);
    // The contact details an admin set in Settings (the defaults when unset).
    writeSiteDetails(db, effectiveContact((await getSiteSettings(store.db)).values));
    db.exec("ANALYZE");
    const summary = { ...countReferenceRows(db), companies, seeded, skipped };
    db.close();
    for (const suffix of ["-journal", "-wal", "-shm"]) fs.rmSync(`${snapshotPath}${suffix}`, { force: true });
    fs.renameSync(tmp, snapshotPath);
    // Journal rows before the new snapshot's position are only of use to older snapshots, which compare every company instead.
    await pruneCompanyChanges(store.db, position.seq);
    return { ...summary, milliseconds: Math.round(performance.now() - started) };
  } catch (error) {
    if (db.open) db.close();
    for (const suffix of ["", "-journal"]) fs.rmSync(`${tmp}${suffix}`, { force: true });
    throw error;
  }
}
