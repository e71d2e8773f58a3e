import { z } from "zod";
import { LEAD_FIELD_LIST, type LEAD_FIELDS, type LeadFieldName, leadColumn } from "../leads/fields";
import { type LeadStatus, leadFiltersSchema, leadStatusSchema } from "../leads/pipeline";
import type { Paged } from "../paging";
import { rowIdParamSchema } from "../path-params";
import type { AdminLeadDelivery, DeliverySummary } from "./lead-deliveries";
import { pageParamSchema } from "./page-param";

/**
 * The admin leads API: `GET /api/admin/leads`, `GET /api/admin/leads/:id`,
 * `POST /api/admin/leads/:id/status` and the CSV export. Request schemas, limits and the
 * response shapes, shared by the functions, the use cases and the admin island. A lead's own
 * fields come from the lead field table (lib/leads/fields.ts).
 */

export const ADMIN_LEADS_PAGE_SIZE = 25;

/** POST /api/admin/leads/:id/deliveries/:deliveryId/resend: both row ids. */
export const leadDeliveryParamsSchema = z.object({ id: rowIdParamSchema, deliveryId: rowIdParamSchema });
export type LeadDeliveryParams = z.infer<typeof leadDeliveryParamsSchema>;
/** Longest note kept with a status change. */
export const MAX_NOTE = 1000;

/** `GET /api/admin/leads?status=&from=&to=&state=&page=`. */
export const adminLeadsQuerySchema = leadFiltersSchema.and(z.object({ page: pageParamSchema }));

/** `POST /api/admin/leads/:id/status` body. */
export const leadStatusChangeSchema = z.object({
  status: leadStatusSchema,
  note: z.string({ error: "must be text" }).trim().max(MAX_NOTE, `must be at most ${MAX_NOTE} characters`).optional(),
});
export type LeadStatusChangeRequest = z.output<typeof leadStatusChangeSchema>;

export type AdminLeadFilters = z.output<typeof leadFiltersSchema>;

type Fields = typeof LEAD_FIELDS;
/** A stored value as the API answers it: flags as booleans, counts as numbers, the rest as text. */
type AdminValue<T> = [T] extends [boolean] ? boolean : [T] extends [number | undefined] ? number : string;
type AdminKey<K extends LeadFieldName> = Fields[K] extends { admin: infer A extends string } ? A : never;
export type LeadDetailField = { [K in LeadFieldName]: Fields[K] extends { detail: true } ? K : never }[LeadFieldName];

/** The lead's fields the admin reads, under their `admin` keys. */
export type AdminLeadFields = { [K in LeadFieldName as AdminKey<K>]: AdminValue<z.output<Fields[K]["rule"]>> };
/** The rarely used payload fields ('' when not sent), by field name. */
export type LeadDetails = Record<LeadDetailField, string>;

export type AdminLead = AdminLeadFields & {
  id: number;
  publicId: string;
  status: LeadStatus;
  createdAt: string;
  details: LeadDetails;
};

/** The fields the admin reads, in table order: `admin` key and store column of each. */
export const ADMIN_LEAD_FIELDS = LEAD_FIELD_LIST.filter((f) => f.admin !== undefined).map((f) => ({
  name: f.name,
  admin: f.admin as keyof AdminLeadFields,
  column: leadColumn(f) as string,
  label: f.label,
}));

/** The detail fields with their labels, for the "As submitted" panel. */
export const LEAD_DETAIL_FIELDS = LEAD_FIELD_LIST.filter((f) => f.detail).map((f) => ({ name: f.name as LeadDetailField, label: f.label }));

/** A company a lead was matched with; slug, city and state are null once the company was deleted. */
export interface AdminLeadCompany {
  id: number;
  slug: string | null;
  name: string;
  city: string | null;
  state: string | null;
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
  /** The lead's emails and webhooks to its movers and the visitor, each with its own status. */
  deliveries: AdminLeadDelivery[];
}

/** `GET /api/admin/leads/:id` (and the status and resend answers): with what the status control may offer next. */
export type LeadView = AdminLeadDetail & { nextStatuses: LeadStatus[] };

/** A lead in the admin list, with how its deliveries stand. */
export type AdminLeadListItem = AdminLead & { deliveries: DeliverySummary };

/** `GET /api/admin/leads` answer. */
export type AdminLeadsPage = Paged<"leads", AdminLeadListItem>;
