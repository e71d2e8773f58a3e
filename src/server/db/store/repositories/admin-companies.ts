import { type ExpressionBuilder, sql } from "kysely";
import type { AdminCompanyListQuery } from "../../../../lib/admin/companies-api";
import { countRows } from "../count-rows";
import { isoNow, type StoreDb } from "../store";
import type { StoreSchema } from "../store-schema";
import { type StoredCompany, toStoredCompany } from "./store-companies";

/**
 * The admin's queries on the store's companies (the source of truth the build copies into the
 * snapshot): search and paging, slug look-ups for edits, flags, deletes, dashboard counts.
 */

/** The list's query (`q` matches the company's name or its city's, substring, case-insensitive) and its page size. */
export type AdminCompanyFilters = AdminCompanyListQuery & { pageSize: number };

/** `%q%` for LIKE with `\` escaping the wildcards, so "100%" matches only a literal percent sign. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `lower(column) LIKE lower(pattern)`: case-insensitive on both engines (Postgres LIKE is case-sensitive). */
const likeLower = (column: "name" | "city", pattern: string) => sql<boolean>`lower(${sql.ref(column)}) LIKE lower(${pattern}) ESCAPE '\\'`;

function whereFilters(filters: AdminCompanyFilters) {
  return (eb: ExpressionBuilder<StoreSchema, "companies">) => {
    const conditions = [];
    if (filters.q) {
      const pattern = likePattern(filters.q);
      conditions.push(eb.or([likeLower("name", pattern), likeLower("city", pattern)]));
    }
    if (filters.state) conditions.push(eb("state", "=", filters.state));
    if (filters.featured !== undefined) conditions.push(eb("is_featured", "=", filters.featured ? 1 : 0));
    if (filters.inList !== undefined) conditions.push(eb("is_in_list", "=", filters.inList ? 1 : 0));
    return eb.and(conditions);
  };
}

/**
 * A page of companies matching the filters, by name (case-insensitive) then id, with the total
 * count for the pager.
 * @example listAdminCompanies(db, { q: "lopez", state: "TX", page: 1, pageSize: 25 })
 */
export async function listAdminCompanies(db: StoreDb, filters: AdminCompanyFilters): Promise<{ companies: StoredCompany[]; total: number }> {
  const where = whereFilters(filters);
  const total = await countRows(db.selectFrom("companies").where(where));
  const rows = await db
    .selectFrom("companies")
    .selectAll()
    .where(where)
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)
    .execute();
  return { companies: rows.map(toStoredCompany), total };
}

/** The id of the company using `slug`, or undefined. */
export async function findCompanyIdBySlug(db: StoreDb, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom("companies").select("id").where("slug", "=", slug).executeTakeFirst();
  return row?.id;
}

/** Gives a company a new slug (an edit then writes its other columns by that slug). */
export async function renameCompanySlug(db: StoreDb, id: number, slug: string, now = Date.now()): Promise<void> {
  await db
    .updateTable("companies")
    .set({ slug, updated_at: isoNow(now) })
    .where("id", "=", id)
    .execute();
}

/** Sets the featured and/or in-list flags; false when there is no such company. */
export async function updateCompanyFlags(
  db: StoreDb,
  id: number,
  flags: { isFeatured?: boolean; isInList?: boolean },
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable("companies")
    .set({
      ...(flags.isFeatured === undefined ? {} : { is_featured: flags.isFeatured ? 1 : 0 }),
      ...(flags.isInList === undefined ? {} : { is_in_list: flags.isInList ? 1 : 0 }),
      updated_at: isoNow(now),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes a company; false when there is no such company. Leads keep its id in lead_companies
 * (no foreign key), so a lead still shows that a since-deleted mover was matched.
 */
export async function deleteCompanyById(db: StoreDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom("companies").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Companies in the store: all, featured, in the public list (the dashboard). */
export async function countCompanyFigures(db: StoreDb): Promise<{ total: number; featured: number; inList: number }> {
  const row = await db
    .selectFrom("companies")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number | null>("is_featured").as("featured"),
      eb.fn.sum<number | null>("is_in_list").as("inList"),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), featured: Number(row.featured ?? 0), inList: Number(row.inList ?? 0) };
}
