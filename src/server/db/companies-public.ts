import { LRUCache } from "lru-cache";
import { toApiCompany } from "../../lib/companies/api-shape";
import { getCompaniesBySlugs } from "./companies";
import { readCompaniesInIdRange } from "./companies-all";
import { type Db, statement } from "./snapshot";

/**
 * Companies in the public API shape (`ApiCompany`, api-shape.ts) as JSON text, for answers that
 * list companies (`GET /api/search`, `GET /api/companies`). The snapshot never changes under an
 * open connection, so each searched company is serialised once and its text kept (least recently
 * used dropped first past FRAGMENTS_KEPT), and so is each recent page of the company list; an
 * answer joins the texts instead of loading, mapping and serialising every company on every
 * request. A company missing from the kept texts is read and mapped the way every other company
 * answer is (`getCompaniesBySlugs` or `readCompaniesInIdRange`, then `toApiCompany`).
 */

/** How many serialised companies a connection keeps (about 1 KB each). */
export const FRAGMENTS_KEPT = 20_000;

const kept = new WeakMap<Db, LRUCache<string, string>>();

function keptCompanies(db: Db): LRUCache<string, string> {
  let cache = kept.get(db);
  if (!cache) {
    cache = new LRUCache({ max: FRAGMENTS_KEPT });
    kept.set(db, cache);
  }
  return cache;
}

/** The public JSON of the companies with these slugs, in the order given; undefined for an unknown slug. */
export function publicCompanyJson(db: Db, slugs: readonly string[]): Array<string | undefined> {
  const cache = keptCompanies(db);
  const missing = slugs.filter((slug) => !cache.has(slug));
  if (missing.length > 0) {
    for (const company of getCompaniesBySlugs(db, missing)) cache.set(company.slug, JSON.stringify(toApiCompany(company)));
  }
  return slugs.map((slug) => cache.get(slug));
}

const orders = new WeakMap<Db, number[]>();

/**
 * The ids of the company list in order, read once per connection (under 1 MB at 100,000
 * companies), so a page costs the same at any offset: an OFFSET in SQL would step over every row
 * before it.
 */
function companyOrder(db: Db): number[] {
  let order = orders.get(db);
  if (!order) {
    order = statement<[], number>(
      db,
      "SELECT c.id FROM companies c JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.abbreviation = ci.state ORDER BY c.id",
    )
      .pluck(true)
      .all() as unknown as number[];
    orders.set(db, order);
  }
  return order;
}

/** How many pages of the company list a connection keeps as text, and how many characters in all. */
const PAGES_KEPT = 200;
const PAGE_CHARS_KEPT = 8_000_000;

const keptPages = new WeakMap<Db, LRUCache<string, string>>();

/**
 * `GET /api/companies`'s body: a page of companies in the public shape, by id, as a JSON array.
 * Recent pages are kept whole (a first page is asked for far more than the rest). Another page
 * reads its companies as one range of ids (`readCompaniesInIdRange`: a page is consecutive in id
 * order), and adds their texts to the kept companies only while there is room: a crawl through
 * every page of a directory bigger than FRAGMENTS_KEPT would otherwise push out the companies
 * searches keep, and churn the memory they are kept in.
 */
export function publicCompanyPageJson(db: Db, page: { limit: number; offset: number }): string {
  let pages = keptPages.get(db);
  if (!pages) {
    pages = new LRUCache({ max: PAGES_KEPT, maxSize: PAGE_CHARS_KEPT, sizeCalculation: (text) => Math.max(1, text.length) });
    keptPages.set(db, pages);
  }
  const key = `${page.offset}:${page.limit}`;
  let text = pages.get(key);
  if (text === undefined) {
    text = readCompanyPage(db, page);
    pages.set(key, text);
  }
  return text;
}

function readCompanyPage(db: Db, page: { limit: number; offset: number }): string {
  const ids = companyOrder(db);
  const end = Math.min(page.offset + page.limit, ids.length);
  if (page.offset >= end) return "[]";
  const companies = keptCompanies(db);
  const texts = readCompaniesInIdRange(db, ids[page.offset], ids[end - 1]).map((company) => {
    let text = companies.get(company.slug);
    if (text === undefined) {
      text = JSON.stringify(toApiCompany(company));
      if (companies.size < FRAGMENTS_KEPT) companies.set(company.slug, text);
    }
    return text;
  });
  return `[${texts.join(",")}]`;
}
