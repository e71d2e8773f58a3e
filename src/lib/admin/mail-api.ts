import { z } from "zod";
import { pagedSchema } from "../paging";
import type { DeliveryKind, OutboxStatus } from "./lead-deliveries";
import { pageParamSchema } from "./page-param";

/** The admin mail API (`GET /api/admin/mail?status=&page=`): its query schema and page size. */

export const ADMIN_MAIL_PAGE_SIZE = 25;

/** The statuses the Mail page filters by (skipped emails have no message and are never listed). */
export const MAIL_STATUSES = ["pending", "delivered", "failed", "held"] as const;

export const mailListQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: "must be pending, delivered, failed or held" }).optional(),
  page: pageParamSchema,
});

/** An email as the Mail page lists it. */
export const adminMailMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["mover-email", "visitor-email", "owner-email"] satisfies Exclude<DeliveryKind, "warehouse" | "mover-webhook">[]),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  replyTo: z.string().nullable(),
  status: z.enum(["pending", "delivered", "failed", "skipped", "held"] satisfies OutboxStatus[]),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  lead_id: z.number().int().nullable(),
  inquiry_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminMailMessage = z.infer<typeof adminMailMessageSchema>;

/** `GET /api/admin/mail`: a page of emails, newest first. */
export const adminMailPageSchema = pagedSchema("messages", adminMailMessageSchema);
export type AdminMailPage = z.infer<typeof adminMailPageSchema>;
