import { canTransition, LEAD_STATUSES, type LeadStatus } from "../../lib/leads/pipeline";
import type { Db } from "./snapshot";

/** The admin's view of leads: filtered lists, detail with companies and history, status changes, dashboard figures. */

export interface AdminLeadFilters {
  status?: LeadStatus;
  /** First day (YYYY-MM-DD, UTC) of the created-at range, inclusive. */
  from?: string;
  /** Last day (YYYY-MM-DD, UTC) of the created-at range, inclusive. */
  to?: string;
  /** Two-letter state the move starts or ends in. */
  state?: string;
}

export interface AdminLead {
  id: number;
  publicId: string;
  status: LeadStatus;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  fromZip: string;
  fromCity: string;
  fromState: string;
  toZip: string;
  toCity: string;
  toState: string;
  moveDate: string;
  moveSize: string;
  numberOfRooms: number;
  needsAutoTransport: boolean;
  source: string;
  createdAt: string;
}

export interface AdminLeadCompany {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  selected: boolean;
}

export interface LeadStatusChange {
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  changedBy: string;
  note: string;
  changedAt: string;
}

export interface AdminLeadDetail extends AdminLead {
  companies: AdminLeadCompany[];
  history: LeadStatusChange[];
}

const LEAD_COLUMNS = `l.id, l.public_id AS publicId, l.status, l.first_name AS firstName, l.last_name AS lastName,
  l.email, l.phone, l.from_zip AS fromZip, l.from_city AS fromCity, l.from_state AS fromState, l.to_zip AS toZip,
  l.to_city AS toCity, l.to_state AS toState, l.move_date AS moveDate, l.move_size AS moveSize,
  l.number_of_rooms AS numberOfRooms, l.needs_auto_transport AS needsAutoTransport, l.source, l.created_at AS createdAt`;

const WHERE = `FROM leads l
  WHERE (@status IS NULL OR l.status = @status)
    AND (@from IS NULL OR l.created_at >= @from)
    AND (@to IS NULL OR l.created_at < strftime('%Y-%m-%d', @to, '+1 day'))
    AND (@state IS NULL OR l.from_state = @state OR l.to_state = @state)`;

type LeadRow = Omit<AdminLead, "needsAutoTransport"> & { needsAutoTransport: number };
const toLead = (r: LeadRow): AdminLead => ({ ...r, needsAutoTransport: r.needsAutoTransport === 1 });

const filterParams = (f: AdminLeadFilters) => ({ status: f.status ?? null, from: f.from ?? null, to: f.to ?? null, state: f.state ?? null });

/** A page of leads matching the filters, newest first, with the total count for the pager. */
export function listAdminLeads(db: Db, filters: AdminLeadFilters, page: { page: number; pageSize: number }) {
  const params = filterParams(filters);
  const total = db.prepare<typeof params, { n: number }>(`SELECT count(*) AS n ${WHERE}`).get(params)?.n ?? 0;
  const leads = db
    .prepare<typeof params & { limit: number; offset: number }, LeadRow>(
      `SELECT ${LEAD_COLUMNS} ${WHERE} ORDER BY l.created_at DESC, l.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: page.pageSize, offset: (page.page - 1) * page.pageSize })
    .map(toLead);
  return { leads, total, page: page.page, pageSize: page.pageSize };
}

/** Every lead matching the filters, newest first, read row by row (the CSV export). */
export function* iterateAdminLeads(db: Db, filters: AdminLeadFilters): Generator<AdminLead> {
  const stmt = db.prepare<ReturnType<typeof filterParams>, LeadRow>(`SELECT ${LEAD_COLUMNS} ${WHERE} ORDER BY l.created_at DESC, l.id DESC`);
  for (const row of stmt.iterate(filterParams(filters))) yield toLead(row);
}

/** A lead with its matched companies (and which the visitor selected) and its status history, oldest change first. */
export function getAdminLead(db: Db, id: number): AdminLeadDetail | undefined {
  const row = db.prepare<[number], LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.id = ?`).get(id);
  if (!row) return undefined;
  const companies = db
    .prepare<[number], Omit<AdminLeadCompany, "selected"> & { selected: number }>(
      `SELECT c.id, c.slug, c.name, ci.name AS city, ci.state, lc.selected FROM lead_companies lc
        JOIN companies c ON c.id = lc.company_id JOIN cities ci ON ci.id = c.city_id
        WHERE lc.lead_id = ? ORDER BY lc.selected DESC, c.name`,
    )
    .all(id)
    .map((c) => ({ ...c, selected: c.selected === 1 }));
  const history = db
    .prepare<[number], LeadStatusChange>(
      `SELECT from_status AS fromStatus, to_status AS toStatus, changed_by AS changedBy, note, changed_at AS changedAt
        FROM lead_status_history WHERE lead_id = ? ORDER BY id`,
    )
    .all(id);
  return { ...toLead(row), companies, history };
}

export type StatusChangeResult =
  | { ok: true; from: LeadStatus; to: LeadStatus }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid-transition"; from: LeadStatus };

/**
 * Moves a lead to `to` and records who did it, in one transaction; refuses a move the pipeline
 * does not allow (`canTransition`), so two admins racing cannot skip a step.
 */
export function changeLeadStatus(db: Db, id: number, to: LeadStatus, by: string, note = ""): StatusChangeResult {
  const read = db.prepare<[number], { status: LeadStatus }>("SELECT status FROM leads WHERE id = ?");
  const update = db.prepare("UPDATE leads SET status = ? WHERE id = ?");
  const record = db.prepare("INSERT INTO lead_status_history (lead_id, from_status, to_status, changed_by, note) VALUES (?, ?, ?, ?, ?)");
  return db.transaction((): StatusChangeResult => {
    const current = read.get(id);
    if (!current) return { ok: false, reason: "not-found" };
    if (!canTransition(current.status, to)) return { ok: false, reason: "invalid-transition", from: current.status };
    update.run(to, id);
    record.run(id, current.status, to, by, note);
    return { ok: true, from: current.status, to };
  }).immediate();
}

export type StatusCounts = Record<LeadStatus, number>;

export interface DashboardFigures {
  companies: { total: number; featured: number; inList: number };
  leads: { total: number; today: StatusCounts; last7Days: StatusCounts };
}

/** Figures for the admin dashboard. "Today" is the current UTC day; the 7 days end now. */
export function getDashboardFigures(db: Db, now = new Date()): DashboardFigures {
  const companies = db
    .prepare<[], { total: number; featured: number | null; inList: number | null }>(
      "SELECT count(*) AS total, sum(is_featured) AS featured, sum(is_in_list) AS inList FROM companies",
    )
    .get() ?? { total: 0, featured: 0, inList: 0 };
  const byStatus = db.prepare<[string], { status: LeadStatus; n: number }>(
    "SELECT status, count(*) AS n FROM leads WHERE created_at >= ? GROUP BY status",
  );
  const counts = (since: string): StatusCounts => {
    const out = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as StatusCounts;
    for (const r of byStatus.all(since)) out[r.status] = r.n;
    return out;
  };
  const total = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM leads").get()?.n ?? 0;
  return {
    companies: { total: companies.total, featured: companies.featured ?? 0, inList: companies.inList ?? 0 },
    leads: {
      total,
      today: counts(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`),
      last7Days: counts(new Date(now.getTime() - 7 * 86_400_000).toISOString()),
    },
  };
}
