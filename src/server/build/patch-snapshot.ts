import fs from "node:fs";
import { deriveCities } from "../../lib/cities";
import type { LatLng } from "../../lib/geo";
import { slugify } from "../../lib/slug";
import type { CompanyWrite } from "../db/companies";
import { countReferenceRows, createReferenceLookup, insertReferenceData, loadServiceIds } from "../db/reference";
import { writeSiteDetails } from "../db/site-details";
import { effectiveContact, getSiteSettings } from "../db/site-settings";
import { createSnapshotFile, type Db } from "../db/snapshot";
import { companyKey, openSnapshotForPatch, patchSnapshotCompanies, referenceDifference, snapshotCompanyRows } from "../db/snapshot-patch";
import type { Store } from "../db/store";
import { listStoreCompanies } from "../db/store-companies";
import { loadZipRecords } from "../reference/zip-source";
import { patchDerived } from "./derived";
import { type SnapshotSummary, writeSnapshot } from "./write-snapshot";

/** Above this many changed companies the snapshot is written anew rather than patched. */
export const PATCH_MAX_COMPANIES = 1000;

export interface SnapshotUpdate extends SnapshotSummary {
  /** "patched": the live snapshot's copy took only the changes; "rewritten": a new file was written whole. */
  mode: "patched" | "rewritten";
  /** Why it was rewritten, or what the patch changed. */
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

/** A fresh snapshot in memory with only what a new write starts from: schema, reference data, site details. */
function freshReference(contact: ReturnType<typeof effectiveContact>): Db {
  const fresh = createSnapshotFile(":memory:");
  const zips = loadZipRecords();
  insertReferenceData(fresh, deriveCities(zips), zips);
  writeSiteDetails(fresh, contact);
  return fresh;
}

async function tryPatch(store: Store, snapshotPath: string): Promise<Outcome> {
  const stored = await listStoreCompanies(store.db);
  if (stored.length === 0) return { ok: false, reason: "the run-time store has no companies yet (they are seeded from the CSV)" };
  const contact = effectiveContact((await getSiteSettings(store.db)).values);
  const tmp = `${snapshotPath}.patching-${process.pid}`;
  fs.copyFileSync(snapshotPath, tmp, fs.constants.COPYFILE_FICLONE);
  let db: Db | undefined;
  try {
    db = openSnapshotForPatch(tmp);
    const fresh = freshReference(contact);
    const difference = referenceDifference(db, fresh);
    fresh.close();
    if (difference) return discard(db, tmp, difference);

    const lookup = createReferenceLookup(db);
    const serviceIds = loadServiceIds(db);
    const before = snapshotCompanyRows(db);
    const upsert: Array<CompanyWrite & { id: number }> = [];
    const skipped: string[] = [];
    const kept = new Set<number>();
    for (const company of stored) {
      const city = lookup.city(company.state, slugify(company.city));
      if (!city) {
        skipped.push(company.slug);
        continue;
      }
      const write = { ...company, cityId: city.id };
      kept.add(write.id);
      if (before.get(write.id)?.key !== companyKey(write, serviceIds)) upsert.push(write);
      if (upsert.length > PATCH_MAX_COMPANIES) break;
    }
    const remove = [...before.keys()].filter((id) => !kept.has(id));
    const changes = upsert.length + remove.length;
    if (upsert.length > PATCH_MAX_COMPANIES || changes > PATCH_MAX_COMPANIES)
      return discard(db, tmp, `over ${PATCH_MAX_COMPANIES} companies changed`);

    const changed = new Set([...upsert.map((c) => c.id), ...remove]);
    const places: LatLng[] = [...upsert.filter((c) => c.is_in_list), ...[...changed].flatMap((id) => before.get(id) ?? []).filter((c) => c.isInList)];
    let origins = 0;
    const patch = db;
    patch.transaction(() => {
      patchSnapshotCompanies(patch, upsert, remove, serviceIds);
      writeSiteDetails(patch, contact);
      if (changed.size > 0) origins = patchDerived(patch, changed, places);
    })();
    if (changed.size > 0) db.exec("ANALYZE");
    const summary = { ...countReferenceRows(db), companies: kept.size, seeded: 0, skipped, milliseconds: 0 };
    db.close();
    for (const suffix of ["-journal", "-wal", "-shm"]) fs.rmSync(`${snapshotPath}${suffix}`, { force: true });
    fs.renameSync(tmp, snapshotPath);
    return {
      ok: true,
      summary,
      changedIds: [...changed],
      reason: `${upsert.length} companies written and ${remove.length} deleted, nearest-first totals of ${origins} places recomputed`,
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
