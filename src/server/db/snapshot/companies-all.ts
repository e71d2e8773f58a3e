import type { Statement } from "better-sqlite3";
import type { Company } from "../../../lib/companies/companies-api";
import { safeImageUrl, safeImageUrls } from "../../../lib/companies/image-url";
import { config } from "../../config";
import type { Db } from "./snapshot";

/**
 * Companies of the snapshot as `Company`, every one for the build and the rebuild's planning, a
 * range of ids for a page of the public company list: the same
 * objects `toCompany` makes from the joined query of one company (a test holds them equal, key
 * order included), read the fast way for 100,000 rows. The companies come as plain value arrays
 * without their joins, and cities, states and services from their small tables once, since
 * per-row objects with two dozen named columns, and a JSON list of services made and parsed per
 * company, cost more than the rest of the read. Statements are prepared here, not taken from the
 * shared cache: `.raw()` would change a cached statement for its other users.
 */

type CompanyValues = [
  id: number,
  slug: string,
  name: string,
  description: string,
  street: string,
  zip: string,
  lat: number,
  lng: number,
  phone: string | null,
  email: string | null,
  website: string | null,
  logoUrl: string | null,
  photoUrls: string,
  rating: number | null,
  reviewCount: number,
  yearsInBusiness: number | null,
  isFeatured: number,
  isInList: number,
  usdotNumber: string | null,
  mcNumber: string | null,
  cityId: number,
];

const COLUMNS = `id, slug, name, description, street, zip, lat, lng, phone, email, website, logo_url, photo_urls, rating,
  review_count, years_in_business, is_featured, is_in_list, usdot_number, mc_number, city_id`;
const COMPANIES = `SELECT ${COLUMNS} FROM companies ORDER BY id`;
const COMPANY_RANGE = `SELECT ${COLUMNS} FROM companies WHERE id BETWEEN ? AND ? ORDER BY id`;
const SERVICES = "SELECT company_id, service_id FROM company_services ORDER BY company_id, service_id";
const SERVICE_RANGE = "SELECT company_id, service_id FROM company_services WHERE company_id BETWEEN ? AND ? ORDER BY company_id, service_id";

/** The small tables every company refers to, by key. */
interface References {
  states: Map<string, [abbreviation: string, name: string, slug: string]>;
  cities: Map<number, [id: number, name: string, slug: string, state: string]>;
  services: Map<number, [id: number, slug: string, name: string]>;
}

function byFirst<R extends unknown[]>(db: Db, sql: string): Map<R[0], R> {
  return new Map((db.prepare(sql).raw().all() as R[]).map((row) => [row[0], row]));
}

function readReferences(db: Db): References {
  return {
    states: byFirst(db, "SELECT abbreviation, name, slug FROM states"),
    cities: byFirst(db, "SELECT id, name, slug, state FROM cities"),
    services: byFirst(db, "SELECT id, slug, name FROM services"),
  };
}

/** Each company's service ids, ascending, from (company id, service id) rows in that order. */
function serviceIdsByCompany(rows: Array<[number, number]>): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const [companyId, serviceId] of rows) {
    const list = out.get(companyId);
    if (list) list.push(serviceId);
    else out.set(companyId, [serviceId]);
  }
  return out;
}

function toCompanies(rows: CompanyValues[], serviceIds: Map<number, number[]>, { states, cities, services }: References): Company[] {
  const site = config().SITE_URL;
  const out: Company[] = [];
  for (const r of rows) {
    const city = cities.get(r[20]);
    const state = city && states.get(city[3]);
    if (!city || !state) continue;
    out.push({
      id: r[0],
      slug: r[1],
      name: r[2],
      description: r[3],
      website: r[10],
      phone: r[8],
      email: r[9],
      logo: safeImageUrl(r[11], site),
      photoUrls: safeImageUrls(JSON.parse(r[12]) as string[], site),
      street: r[4],
      zipCode: r[5],
      lat: r[6],
      lng: r[7],
      rating: r[13],
      reviewCount: r[14],
      yearsInBusiness: r[15],
      isFeatured: r[16] === 1,
      isInList: r[17] === 1,
      usdotNumber: r[18],
      mcNumber: r[19],
      services: (serviceIds.get(r[0]) ?? []).flatMap((id) => {
        const service = services.get(id);
        return service ? [{ id, slug: service[1], name: service[2] }] : [];
      }),
      city: { id: city[0], name: city[1], slug: city[2] },
      state: { name: state[1], slug: state[2], abbreviation: state[0] },
    });
  }
  return out;
}

/** Every company, in id order; like the joined query, one whose city or state is missing is left out. */
export function readAllCompanies(db: Db): Company[] {
  const serviceIds = serviceIdsByCompany(db.prepare(SERVICES).raw().all() as Array<[number, number]>);
  return toCompanies(db.prepare(COMPANIES).raw().all() as CompanyValues[], serviceIds, readReferences(db));
}

/** The connection's references and range statements, made on its first range read. */
const rangeReaders = new WeakMap<Db, { references: References; companies: Statement; services: Statement }>();

/**
 * The companies whose ids lie in [first, last], in id order, as {@link readAllCompanies} makes
 * them: a page of the company list. The references and statements are kept per connection (the
 * snapshot never changes under one), so a read costs the range's rows only.
 */
export function readCompaniesInIdRange(db: Db, first: number, last: number): Company[] {
  let reader = rangeReaders.get(db);
  if (!reader) {
    reader = { references: readReferences(db), companies: db.prepare(COMPANY_RANGE).raw(), services: db.prepare(SERVICE_RANGE).raw() };
    rangeReaders.set(db, reader);
  }
  const serviceIds = serviceIdsByCompany(reader.services.all(first, last) as Array<[number, number]>);
  return toCompanies(reader.companies.all(first, last) as CompanyValues[], serviceIds, reader.references);
}
