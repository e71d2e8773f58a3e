import { LRUCache } from "lru-cache";
import { toApiCompany } from "../../../lib/companies/companies-api";
import { getCompaniesBySlugs } from "./companies";
import { readCompaniesInIdRange } from "./companies-all";
import { KeptWhenAskedAgain } from "./kept-when-asked-again";
import { type Db, statement } from "./snapshot";

/**
 * Companies in the public API shape (`ApiCompany`, api-shape.ts) as JSON text, for answers that
 * list companies (`GET /api/search`, `GET /api/companies`). The snapshot never changes under an
 * open connection, so each listed company is serialised once and its text kept (least recently
 * used dropped first past FRAGMENT_CHARS_KEPT), and so is each page of the company list asked for
 * again soon; an answer joins the texts instead of loading, mapping and serialising every company
 * on every request. A company missing from the kept texts is read and mapped the way every other
 * company answer is (`getCompaniesBySlugs` or `readCompaniesInIdRange`, then `toApiCompany`).
 */

/**
 * How many characters of serialised companies a connection keeps: room for every company of a
 * 100,000-company directory (79 million characters, about 100 MB of heap, at 785 characters a
 * company), so paging through all of it reads and serialises each company once per connection.
 */
export const FRAGMENT_CHARS_KEPT = 100_000_000;

const kept = new WeakMap<Db, LRUCache<string, string>>();

function keptCompanies(db: Db): LRUCache<string, string> {
  let cache = kept.get(db);
  if (!cache) {
    cache = new LRUCache({ maxSize: FRAGMENT_CHARS_KEPT, sizeCalculation: (text) => Math.max(1, text.length) });
    kept.set(db, cache);
  }
  return cache;
}

/** The public JSON of the companies with these slugs, in the order given; undefined for an unknown slug. */
export function publicCompanyJson(db: Db, slugs: readonly string[]): Array<string | undefined> {
  const cache = keptCompanies(db);
  const texts = slugs.map((slug) => cache.get(slug));
  const missing = slugs.filter((_, i) => texts[i] === undefined);
  if (missing.length === 0) return texts;
  for (const company of getCompaniesBySlugs(db, missing)) cache.set(company.slug, JSON.stringify(toApiCompany(company)));
  return slugs.map((slug, i) => texts[i] ?? cache.get(slug));
}

/** The company list in order: ids and slugs, index for index. */
interface CompanyOrder {
  ids: number[];
  slugs: string[];
}

const orders = new WeakMap<Db, CompanyOrder>();

/**
 * The ids and slugs of the company list in order, read once per connection (about 4 MB at
 * 100,000 companies), so a page costs the same at any offset (an OFFSET in SQL would step over
 * every row before it), and a page whose companies are all kept reads no row.
 */
function companyOrder(db: Db): CompanyOrder {
  let order = orders.get(db);
  if (!order) {
    const rows = statement<[], [number, string]>(
      db,
      "SELECT c.id, c.slug FROM companies c JOIN cities ci ON ci.id = c.city_id JOIN states s ON s.abbreviation = ci.state ORDER BY c.id",
    )
      .raw(true)
      .all() as unknown as Array<[number, string]>;
    order = { ids: rows.map((row) => row[0]), slugs: rows.map((row) => row[1]) };
    orders.set(db, order);
  }
  return order;
}

/** How many pages of the company list a connection keeps as text, and how many characters in all. */
const PAGES_KEPT = 200;
const PAGE_CHARS_KEPT = 8_000_000;

/**
 * A page is kept whole only when it is asked for again within this many pages asked for
 * (kept-when-asked-again.ts): in process at 100k, paging through every page in turn spent about
 * 0.2 ms a page in young-generation garbage collections with every page kept, 0.02-0.04 ms without.
 */
const PAGES_ASKED_REMEMBERED = 100;

const keptPages = new WeakMap<Db, KeptWhenAskedAgain>();

/**
 * `GET /api/companies`'s body: a page of companies in the public shape, by id, as a JSON array.
 * A page asked for twice within PAGES_ASKED_REMEMBERED pages is kept whole (a first page is asked
 * for far more than the rest). Another page joins the kept texts of its companies; when one is
 * missing, it reads its companies as one range of ids (`readCompaniesInIdRange`: a page is
 * consecutive in id order), and adds their texts to the kept companies only while there is room:
 * a crawl through every page of a directory bigger than FRAGMENT_CHARS_KEPT would otherwise push
 * out the companies searches keep, and churn the memory they are kept in.
 */
export function publicCompanyPageJson(db: Db, page: { limit: number; offset: number }): string {
  let pages = keptPages.get(db);
  if (!pages) {
    pages = new KeptWhenAskedAgain({ max: PAGES_KEPT, maxChars: PAGE_CHARS_KEPT, remembered: PAGES_ASKED_REMEMBERED });
    keptPages.set(db, pages);
  }
  const key = `${page.offset}:${page.limit}`;
  let text = pages.get(key);
  if (text === undefined) {
    text = readCompanyPage(db, page);
    pages.offer(key, text);
  }
  return text;
}

function readCompanyPage(db: Db, page: { limit: number; offset: number }): string {
  const { ids, slugs } = companyOrder(db);
  const end = Math.min(page.offset + page.limit, ids.length);
  if (page.offset >= end) return "[]";
  const companies = keptCompanies(db);
  let texts = slugs.slice(page.offset, end).map((slug) => companies.get(slug));
  if (texts.includes(undefined)) {
    texts = readCompaniesInIdRange(db, ids[page.offset], ids[end - 1]).map((company) => {
      let text = companies.get(company.slug);
      if (text === undefined) {
        text = JSON.stringify(toApiCompany(company));
        if (companies.calculatedSize + text.length <= FRAGMENT_CHARS_KEPT) companies.set(company.slug, text);
      }
      return text;
    });
  }
  return `[${texts.join(",")}]`;
}
