import type { Inquiry } from "../../lib/inquiries";
import { isoNow, type StoreDb } from "./store";

/** Business inquiries from the offer pages (listing, featured, leads, advertising). */

/** Stores one inquiry and returns its id. */
export async function insertInquiry(db: StoreDb, inquiry: Inquiry, ipAddress: string | null, now = Date.now()): Promise<number> {
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
      created_at: isoNow(now),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many inquiries an IP address sent since `sinceIso` (abuse limit). */
export async function countRecentInquiries(db: StoreDb, ipAddress: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom("business_inquiries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ip_address", "=", ipAddress)
    .where("created_at", ">=", sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface InquiryRow extends Inquiry {
  id: number;
  createdAt: string;
}

/** The newest inquiries first (admin). */
export async function listInquiries(db: StoreDb, limit = 50): Promise<InquiryRow[]> {
  const rows = await db
    .selectFrom("business_inquiries")
    .select(["id", "company_name", "contact_name", "email", "phone", "topic", "message", "created_at"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    companyName: r.company_name,
    contactName: r.contact_name,
    email: r.email,
    phone: r.phone ?? undefined,
    topic: r.topic as Inquiry["topic"],
    message: r.message,
    createdAt: r.created_at,
  }));
}
