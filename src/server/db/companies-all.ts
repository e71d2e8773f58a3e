import { safeImageUrl, safeImageUrls } from "../../lib/companies/image-url";
import type { Company } from "../../lib/companies/types";
import { config } from "../config";
import type { Db } from "./snapshot";

/**
 * Every company of the snapshot as `Company`, for the build and the rebuild's planning: the same
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

const COMPANIES = `SELECT id, slug, name, description, street, zip, lat, lng, phone, email, website, logo_url, photo_urls, rating,
  review_count, years_in_business, is_featured, is_in_list, usdot_number, mc_number, city_id FROM companies ORDER BY id`;

function byFirst<R extends unknown[]>(db: Db, sql: string): Map<R[0], R> {
  return new Map((db.prepare(sql).raw().all() as R[]).map((row) => [row[0], row]));
}

/** Each company's service ids, ascending. */
function serviceIdsByCompany(db: Db): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const [companyId, serviceId] of db
    .prepare("SELECT company_id, service_id FROM company_services ORDER BY company_id, service_id")
    .raw()
    .all() as Array<[number, number]>) {
    const list = out.get(companyId);
    if (list) list.push(serviceId);
    else out.set(companyId, [serviceId]);
  }
  return out;
}

/** Every company, in id order; like the joined query, one whose city or state is missing is left out. */
export function readAllCompanies(db: Db): Company[] {
  const site = config().SITE_URL;
  const states = byFirst<[string, string, string]>(db, "SELECT abbreviation, name, slug FROM states");
  const cities = byFirst<[number, string, string, string]>(db, "SELECT id, name, slug, state FROM cities");
  const services = byFirst<[number, string, string]>(db, "SELECT id, slug, name FROM services");
  const serviceIds = serviceIdsByCompany(db);
  const out: Company[] = [];
  for (const r of db.prepare(COMPANIES).raw().all() as CompanyValues[]) {
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
