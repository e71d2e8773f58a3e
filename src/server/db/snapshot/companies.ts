import type { Selectable } from "kysely";
import type { Company } from "../../../lib/companies/companies-api";
import { COMPANY_CSV_COLUMNS, type CompanyCsvColumn, type CompanyCsvRow } from "../../../lib/companies/csv-row";
import { safeImageUrl, safeImageUrls } from "../../../lib/companies/image-url";
import { config } from "../../config";
import type { StoreCompaniesTable } from "../store/store-schema";
import { readAllCompanies } from "./companies-all";
import { BULK_REINDEX_THRESHOLD, withSearchIndexRebuilt } from "./search-index";
import { type Db, statement } from "./snapshot";

/** Companies and their services: writes for the CSV import, reads mapped to `Company`. */

/** A validated CSV row with its references resolved against the snapshot (city id, coordinates). */
export interface CompanyWrite extends CompanyCsvRow {
  cityId: number;
  lat: number;
  lng: number;
}

/**
 * Replaces every company of the snapshot with `rows`, keeping each row's id (the run-time
 * store's, so leads, match sets and the admin name the same company everywhere), in one
 * transaction. Each company's services are written with it; a thrown error rolls back.
 */
export function writeSnapshotCompanies(db: Db, rows: readonly (CompanyWrite & { id: number })[], serviceIds: ReadonlyMap<string, number>): number {
  // Positional parameters in COLUMNS order: ~10% faster than named ones on bulk writes.
  const insert = db.prepare(`INSERT INTO companies (id, slug, ${COLUMNS.join(", ")}) VALUES (?, ?, ${COLUMNS.map(() => "?").join(", ")})`);
  const addService = db.prepare("INSERT INTO company_services (company_id, service_id) VALUES (?, ?)");
  const writeAll = (): number => {
    db.exec("DELETE FROM company_services; DELETE FROM companies;");
    for (const r of rows) {
      insert.run(r.id, r.slug, ...toValues(r));
      for (const slug of r.services) {
        const serviceId = serviceIds.get(slug);
        if (serviceId === undefined) throw new Error(`Unknown service "${slug}"`);
        addService.run(r.id, serviceId);
      }
    }
    return rows.length;
  };
  // Large writes re-index search once instead of through a trigger per row (~2x faster).
  return db.transaction(() => (rows.length >= BULK_REINDEX_THRESHOLD ? withSearchIndexRebuilt(db, writeAll) : writeAll()))();
}

/** Not written as columns of `companies`: the slug has its own, the state comes with the city, services go to company_services. */
const NOT_COLUMNS: readonly CompanyCsvColumn[] = ["slug", "state", "services", "lead_webhook_url"];

/** The written columns, in CSV order, the city as its id. */
export const COLUMNS = COMPANY_CSV_COLUMNS.flatMap((column) => (column === "city" ? ["city_id"] : NOT_COLUMNS.includes(column) ? [] : [column]));

/** The row's values in COLUMNS order. */
export function toValues(r: CompanyWrite) {
  return [
    r.name,
    r.description,
    r.street,
    r.cityId,
    r.zip,
    r.lat,
    r.lng,
    r.phone,
    r.email,
    r.website,
    r.logo_url,
    JSON.stringify(r.photo_urls),
    r.rating,
    r.review_count,
    r.years_in_business,
    r.is_featured ? 1 : 0,
    r.is_in_list ? 1 : 0,
    r.usdot_number,
    r.mc_number,
  ];
}

/** Number of companies in the directory. */
export function countCompanies(db: Db): number {
  return (statement<[], { n: number }>(db, "SELECT count(*) AS n FROM companies").get() as { n: number }).n;
}

/** A snapshot company row: the store's columns with the city as a reference, joined with its city, state and services. */
interface CompanyRow extends Omit<Selectable<StoreCompaniesTable>, "city" | "state" | "services" | "lead_webhook_url" | "created_at" | "updated_at"> {
  city_id: number;
  city_name: string;
  city_slug: string;
  state_abbreviation: string;
  state_name: string;
  state_slug: string;
  services: string | null;
}

const COMPANY_COLUMNS = `c.id, c.slug, c.name, c.description, c.street, c.zip, c.lat, c.lng, c.phone, c.email, c.website,
    c.logo_url, c.photo_urls, c.rating, c.review_count, c.years_in_business, c.is_featured, c.is_in_list,
    c.usdot_number, c.mc_number, ci.id AS city_id, ci.name AS city_name, ci.slug AS city_slug,
    s.abbreviation AS state_abbreviation, s.name AS state_name, s.slug AS state_slug,
    (SELECT json_group_array(json_array(sv.id, sv.slug, sv.name)) FROM company_services cs
      JOIN services sv ON sv.id = cs.service_id WHERE cs.company_id = c.id ORDER BY sv.id) AS services`;
const COMPANY_JOINS = "JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.abbreviation = ci.state";
const SELECT_COMPANY = `SELECT ${COMPANY_COLUMNS} FROM companies c ${COMPANY_JOINS}`;

function toCompany(row: CompanyRow): Company {
  const services = JSON.parse(row.services ?? "[]") as Array<[number, string, string]>;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    website: row.website,
    phone: row.phone,
    email: row.email,
    // Rendering guard: a row stored before the image rules, or edited by hand, shows no other image.
    logo: safeImageUrl(row.logo_url, config().SITE_URL),
    photoUrls: safeImageUrls(JSON.parse(row.photo_urls) as string[], config().SITE_URL),
    street: row.street,
    zipCode: row.zip,
    lat: row.lat,
    lng: row.lng,
    rating: row.rating,
    reviewCount: row.review_count,
    yearsInBusiness: row.years_in_business,
    isFeatured: row.is_featured === 1,
    isInList: row.is_in_list === 1,
    usdotNumber: row.usdot_number,
    mcNumber: row.mc_number,
    services: services.map(([id, slug, name]) => ({ id, slug, name })).sort((a, b) => a.id - b.id),
    city: { id: row.city_id, name: row.city_name, slug: row.city_slug },
    state: { name: row.state_name, slug: row.state_slug, abbreviation: row.state_abbreviation },
  };
}

/** The company with this slug, or undefined. */
export function getCompanyBySlug(db: Db, slug: string): Company | undefined {
  const row = statement<[string], CompanyRow>(db, `${SELECT_COMPANY} WHERE c.slug = ?`).get(slug);
  return row ? toCompany(row) : undefined;
}

/**
 * The companies with these slugs, in the order given, in one query (search results): one
 * prepared statement instead of one look-up per company.
 */
export function getCompaniesBySlugs(db: Db, slugs: readonly string[]): Company[] {
  if (slugs.length === 0) return [];
  return statement<[string], CompanyRow>(
    db,
    `SELECT ${COMPANY_COLUMNS} FROM json_each(?) j JOIN companies c ON c.slug = j.value ${COMPANY_JOINS} ORDER BY j.key`,
  )
    .all(JSON.stringify(slugs))
    .map(toCompany);
}

/** Every company, for the build: one read per build, not one per page (see companies-all.ts). */
export function listAllCompanies(db: Db): Company[] {
  return readAllCompanies(db);
}

/** The companies of these ids that the snapshot holds, in id order (an incremental rebuild's changed companies, as they were). */
export function listCompaniesByIds(db: Db, ids: readonly number[]): Company[] {
  return statement<[string], CompanyRow>(db, `${SELECT_COMPANY} WHERE c.id IN (SELECT value FROM json_each(?)) ORDER BY c.id`)
    .all(JSON.stringify(ids))
    .map(toCompany);
}

/**
 * The first `limit` featured companies for the home page's featured section and
 * `GET /api/companies/featured`, in the ranking the build stored (featured_ranking: listed and
 * featured, best reputation first, the order of the build's `listed`), so the API's first six are
 * the six the home page pre-renders. Read by rank: no scan, no sort.
 */
export function listFeaturedCompanies(db: Db, limit: number): Company[] {
  return statement<[number], CompanyRow>(db, SELECT_FEATURED).all(limit).map(toCompany);
}

export const SELECT_FEATURED = `SELECT ${COMPANY_COLUMNS} FROM featured_ranking f JOIN companies c ON c.id = f.company_id ${COMPANY_JOINS}
  WHERE f.rank <= ? ORDER BY f.rank`;
