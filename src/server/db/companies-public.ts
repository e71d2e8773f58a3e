import { safeImageUrl, safeImageUrls } from "../../lib/companies/image-url";
import { config } from "../config";
import { type Db, statement } from "./snapshot";

/**
 * Companies in the public API shape (`ApiCompany`, api-shape.ts) as JSON text, for answers that
 * list companies (`GET /api/companies`, `GET /api/search`). The snapshot never changes under an
 * open connection, so each company is serialised once and its text kept (least recently used
 * dropped first past FRAGMENTS_KEPT); an answer joins the texts instead of loading, mapping and
 * serialising every company on every request. Rows come as arrays of the public columns only,
 * and the text is the one `JSON.stringify(toApiCompany(company))` gives (the tests compare them
 * for every company of a seeded directory).
 */

/** How many serialised companies a connection keeps (about 1 KB each). */
export const FRAGMENTS_KEPT = 20_000;

type Row = [
  slug: string,
  id: number,
  name: string,
  description: string,
  website: string | null,
  phone: string | null,
  email: string | null,
  logoUrl: string | null,
  street: string,
  zip: string,
  lat: number,
  lng: number,
  rating: number | null,
  reviewCount: number,
  isFeatured: number,
  isInList: number,
  photoUrls: string,
  services: string | null,
  cityName: string,
  citySlug: string,
  stateName: string,
  stateSlug: string,
  stateAbbreviation: string,
];

// Services as "id,name" pairs flattened into one JSON array, sorted by id in JS (the aggregate's order is not guaranteed).
const SELECT_PUBLIC = `SELECT c.slug, c.id, c.name, c.description, c.website, c.phone, c.email, c.logo_url, c.street, c.zip, c.lat, c.lng,
    c.rating, c.review_count, c.is_featured, c.is_in_list, c.photo_urls,
    (SELECT json_group_array(json_array(sv.id, sv.name)) FROM company_services cs JOIN services sv ON sv.id = cs.service_id
      WHERE cs.company_id = c.id) AS services,
    ci.name, ci.slug, s.name, s.slug, s.abbreviation
  FROM json_each(?) j JOIN companies c ON c.slug = j.value
  JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.abbreviation = ci.state`;

const kept = new WeakMap<Db, Map<string, string>>();

/** The public JSON of the companies with these slugs, in the order given; undefined for an unknown slug. */
export function publicCompanyJson(db: Db, slugs: readonly string[]): Array<string | undefined> {
  let cache = kept.get(db);
  if (!cache) {
    cache = new Map();
    kept.set(db, cache);
  }
  const missing = slugs.filter((slug) => !cache.has(slug));
  if (missing.length > 0) {
    const siteUrl = config().SITE_URL;
    const rows = statement<[string], Row>(db, SELECT_PUBLIC).raw(true).all(JSON.stringify(missing)) as unknown as Row[];
    for (const row of rows) cache.set(row[0], toJson(row, siteUrl));
  }
  const texts = slugs.map((slug) => {
    const text = cache.get(slug);
    if (text !== undefined) {
      // Refresh its place in the least-recently-used order.
      cache.delete(slug);
      cache.set(slug, text);
    }
    return text;
  });
  for (const oldest of cache.keys()) {
    if (cache.size <= FRAGMENTS_KEPT) break;
    cache.delete(oldest);
  }
  return texts;
}

/** The public JSON of one row: the keys in `toApiCompany`'s order, its rendering guard on images. */
function toJson(r: Row, siteUrl: string): string {
  const services = (JSON.parse(r[17] ?? "[]") as Array<[number, string]>).sort((a, b) => a[0] - b[0]);
  return JSON.stringify({
    id: r[1],
    slug: r[0],
    name: r[2],
    description: r[3],
    website: r[4],
    phone: r[5],
    email: r[6],
    logo: safeImageUrl(r[7], siteUrl),
    street: r[8],
    zipCode: r[9],
    lat: r[10],
    lng: r[11],
    rating: r[12],
    reviewCount: r[13],
    isFeatured: r[14] === 1,
    isInList: r[15] === 1,
    photoUrls: safeImageUrls(JSON.parse(r[16]) as string[], siteUrl),
    services: services.map(([id, name]) => ({ id, name })),
    city: { name: r[18], slug: r[19] },
    state: { name: r[20], slug: r[21], abbreviation: r[22] },
  });
}

const orders = new WeakMap<Db, string[]>();

/**
 * The slugs of a page of companies in a stable order (by id). Every slug is read once per
 * connection (a few MB at 100,000 companies), so a page costs the same at any offset: an OFFSET
 * in SQL would step over every row before it.
 */
export function listCompanySlugs(db: Db, page: { limit: number; offset: number }): string[] {
  let order = orders.get(db);
  if (!order) {
    order = statement<[], string>(
      db,
      "SELECT c.slug FROM companies c JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.abbreviation = ci.state ORDER BY c.id",
    )
      .pluck(true)
      .all() as unknown as string[];
    orders.set(db, order);
  }
  return order.slice(page.offset, page.offset + page.limit);
}

/** `GET /api/companies`'s body: a page of companies in the public shape, by id, as a JSON array. */
export function publicCompanyPageJson(db: Db, page: { limit: number; offset: number }): string {
  return `[${publicCompanyJson(db, listCompanySlugs(db, page))
    .filter((text) => text !== undefined)
    .join(",")}]`;
}
