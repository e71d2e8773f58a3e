import type { AdminInquiry, AdminInquiryDetail, InquiryNote, InquiryStatus } from "../../../../lib/admin/inquiries-api";
import type { Inquiry, InquiryTopic } from "../../../../lib/inquiries/inquiries-api";
import { isoNow, type StoreDb } from "../store";

/**
 * Business inquiries from the offer pages (listing, featured, leads, advertising): stored from
 * the form, then listed, opened, moved along their status and annotated by the admin.
 */

/** Stores one inquiry (status new) and returns its id. */
export async function insertInquiry(db: StoreDb, inquiry: Inquiry, ipAddress: string | null, now = Date.now()): Promise<number> {
  const at = isoNow(now);
  const row = await db
    .insertInto("business_inquiries")
    .values({
      company_name: inquiry.companyName,
      contact_name: inquiry.contactName,
      email: inquiry.email,
      phone: inquiry.phone ?? null,
      topic: inquiry.topic,
      message: inquiry.message,
      ip_address: ipAddress,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const COLUMNS = [
  "id",
  "company_name as companyName",
  "contact_name as contactName",
  "email",
  "phone",
  "topic",
  "message",
  "status",
  "created_at as createdAt",
  "updated_at as updatedAt",
] as const;

type Row = Omit<AdminInquiry, "topic" | "status"> & { topic: string; status: string };
const toInquiry = (r: Row): AdminInquiry => ({ ...r, topic: r.topic as InquiryTopic, status: r.status as InquiryStatus });

export interface InquiryFilters {
  topic?: InquiryTopic;
  status?: InquiryStatus;
}

/** A page of inquiries matching the filters, newest first, with the total for the pager. */
export async function listAdminInquiries(db: StoreDb, filters: InquiryFilters, page: { page: number; pageSize: number }) {
  const base = db
    .selectFrom("business_inquiries")
    .$if(filters.topic !== undefined, (q) => q.where("topic", "=", filters.topic as string))
    .$if(filters.status !== undefined, (q) => q.where("status", "=", filters.status as string));
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await base
    .select(COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { inquiries: rows.map(toInquiry), total: Number(count.n), page: page.page, pageSize: page.pageSize };
}

/** The newest inquiries first, unfiltered (tests and quick checks). */
export async function listInquiries(db: StoreDb, limit = 50): Promise<AdminInquiry[]> {
  return (await listAdminInquiries(db, {}, { page: 1, pageSize: limit })).inquiries;
}

/** One inquiry with its notes, oldest note first; undefined when there is no such inquiry. */
export async function getAdminInquiry(db: StoreDb, id: number): Promise<AdminInquiryDetail | undefined> {
  const row = await db.selectFrom("business_inquiries").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const notes = await db
    .selectFrom("inquiry_notes")
    .select(["id", "author", "body as text", "status_from as statusFrom", "status_to as statusTo", "created_at as createdAt"])
    .where("inquiry_id", "=", id)
    .orderBy("id")
    .execute();
  return { ...toInquiry(row), notes: notes as InquiryNote[] };
}

/**
 * Sets an inquiry's status (when given) and adds a note row recording the text and the status
 * change; false when there is no such inquiry. Call inside a transaction so both land together.
 * The update applies only while the status is still the one read, so when two admins change it
 * at once each note records the status it really moved from.
 */
export async function updateAdminInquiry(
  db: StoreDb,
  change: { id: number; status?: InquiryStatus; note?: string; by: string },
  now = Date.now(),
): Promise<boolean> {
  const at = isoNow(now);
  for (;;) {
    const current = await db.selectFrom("business_inquiries").select("status").where("id", "=", change.id).executeTakeFirst();
    if (!current) return false;
    const moved = change.status !== undefined && change.status !== current.status;
    const result = await db
      .updateTable("business_inquiries")
      .set({ updated_at: at, ...(moved ? { status: change.status } : {}) })
      .where("id", "=", change.id)
      .where("status", "=", current.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    if (moved || change.note) {
      await db
        .insertInto("inquiry_notes")
        .values({
          inquiry_id: change.id,
          author: change.by,
          body: change.note ?? "",
          status_from: moved ? current.status : null,
          status_to: moved ? (change.status as InquiryStatus) : null,
          created_at: at,
        })
        .execute();
    }
    return true;
  }
}
