import type { Selectable } from "kysely";
import { COMPANY_CSV_COLUMNS, type CompanyCsvRow } from "../../../../lib/companies/csv-row";
import { pick } from "../../../../lib/pick";
import { countRows } from "../count-rows";
import { isoNow, type StoreDb } from "../store";
import type { StoreCompaniesTable } from "../store-schema";

/**
 * Companies in the run-time store: the admin's source of truth, seeded from the CSV when empty,
 * changed by imports and edits, and copied into the snapshot by every build. Rows keep the CSV
 * shape (city by name, services by slug), resolved against the reference data when the snapshot
 * is written.
 */

/** A stored company: a validated CSV row with its coordinates settled, and its id. */
export interface StoredCompany extends Omit<CompanyCsvRow, "lat" | "lng"> {
  id: number;
  lat: number;
  lng: number;
}

/** What an import or edit writes: a CSV row with its coordinates settled. */
export type CompanyRowWrite = Omit<StoredCompany, "id">;

/** A store row as the domain type (JSON lists parsed, flags as booleans). */
export function toStoredCompany(r: Selectable<StoreCompaniesTable>): StoredCompany {
  return {
    ...pick(r, ["id", ...COMPANY_CSV_COLUMNS]),
    photo_urls: JSON.parse(r.photo_urls) as string[],
    services: JSON.parse(r.services) as string[],
    is_featured: r.is_featured === 1,
    is_in_list: r.is_in_list === 1,
  };
}

/** The columns of a write (one per CSV column), without id and timestamps: lists as JSON, flags as 0/1. */
function toColumns(c: CompanyRowWrite) {
  return {
    ...pick(c, COMPANY_CSV_COLUMNS),
    photo_urls: JSON.stringify(c.photo_urls),
    services: JSON.stringify(c.services),
    is_featured: c.is_featured ? 1 : 0,
    is_in_list: c.is_in_list ? 1 : 0,
  };
}

export async function countStoreCompanies(db: StoreDb): Promise<number> {
  return countRows(db.selectFrom("companies"));
}

/** Every company, by id (the build copies them into the snapshot). */
export async function listStoreCompanies(db: StoreDb): Promise<StoredCompany[]> {
  return (await db.selectFrom("companies").selectAll().orderBy("id").execute()).map(toStoredCompany);
}

const CHUNK = 500;

/** The stored companies with these slugs, by slug (missing slugs are absent). */
export async function getStoreCompaniesBySlugs(db: StoreDb, slugs: readonly string[]): Promise<Map<string, StoredCompany>> {
  const out = new Map<string, StoredCompany>();
  for (let i = 0; i < slugs.length; i += CHUNK) {
    const rows = await db
      .selectFrom("companies")
      .selectAll()
      .where("slug", "in", slugs.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) out.set(r.slug, toStoredCompany(r));
  }
  return out;
}

export async function getStoreCompanyById(db: StoreDb, id: number): Promise<StoredCompany | undefined> {
  const row = await db.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toStoredCompany(row) : undefined;
}

/**
 * Inserts new slugs and updates existing ones, in batches; call it inside a transaction so a
 * failure writes nothing. Returns how many rows were inserted and updated.
 */
export async function upsertStoreCompanies(
  db: StoreDb,
  rows: readonly CompanyRowWrite[],
  now = Date.now(),
): Promise<{ inserted: number; updated: number }> {
  const existing = new Set<string>();
  const slugs = rows.map((r) => r.slug);
  for (let i = 0; i < slugs.length; i += CHUNK) {
    const found = await db
      .selectFrom("companies")
      .select("slug")
      .where("slug", "in", slugs.slice(i, i + CHUNK))
      .execute();
    for (const f of found) existing.add(f.slug);
  }
  const at = isoNow(now);
  const fresh = rows.filter((r) => !existing.has(r.slug));
  // 23 columns a row: 200 rows stay under SQLite's and Postgres' bound-parameter limits.
  for (let i = 0; i < fresh.length; i += 200) {
    await db
      .insertInto("companies")
      .values(fresh.slice(i, i + 200).map((r) => ({ ...toColumns(r), created_at: at, updated_at: at })))
      .execute();
  }
  for (const r of rows) {
    if (existing.has(r.slug))
      await db
        .updateTable("companies")
        .set({ ...toColumns(r), updated_at: at })
        .where("slug", "=", r.slug)
        .execute();
  }
  return { inserted: fresh.length, updated: rows.length - fresh.length };
}

/** Deletes every company whose slug is not in `keep` (a full re-import of the CSV); returns how many. */
export async function deleteStoreCompaniesExcept(db: StoreDb, keep: ReadonlySet<string>): Promise<number> {
  const all = await db.selectFrom("companies").select(["id", "slug"]).execute();
  const gone = all.filter((r) => !keep.has(r.slug)).map((r) => r.id);
  for (let i = 0; i < gone.length; i += CHUNK)
    await db
      .deleteFrom("companies")
      .where("id", "in", gone.slice(i, i + CHUNK))
      .execute();
  return gone.length;
}

/** The stored companies of these ids, in id order (missing ids are absent). */
export async function getStoreCompaniesByIds(db: StoreDb, ids: readonly number[]): Promise<StoredCompany[]> {
  const out: StoredCompany[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom("companies")
      .selectAll()
      .where("id", "in", ids.slice(i, i + CHUNK))
      .orderBy("id")
      .execute();
    out.push(...rows.map(toStoredCompany));
  }
  return out.sort((a, b) => a.id - b.id);
}

/** Every distinct (state, city) the stored companies name: read from the `companies_state` index alone. */
export async function listStoreCompanyPlaces(db: StoreDb): Promise<Array<{ state: string; city: string }>> {
  return db.selectFrom("companies").select(["state", "city"]).distinct().execute();
}

/** The slugs of the stored companies in these places, in id order. */
export async function listStoreCompanySlugsIn(db: StoreDb, places: ReadonlyArray<{ state: string; city: string }>): Promise<string[]> {
  const found: Array<{ id: number; slug: string }> = [];
  for (let i = 0; i < places.length; i += CHUNK) {
    const chunk = places.slice(i, i + CHUNK);
    found.push(
      ...(await db
        .selectFrom("companies")
        .select(["id", "slug"])
        .where((eb) => eb.or(chunk.map((p) => eb.and([eb("state", "=", p.state), eb("city", "=", p.city)]))))
        .execute()),
    );
  }
  return found.sort((a, b) => a.id - b.id).map((r) => r.slug);
}
