import { slugify } from "../../lib/slug";
import type { CompanyWrite } from "../db/snapshot/companies";
import type { ReferenceLookup } from "../db/snapshot/reference";
import type { Db } from "../db/snapshot/snapshot";
import { companyKey, type SnapshotCompanyRow, snapshotCompanyRows } from "../db/snapshot/snapshot-patch";
import {
  getStoreCompaniesByIds,
  listStoreCompanies,
  listStoreCompanyPlaces,
  listStoreCompanySlugsIn,
  type StoredCompany,
} from "../db/store/repositories/store-companies";
import type { StoreDb } from "../db/store/store";

/**
 * Which companies a snapshot must take to match the run-time store: those whose row (or
 * services) differ, and those it holds that the store no longer has, or whose city the reference
 * data does not know. Either from the few ids the store's change journal names, or by comparing
 * every company (a snapshot with no usable journal position).
 */
export interface CompanyDifferences {
  upsert: Array<CompanyWrite & { id: number }>;
  remove: number[];
  /** The snapshot's rows of the companies looked at (where the changed ones stood before). */
  before: Map<number, SnapshotCompanyRow>;
  /** Stored companies left out because their city is not in the reference data (slugs). */
  skipped: string[];
}

interface Reference {
  lookup: ReferenceLookup;
  serviceIds: ReadonlyMap<string, number>;
}

/** Sorts stored companies into writes (those that differ from `before`) and the ones left out. */
function compare(stored: readonly StoredCompany[], before: ReadonlyMap<number, SnapshotCompanyRow>, { lookup, serviceIds }: Reference) {
  const upsert: CompanyDifferences["upsert"] = [];
  const skipped: StoredCompany[] = [];
  for (const company of stored) {
    const city = lookup.city(company.state, slugify(company.city));
    if (!city) {
      skipped.push(company);
      continue;
    }
    const write = { ...company, cityId: city.id };
    if (before.get(write.id)?.key !== companyKey(write, serviceIds)) upsert.push(write);
  }
  return { upsert, skipped };
}

/**
 * The differences among the companies `ids` names (the journal's, since the snapshot's position):
 * only those are read from the store and the snapshot. The companies left out are found from the
 * store's distinct places (an index-only read), since the journal names only the ones changed.
 */
export async function differencesOf(store: StoreDb, snapshot: Db, ids: readonly number[], reference: Reference): Promise<CompanyDifferences> {
  const stored = await getStoreCompaniesByIds(store, ids);
  const before = snapshotCompanyRows(snapshot, ids);
  const { upsert, skipped } = compare(stored, before, reference);
  const present = new Set(stored.map((c) => c.id));
  const left = new Set(skipped.map((c) => c.id));
  const remove = [...before.keys()].filter((id) => !present.has(id) || left.has(id));
  return { upsert, remove, before, skipped: await skippedSlugs(store, reference.lookup) };
}

/** The slugs of every stored company whose city the reference data does not know. */
async function skippedSlugs(store: StoreDb, lookup: ReferenceLookup): Promise<string[]> {
  const unknown = (await listStoreCompanyPlaces(store)).filter((p) => !lookup.city(p.state, slugify(p.city)));
  return unknown.length === 0 ? [] : listStoreCompanySlugsIn(store, unknown);
}

/**
 * The differences found by reading every stored company and every snapshot row; stops early
 * (null) once more than `limit` companies differ.
 */
export async function differencesOfAll(store: StoreDb, snapshot: Db, reference: Reference, limit: number): Promise<CompanyDifferences | null> {
  const stored = await listStoreCompanies(store);
  const before = snapshotCompanyRows(snapshot);
  const { upsert, skipped } = compare(stored, before, reference);
  const kept = new Set(stored.map((c) => c.id));
  for (const c of skipped) kept.delete(c.id);
  const remove = [...before.keys()].filter((id) => !kept.has(id));
  if (upsert.length + remove.length > limit) return null;
  return { upsert, remove, before, skipped: skipped.map((c) => c.slug) };
}
