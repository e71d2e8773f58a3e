import fs from "node:fs";
import { deriveCities } from "../../lib/cities";
import type { LatLng } from "../../lib/geo";
import { countReferenceRows, createReferenceLookup, insertReferenceData, loadServiceIds } from "../db/snapshot/reference";
import { writeSiteDetails } from "../db/snapshot/site-details";
import { createSnapshotFile, type Db } from "../db/snapshot/snapshot";
import {
  countSnapshotCompanies,
  openSnapshotForPatch,
  patchSnapshotCompanies,
  type ReferenceTexts,
  referenceDifference,
  referenceTexts,
} from "../db/snapshot/snapshot-patch";
import { ensureJournalPositionTable, readJournalPosition, writeJournalPosition } from "../db/snapshot/snapshot-position";
import { type JournalChanges, pruneCompanyChanges, readJournalChanges, readJournalHead } from "../db/store/repositories/company-changes";
import { DEFAULT_SITE_CONTACT, effectiveContact, getSiteSettings } from "../db/store/repositories/site-settings";
import { countStoreCompanies } from "../db/store/repositories/store-companies";
import type { Store } from "../db/store/store";
import { loadZipRecords } from "../reference/zip-source";
import { type CompanyDifferences, differencesOf, differencesOfAll } from "./company-differences";
import { patchDerived } from "./derived";
import { type SnapshotSummary, writeSnapshot } from "./write-snapshot";

/** Above this many changed companies the snapshot is written anew rather than patched. */
export const PATCH_MAX_COMPANIES = 1000;

export interface SnapshotUpdate extends SnapshotSummary {
  /** "patched": the live snapshot's copy took only the changes; "rewritten": a new file was written whole. */
  mode: "patched" | "rewritten";
  /** Why it was rewritten, or what the patch changed and how it found the changes. */
  reason: string;
  /** The ids of the companies the patch wrote or deleted (none when rewritten). */
  changedIds?: number[];
}

type Outcome = { ok: true; summary: SnapshotSummary; reason: string; changedIds: number[] } | { ok: false; reason: string };

/**
 * Brings the snapshot at `snapshotPath` up to date with the run-time store. When the live
 * snapshot's schema and reference data are what a fresh write would hold and at most
 * PATCH_MAX_COMPANIES companies differ, a copy of it takes only those companies (their rows,
 * services, search index entries and derived rows) in one transaction and is renamed over it;
 * otherwise, or on any doubt, the snapshot is written whole (`writeSnapshot`). Either way the
 * result holds the same rows, and a failure leaves the previous snapshot in place.
 *
 * The companies that differ are looked for among those the store's change journal logged after
 * the position the snapshot records; when it records none, or the journal cannot vouch for it
 * (pruned, or the store was replaced), among every company. The patched snapshot records the
 * journal's newest row, read before any company, so a write committed meanwhile is read again
 * next time. Journal rows older than the snapshot's new position are then pruned.
 */
export async function updateSnapshot(store: Store, snapshotPath: string, csvPath: string): Promise<SnapshotUpdate> {
  const started = performance.now();
  const tried = fs.existsSync(snapshotPath) ? await tryPatch(store, snapshotPath) : { ok: false as const, reason: "there is no snapshot to patch" };
  if (tried.ok) {
    const { summary, reason, changedIds } = tried;
    return { ...summary, milliseconds: Math.round(performance.now() - started), mode: "patched", reason, changedIds };
  }
  return { ...(await writeSnapshot(store, snapshotPath, csvPath)), mode: "rewritten", reason: tried.reason };
}

/**
 * What a fresh write's schema and reference tables would hold, worked out once per process (about
 * 0.7 s: the ZIP data loaded and inserted into a snapshot in memory): neither the ZIP data nor the
 * code changes under a running process, and the tables compared hold nothing from the store.
 */
let freshReference: ReferenceTexts | undefined;
function freshReferenceTexts(): ReferenceTexts {
  if (!freshReference) {
    const fresh = createSnapshotFile(":memory:");
    const zips = loadZipRecords();
    insertReferenceData(fresh, deriveCities(zips), zips);
    writeSiteDetails(fresh, DEFAULT_SITE_CONTACT); // its table belongs to the schema; its rows are not compared
    ensureJournalPositionTable(fresh);
    freshReference = referenceTexts(fresh);
    fresh.close();
  }
  return freshReference;
}

async function tryPatch(store: Store, snapshotPath: string): Promise<Outcome> {
  if ((await countStoreCompanies(store.db)) === 0)
    return { ok: false, reason: "the run-time store has no companies yet (they are seeded from the CSV)" };
  const contact = effectiveContact((await getSiteSettings(store.db)).values);
  const tmp = `${snapshotPath}.patching-${process.pid}`;
  fs.copyFileSync(snapshotPath, tmp, fs.constants.COPYFILE_FICLONE);
  let db: Db | undefined;
  try {
    db = openSnapshotForPatch(tmp);
    ensureJournalPositionTable(db); // a snapshot from before the journal: its position is missing, not its schema
    const difference = referenceDifference(db, freshReferenceTexts());
    if (difference) return discard(db, tmp, difference);

    const reference = { lookup: createReferenceLookup(db), serviceIds: loadServiceIds(db) };
    // Before any company is read: a write committed after this is logged after it, and read again next time.
    const head = await readJournalHead(store.db);
    const since = readJournalPosition(db);
    const journal: JournalChanges = since
      ? await readJournalChanges(store.db, since, head, PATCH_MAX_COMPANIES)
      : { ok: false, reason: "the snapshot records no position in the store's change journal" };
    const found: CompanyDifferences | null = journal.ok
      ? await differencesOf(store.db, db, journal.ids, reference)
      : await differencesOfAll(store.db, db, reference, PATCH_MAX_COMPANIES);
    if (!found) return discard(db, tmp, `over ${PATCH_MAX_COMPANIES} companies changed`);
    const how = journal.ok
      ? `${journal.ids.length} logged in the change journal since the snapshot were compared`
      : `every company was compared, as ${journal.reason}`;

    const { upsert, remove, before, skipped } = found;
    const changed = new Set([...upsert.map((c) => c.id), ...remove]);
    const places: LatLng[] = [...upsert.filter((c) => c.is_in_list), ...[...changed].flatMap((id) => before.get(id) ?? []).filter((c) => c.isInList)];
    let origins = 0;
    const patch = db;
    patch.transaction(() => {
      patchSnapshotCompanies(patch, upsert, remove, reference.serviceIds);
      writeSiteDetails(patch, contact);
      writeJournalPosition(patch, head);
      if (changed.size > 0) origins = patchDerived(patch, changed, places);
    })();
    if (changed.size > 0) db.exec("ANALYZE");
    const summary = { ...countReferenceRows(db), companies: countSnapshotCompanies(db), seeded: 0, skipped, milliseconds: 0 };
    db.close();
    for (const suffix of ["-journal", "-wal", "-shm"]) fs.rmSync(`${snapshotPath}${suffix}`, { force: true });
    fs.renameSync(tmp, snapshotPath);
    await pruneCompanyChanges(store.db, head.seq);
    return {
      ok: true,
      summary,
      changedIds: [...changed],
      reason: `${upsert.length} companies written and ${remove.length} deleted, nearest-first totals of ${origins} places recomputed (${how})`,
    };
  } catch (error) {
    if (db?.open) db.close();
    for (const suffix of ["", "-journal"]) fs.rmSync(`${tmp}${suffix}`, { force: true });
    throw error;
  }
}

function discard(db: Db, tmp: string, reason: string): Outcome {
  db.close();
  for (const suffix of ["", "-journal"]) fs.rmSync(`${tmp}${suffix}`, { force: true });
  return { ok: false, reason };
}
