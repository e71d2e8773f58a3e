import type { Inquiry } from "../../lib/inquiries";
import type { Db } from "./snapshot";

/** Business inquiries from the offer pages (listing, featured, leads, advertising). */

/** Stores one inquiry and returns its id. */
export function insertInquiry(db: Db, inquiry: Inquiry, ipAddress: string | null): number {
  const result = db
    .prepare(
      `INSERT INTO business_inquiries (company_name, contact_name, email, phone, topic, message, ip_address)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(inquiry.companyName, inquiry.contactName, inquiry.email, inquiry.phone ?? null, inquiry.topic, inquiry.message, ipAddress);
  return Number(result.lastInsertRowid);
}

/** How many inquiries an IP address sent since `sinceIso` (abuse limit). */
export function countRecentInquiries(db: Db, ipAddress: string, sinceIso: string): number {
  const row = db
    .prepare<[string, string], { n: number }>("SELECT count(*) AS n FROM business_inquiries WHERE ip_address = ? AND created_at >= ?")
    .get(ipAddress, sinceIso);
  return row?.n ?? 0;
}

export interface InquiryRow extends Inquiry {
  id: number;
  createdAt: string;
}

/** The newest inquiries first (admin). */
export function listInquiries(db: Db, limit = 50): InquiryRow[] {
  return db
    .prepare<[number], InquiryRow>(
      `SELECT id, company_name AS companyName, contact_name AS contactName, email, phone, topic, message, created_at AS createdAt
       FROM business_inquiries ORDER BY id DESC LIMIT ?`,
    )
    .all(limit);
}
