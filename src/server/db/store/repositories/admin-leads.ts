import type { ExpressionBuilder } from "kysely";
import type { DeliverySummary } from "../../../../lib/admin/lead-deliveries";
import {
  ADMIN_LEAD_FIELDS,
  type AdminLead,
  type AdminLeadDetail,
  type AdminLeadFilters,
  type AdminLeadListItem,
  type AdminLeadsPage,
  LEAD_DETAIL_FIELDS,
  type LeadStatusChange,
} from "../../../../lib/admin/leads-api";
import { addDays } from "../../../../lib/dates";
import { LEAD_FIELD_LIST } from "../../../../lib/leads/fields";
import { LEAD_STATUSES, type LeadStatus } from "../../../../lib/leads/pipeline";
import { countRows } from "../count-rows";
import { isoNow, type StoreDb } from "../store";
import type { StoreSchema } from "../store-schema";
import { listLeadDeliveries, summarizeLeadDeliveries } from "./deliveries";

/**
 * The admin's queries on leads: filtered pages, a page-by-page export, detail with the matched
 * companies (named from the store's companies) and status history, status changes, counts.
 * Rows come back in the admin API's shapes (lib/admin/leads-api.ts), field by field from the
 * lead field table.
 */

/** The query scope of `selectFrom("leads as l")`. */
type LeadsAsL = ExpressionBuilder<StoreSchema & { l: StoreSchema["leads"] }, "l">;
type LeadColumn = `l.${keyof StoreSchema["leads"] & string}`;

/** The lead's columns under the names the admin API uses. */
const selectLead = (eb: LeadsAsL) => [
  eb.ref("l.id").as("id"),
  eb.ref("l.public_id").as("publicId"),
  eb.ref("l.status").as("status"),
  eb.ref("l.created_at").as("createdAt"),
  ...ADMIN_LEAD_FIELDS.map((f) => eb.ref(`l.${f.column}` as LeadColumn).as(f.admin)),
  ...LEAD_DETAIL_FIELDS.map((f) => eb.ref(`l.${f.name}` as LeadColumn).as(f.name)),
];

const FLAGS = new Set(LEAD_FIELD_LIST.filter((f) => f.flag).map((f) => f.admin));

function toLead(row: object): AdminLead {
  const r = row as Record<string, unknown>;
  const lead: Record<string, unknown> = { id: r.id, publicId: r.publicId, status: r.status, createdAt: r.createdAt };
  for (const f of ADMIN_LEAD_FIELDS) lead[f.admin] = FLAGS.has(f.admin) ? Number(r[f.admin]) === 1 : r[f.admin];
  lead.details = Object.fromEntries(LEAD_DETAIL_FIELDS.map((f) => [f.name, r[f.name]]));
  return lead as AdminLead;
}

/** The day after a YYYY-MM-DD day: `to` is inclusive, so rows created before its next midnight match. */
const nextDay = (day: string) => addDays(day, 1);

function whereFilters(f: AdminLeadFilters) {
  return (eb: LeadsAsL) => {
    // The QA suite's test leads (purged after their run) are never listed or exported.
    const conditions = [eb("l.is_test", "=", 0)];
    if (f.status) conditions.push(eb("l.status", "=", f.status));
    // ISO text compares in time order, so day strings bound it directly.
    if (f.from) conditions.push(eb("l.created_at", ">=", f.from));
    if (f.to) conditions.push(eb("l.created_at", "<", nextDay(f.to)));
    if (f.state) conditions.push(eb.or([eb("l.from_state", "=", f.state), eb("l.to_state", "=", f.state)]));
    return eb.and(conditions);
  };
}

/** A page of leads matching the filters, newest first, with the total count for the pager. */
export async function listAdminLeads(db: StoreDb, filters: AdminLeadFilters, page: { page: number; pageSize: number }): Promise<AdminLeadsPage> {
  const where = whereFilters(filters);
  const total = await countRows(db.selectFrom("leads as l").where(where));
  const rows = await db
    .selectFrom("leads as l")
    .select(selectLead)
    .where(where)
    .orderBy("l.created_at", "desc")
    .orderBy("l.id", "desc")
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const summaries = await summarizeLeadDeliveries(
    db,
    rows.map((r) => r.id),
  );
  const leads: AdminLeadListItem[] = rows.map((r) => ({ ...toLead(r), deliveries: summaries.get(r.id) as DeliverySummary }));
  return { leads, total, page: page.page, pageSize: page.pageSize };
}

/** Rows per page of `iterateAdminLeads`. */
export const LEAD_EXPORT_PAGE_SIZE = 500;

/**
 * Every lead matching the filters, newest id first, read a page at a time by id (keyset, so
 * each page is an indexed range however deep the export goes, and memory stays one page).
 */
export async function* iterateAdminLeads(db: StoreDb, filters: AdminLeadFilters, pageSize = LEAD_EXPORT_PAGE_SIZE): AsyncGenerator<AdminLead[]> {
  const where = whereFilters(filters);
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .selectFrom("leads as l")
      .select(selectLead)
      .where(where)
      .$if(before !== undefined, (q) => q.where("l.id", "<", before as number))
      .orderBy("l.id", "desc")
      .limit(pageSize)
      .execute();
    if (rows.length > 0) yield rows.map(toLead);
    if (rows.length < pageSize) return;
    before = rows[rows.length - 1].id;
  }
}

/** A lead with its matched companies (the visitor's picks first) and its status history, oldest change first. */
export async function getAdminLead(db: StoreDb, id: number): Promise<AdminLeadDetail | undefined> {
  const row = await db.selectFrom("leads as l").select(selectLead).where("l.id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  // No foreign key to companies: a deleted company still shows, by id.
  const links = await db
    .selectFrom("lead_companies as lc")
    .leftJoin("companies as c", "c.id", "lc.company_id")
    .select(["lc.company_id as id", "lc.selected", "c.slug", "c.name", "c.city", "c.state"])
    .where("lc.lead_id", "=", id)
    .execute();
  const companies = links
    .map((c) => ({ id: c.id, slug: c.slug, name: c.name ?? `Deleted company #${c.id}`, city: c.city, state: c.state, selected: c.selected === 1 }))
    .sort((a, b) => Number(b.selected) - Number(a.selected) || a.name.localeCompare(b.name) || a.id - b.id);
  const history = await db
    .selectFrom("lead_status_history")
    .select(["from_status as fromStatus", "to_status as toStatus", "changed_by as changedBy", "note", "changed_at as changedAt"])
    .where("lead_id", "=", id)
    .orderBy("id")
    .execute();
  return { ...toLead(row), companies, history: history as LeadStatusChange[], deliveries: await listLeadDeliveries(db, id) };
}

/** A lead's current status, or undefined. */
export async function getLeadStatus(db: StoreDb, id: number): Promise<LeadStatus | undefined> {
  const row = await db.selectFrom("leads").select("status").where("id", "=", id).executeTakeFirst();
  return row?.status as LeadStatus | undefined;
}

/**
 * Moves a lead from `from` to `to` and records who did it; false when the lead is no longer in
 * `from` (another admin moved it first). Call inside a transaction so both writes land together.
 */
export async function updateLeadStatus(
  db: StoreDb,
  change: { id: number; from: LeadStatus; to: LeadStatus; by: string; note: string },
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({ status: change.to })
    .where("id", "=", change.id)
    .where("status", "=", change.from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db
    .insertInto("lead_status_history")
    .values({ lead_id: change.id, from_status: change.from, to_status: change.to, changed_by: change.by, note: change.note, changed_at: isoNow(now) })
    .execute();
  return true;
}

export type StatusCounts = Record<LeadStatus, number>;

/** Leads created since `sinceIso`, by status (every status present); test leads left out. */
export async function countLeadsByStatusSince(db: StoreDb, sinceIso: string): Promise<StatusCounts> {
  const rows = await db
    .selectFrom("leads")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", sinceIso)
    .where("is_test", "=", 0)
    .groupBy("status")
    .execute();
  const out = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const r of rows) out[r.status as LeadStatus] = Number(r.n);
  return out;
}

export async function countLeads(db: StoreDb): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_test", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
