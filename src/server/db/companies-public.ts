import { LRUCache } from "lru-cache";
import { toApiCompany } from "../../lib/companies/api-shape";
import { getCompaniesBySlugs } from "./companies";
import { type Db, statement } from "./snapshot";

/**
 * Companies in the public API shape (`ApiCompany`, api-shape.ts) as JSON text, for answers that
 * list companies (`GET /api/companies`, `GET /api/search`). The snapshot never changes under an
 * open connection, so each company is serialised once and its text kept (least recently used
 * dropped first past FRAGMENTS_KEPT); an answer joins the texts instead of loading, mapping and
 * serialising every company on every request. A company missing from the kept texts is read
 * and mapped the way every other company answer is (`getCompaniesBySlugs`, `toApiCompany`).
 */

/** How many serialised companies a connection keeps (about 1 KB each). */
export const FRAGMENTS_KEPT = 20_000;

const kept = new WeakMap<Db, LRUCache<string, string>>();

/** The public JSON of the companies with these slugs, in the order given; undefined for an unknown slug. */
export function publicCompanyJson(db: Db, slugs: readonly string[]): Array<string | undefined> {
  let cache = kept.get(db);
  if (!cache) {
    cache = new LRUCache({ max: FRAGMENTS_KEPT });
    kept.set(db, cache);
  }
  const missing = slugs.filter((slug) => !cache.has(slug));
  if (missing.length > 0) {
    for (const company of getCompaniesBySlugs(db, missing)) cache.set(company.slug, JSON.stringify(toApiCompany(company)));
  }
  return slugs.map((slug) => cache.get(slug));
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
