import type { AuditEntry, AuditListFilters, AuditPage } from "../../../../lib/admin/audit-api";
import { AUDIT_PAGE_SIZE } from "../../../../lib/admin/audit-api";
import { addDays } from "../../../../lib/dates";
import { isoNow, type StoreDb } from "../store";

/** The admin audit log: one row per admin write, appended in the write's own transaction. */

export interface AuditRecord {
  /** The admin's username ('system' for work no admin started). */
  actor: string;
  /** What was done, as `area.verb`: 'company.update', 'account.create', ... */
  action: string;
  /** What it was done to: 'company', 'lead', 'admin_user', 'settings', ... */
  targetType: string;
  targetId?: string | number | null;
  /** One line a person reads: "Edited Acme Movers (name, phone)". */
  summary: string;
  /** Anything worth keeping beside the summary (stored as JSON; never secrets). */
  details?: unknown;
}

const SUMMARY_MAX = 500;
const DETAILS_MAX = 8000;

/**
 * Appends an entry. Pass the transaction of the write it describes, so the write and its record
 * land together or not at all.
 */
export async function recordAudit(db: StoreDb, entry: AuditRecord): Promise<void> {
  let details: string | null = entry.details === undefined ? null : JSON.stringify(entry.details);
  if (details !== null && details.length > DETAILS_MAX) details = JSON.stringify({ truncated: details.slice(0, DETAILS_MAX) });
  await db
    .insertInto("admin_audit")
    .values({
      created_at: isoNow(),
      actor: entry.actor.slice(0, 200),
      action: entry.action.slice(0, 100),
      target_type: entry.targetType.slice(0, 100),
      target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId).slice(0, 200),
      summary: entry.summary.slice(0, SUMMARY_MAX),
      details,
    })
    .execute();
}

function parseDetails(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The day after `day` (YYYY-MM-DD), so an end date includes that whole UTC day. */
const nextDay = (day: string) => `${addDays(day, 1)}T00:00:00.000Z`;

/** One page of the log, newest first, with the values the filters can take. */
export async function listAudit(db: StoreDb, filters: Partial<AuditListFilters> = {}): Promise<AuditPage> {
  const page = filters.page ?? 1;
  let query = db.selectFrom("admin_audit");
  if (filters.actor) query = query.where("actor", "=", filters.actor);
  if (filters.action) query = query.where("action", "=", filters.action);
  if (filters.target_type) query = query.where("target_type", "=", filters.target_type);
  if (filters.from) query = query.where("created_at", ">=", `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where("created_at", "<", nextDay(filters.to));

  const [rows, count, actors, actions, targetTypes] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    db.selectFrom("admin_audit").select("actor").distinct().orderBy("actor").execute(),
    db.selectFrom("admin_audit").select("action").distinct().orderBy("action").execute(),
    db.selectFrom("admin_audit").select("target_type").distinct().orderBy("target_type").execute(),
  ]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    actor: r.actor,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    summary: r.summary,
    details: parseDetails(r.details),
  }));
  return {
    entries,
    total: Number(count.n),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    options: { actors: actors.map((r) => r.actor), actions: actions.map((r) => r.action), targetTypes: targetTypes.map((r) => r.target_type) },
  };
}
