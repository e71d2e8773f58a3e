import { z } from "zod";
import { isRealDay } from "../dates";
import { pagedSchema } from "../paging";
import { parsePage } from "./company-list-query";
import { pageParamSchema } from "./page-param";

/**
 * The admin audit log: who changed what and when. The list query (in the page URL and the API)
 * and the response shapes, shared by the island, the function and the use case.
 */

export const AUDIT_PATH = "/api/admin/audit";

/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** Longest free-text filter (actor, action, target type). */
export const AUDIT_FILTER_MAX = 100;

/** Readable names of the actions the site records; an action missing here is shown as stored. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "admin.login": "Logged in",
  "admin.logout": "Logged out",
  "company.update": "Edited a company",
  "company.delete": "Deleted a company",
  "company.toggle": "Changed a company's flags",
  "upload.create": "Uploaded a CSV file",
  "upload.import": "Imported a CSV file",
  "upload.cancel": "Cancelled a CSV upload",
  "lead.status": "Changed a lead's status",
  "delivery.resend": "Resent a delivery",
  "inquiry.update": "Updated an inquiry",
  "site.rebuild": "Requested a rebuild",
  "account.create": "Added an admin",
  "account.delete": "Removed an admin",
  "account.password": "Changed a password",
  "session.revoke": "Revoked a session",
  "settings.update": "Changed site details",
  "integration.test": "Tested an integration",
  "script.run": "Started a script",
  "job.cancel": "Cancelled a job",
  "schedule.create": "Created a schedule",
  "schedule.update": "Edited a schedule",
  "schedule.enable": "Enabled a schedule",
  "schedule.disable": "Disabled a schedule",
  "schedule.delete": "Deleted a schedule",
  "database.backup": "Made a database backup",
  "database.backup.download": "Downloaded a database backup",
  "database.restore": "Restored the database",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

const filterText = z.string().trim().max(AUDIT_FILTER_MAX, `must be at most ${AUDIT_FILTER_MAX} characters`).optional();
const dayText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine(isRealDay, "must be a real date")
  .optional();

/** GET /api/admin/audit?actor=&action=&target_type=&from=&to=&page= (from/to are UTC days, both included). */
export const auditListQuerySchema = z
  .object({ actor: filterText, action: filterText, target_type: filterText, from: dayText, to: dayText, page: pageParamSchema })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be after the end date", path: ["from"] });
export type AuditListFilters = z.output<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  /** Parsed JSON details, or null. */
  details: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit`. */
export const auditPageSchema = pagedSchema("entries", auditEntrySchema).extend({
  /** Every actor, action and target type in the log, for the filter lists. */
  options: z.object({ actors: z.array(z.string()), actions: z.array(z.string()), targetTypes: z.array(z.string()) }),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The filters as they sit in the page URL, read leniently (blank = all). */
export interface AuditListQuery {
  actor: string;
  action: string;
  targetType: string;
  from: string;
  to: string;
  page: number;
}

export const EMPTY_AUDIT_QUERY: AuditListQuery = { actor: "", action: "", targetType: "", from: "", to: "", page: 1 };

const day = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : "");
const short = (v: string | undefined) => (v ?? "").slice(0, AUDIT_FILTER_MAX);

/** @example parseAuditListQuery({ actor: "admin", page: "2" }) // { actor: "admin", ..., page: 2 } */
export function parseAuditListQuery(search: Record<string, string | undefined>): AuditListQuery {
  return {
    actor: short(search.actor),
    action: short(search.action),
    targetType: short(search.target_type),
    from: day(search.from),
    to: day(search.to),
    page: parsePage(search.page),
  };
}

/** The query parameters of the filters, without blanks and without page 1 (API call and page URL). */
export function auditListParams(q: AuditListQuery): Record<string, string | undefined> {
  return {
    actor: q.actor || undefined,
    action: q.action || undefined,
    target_type: q.targetType || undefined,
    from: q.from || undefined,
    to: q.to || undefined,
    page: q.page > 1 ? String(q.page) : undefined,
  };
}
