import { type AdminInquiryDetail, type AdminInquiryPage, INQUIRY_PAGE_SIZE, type InquiryPatch } from "../../lib/admin/inquiries-api";
import type { AppConfig } from "../config";
import { recordAudit } from "../db/store/repositories/audit";
import { getAdminInquiry, type InquiryFilters, listAdminInquiries, updateAdminInquiry } from "../db/store/repositories/inquiries";
import type { Store } from "../db/store/store";

/** What the admin does with company inquiries: list, open, change status, add notes. */

/** A page of inquiries, newest first, and whether new ones reach the owner by email. */
export async function listInquiriesForAdmin(
  store: Store,
  filters: InquiryFilters,
  page: number,
  cfg: Pick<AppConfig, "SITE_OWNER_EMAIL">,
): Promise<AdminInquiryPage> {
  const result = await listAdminInquiries(store.db, filters, { page, pageSize: INQUIRY_PAGE_SIZE });
  return { ...result, ownerNotified: cfg.SITE_OWNER_EMAIL !== undefined };
}

export function getInquiryForAdmin(store: Store, id: number): Promise<AdminInquiryDetail | undefined> {
  return getAdminInquiry(store.db, id);
}

/**
 * Applies an admin's status change and/or note in one transaction and answers the inquiry as
 * it now is; undefined when there is no such inquiry.
 */
export async function updateInquiryForAdmin(store: Store, id: number, patch: InquiryPatch, by: string): Promise<AdminInquiryDetail | undefined> {
  const found = await store.db.transaction().execute(async (trx) => {
    if (!(await updateAdminInquiry(trx, { id, status: patch.status, note: patch.note, by }))) return false;
    const what = [patch.status ? `status set to ${patch.status}` : "", patch.note ? "note added" : ""].filter(Boolean).join(", ");
    await recordAudit(trx, {
      actor: by,
      action: "inquiry.update",
      targetType: "inquiry",
      targetId: id,
      summary: `Updated inquiry ${id}: ${what}`,
      details: { status: patch.status ?? null, note: patch.note ?? null },
    });
    return true;
  });
  return found ? getAdminInquiry(store.db, id) : undefined;
}
