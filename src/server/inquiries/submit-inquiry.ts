import type { Inquiry } from "../../lib/inquiries";
import { countRecentInquiries, insertInquiry } from "../db/inquiries";
import type { StoreDb } from "../db/store";

/** Inquiries one network may send an hour: plenty for a company, little for a spammer. */
export const INQUIRIES_PER_IP_PER_HOUR = 5;

export type SubmitInquiryResult = { ok: true; id: number } | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/** Stores a validated business inquiry, unless the caller's network already sent its hourly share. */
export async function submitInquiry(db: StoreDb, inquiry: Inquiry, ipAddress: string | null, now = Date.now()): Promise<SubmitInquiryResult> {
  if (ipAddress) {
    const hourAgo = new Date(now - 3_600_000).toISOString();
    if ((await countRecentInquiries(db, ipAddress, hourAgo)) >= INQUIRIES_PER_IP_PER_HOUR) {
      return { ok: false, status: 429, message: "Too many requests from your network. Please try again in an hour or email us.", retryAfterSeconds: 3600 };
    }
  }
  return { ok: true, id: await insertInquiry(db, inquiry, ipAddress, now) };
}
