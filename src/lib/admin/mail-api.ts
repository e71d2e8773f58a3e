import { z } from "zod";
import type { Paged } from "../paging";
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

/** `GET /api/admin/mail`: a page of emails, newest first. */
export type AdminMailPage = Paged<"messages", AdminMailMessage>;

/** An email as the Mail page lists it. */
export interface AdminMailMessage {
  id: number;
  kind: Exclude<DeliveryKind, "warehouse" | "mover-webhook">;
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  lead_id: number | null;
  inquiry_id: number | null;
  created_at: string;
  updated_at: string;
}
