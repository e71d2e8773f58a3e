import { type CsvCells, companyCsvRowSchema, normalizeCells } from "../../lib/companies/csv-row";
import type { Company } from "../../lib/companies/types";
import { formatZodError } from "../../lib/errors";
import { resolveRows } from "../csv/import";
import { type CompanyWrite, getCompaniesBySlugs, getCompanyBySlug, writeCompanies } from "./companies";
import type { Db } from "./snapshot";
import { loadServiceIds } from "./reference";

/** The admin's view of companies: search and paging, edits through the CSV row rules, flags, deletes. */

export interface AdminCompanyFilters {
  /** Matched against the company's name and its city's name (substring, case-insensitive). */
  q?: string;
  state?: string;
  featured?: boolean;
  inList?: boolean;
  page: number;
  pageSize: number;
}

export interface AdminCompanyPage {
  companies: Company[];
  total: number;
  page: number;
  pageSize: number;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const WHERE = `FROM companies c JOIN cities ci ON ci.id = c.city_id
  WHERE (@q IS NULL OR c.name LIKE @q ESCAPE '\\' OR ci.name LIKE @q ESCAPE '\\')
    AND (@state IS NULL OR ci.state = @state)
    AND (@featured IS NULL OR c.is_featured = @featured)
    AND (@inList IS NULL OR c.is_in_list = @inList)`;

const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

/**
 * A page of companies matching the filters, by name then id, with the total count for the pager.
 * @example listAdminCompanies(db, { q: "lopez", state: "TX", page: 1, pageSize: 25 })
 */
export function listAdminCompanies(db: Db, filters: AdminCompanyFilters): AdminCompanyPage {
  const params = {
    q: filters.q ? likePattern(filters.q) : null,
    state: filters.state ?? null,
    featured: flag(filters.featured),
    inList: flag(filters.inList),
  };
  const total = db.prepare<typeof params, { n: number }>(`SELECT count(*) AS n ${WHERE}`).get(params)?.n ?? 0;
  const slugs = db
    .prepare<typeof params & { limit: number; offset: number }, { slug: string }>(
      `SELECT c.slug ${WHERE} ORDER BY c.name COLLATE NOCASE, c.id LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: filters.pageSize, offset: (filters.page - 1) * filters.pageSize })
    .map((r) => r.slug);
  return { companies: getCompaniesBySlugs(db, slugs), total, page: filters.page, pageSize: filters.pageSize };
}

/** The company with this id, or undefined. */
export function getCompanyById(db: Db, id: number): Company | undefined {
  const row = db.prepare<[number], { slug: string }>("SELECT slug FROM companies WHERE id = ?").get(id);
  return row ? getCompanyBySlug(db, row.slug) : undefined;
}

/** A stored company as the CSV cells it would be imported from (the base an edit applies to). */
export function companyToCsvCells(c: Company): CsvCells {
  const cells: Record<string, string | null | undefined> = {
    slug: c.slug, name: c.name, description: c.description, street: c.street, city: c.city.name,
    state: c.state.abbreviation, zip: c.zipCode, lat: String(c.lat), lng: String(c.lng), phone: c.phone,
    email: c.email, website: c.website, logo_url: c.logo, photo_urls: c.photoUrls.join("|"),
    services: c.services.map((s) => s.slug).join("|"), rating: c.rating === null ? null : String(c.rating),
    review_count: String(c.reviewCount), years_in_business: c.yearsInBusiness === null ? null : String(c.yearsInBusiness),
    is_featured: String(c.isFeatured), is_in_list: String(c.isInList),
  };
  return normalizeCells(cells);
}

export type CompanyEdit = { ok: true; write: CompanyWrite } | { ok: false; error: string };

/**
 * Applies edited cells to a company with the CSV import's rules: the same row schema, then the
 * same city/ZIP resolution (`resolveRows`). A changed city or ZIP without new coordinates takes
 * the ZIP's centre, as an import would. A blank cell clears an optional column.
 */
export function prepareCompanyEdit(db: Db, company: Company, edits: Record<string, string>): CompanyEdit {
  const base: Record<string, string> = { ...companyToCsvCells(company) };
  const moved = ["city", "state", "zip"].some((k) => k in edits && edits[k].trim() !== base[k]);
  if (moved && !("lat" in edits) && !("lng" in edits)) {
    delete base.lat;
    delete base.lng;
  }
  const parsed = companyCsvRowSchema.safeParse(normalizeCells({ ...base, ...edits }));
  if (!parsed.success) return { ok: false, error: formatZodError(parsed.error) };
  const { writes, errors } = resolveRows(db, { rows: [{ row: 1, data: parsed.data }], errors: [] });
  if (errors.length > 0) return { ok: false, error: errors.map((e) => `${e.column}: ${e.message}`).join("; ") };
  return { ok: true, write: writes[0] };
}

/**
 * Writes an edited company through the import's write path (services and search index kept in
 * step). A changed slug is applied first; a slug another company uses is refused.
 */
export function updateCompany(db: Db, id: number, write: CompanyWrite): "updated" | "not-found" | "slug-taken" {
  const findSlug = db.prepare<[number], { slug: string }>("SELECT slug FROM companies WHERE id = ?");
  const slugOwner = db.prepare<[string], { id: number }>("SELECT id FROM companies WHERE slug = ?");
  const renameSlug = db.prepare("UPDATE companies SET slug = ? WHERE id = ?");
  return db.transaction(() => {
    const current = findSlug.get(id);
    if (!current) return "not-found" as const;
    if (current.slug !== write.slug) {
      const owner = slugOwner.get(write.slug);
      if (owner && owner.id !== id) return "slug-taken" as const;
      renameSlug.run(write.slug, id);
    }
    writeCompanies(db, [write], loadServiceIds(db), "upsert");
    return "updated" as const;
  })();
}

/** Sets the featured and/or in-list flags; false when there is no such company. */
export function setCompanyFlags(db: Db, id: number, flags: { isFeatured?: boolean; isInList?: boolean }): boolean {
  const result = db
    .prepare(
      `UPDATE companies SET is_featured = coalesce(@featured, is_featured), is_in_list = coalesce(@inList, is_in_list),
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = @id`,
    )
    .run({ id, featured: flag(flags.isFeatured), inList: flag(flags.isInList) });
  return result.changes > 0;
}

/** Deletes a company (its services and lead links cascade); false when there is no such company. */
export function deleteCompany(db: Db, id: number): boolean {
  return db.prepare("DELETE FROM companies WHERE id = ?").run(id).changes > 0;
}
