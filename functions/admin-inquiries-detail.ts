import { INQUIRY_PATCH_MAX_BYTES, inquiryPatchSchema } from "../src/lib/admin/inquiries-api";
import { adminGetById, adminPatchById } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";
import { getInquiryForAdmin, updateInquiryForAdmin } from "../src/server/inquiries/admin-inquiries";

const NOT_FOUND = "Inquiry not found";

/**
 * GET /api/admin/inquiries/:id: one company inquiry with its notes, oldest first.
 * PATCH `{ status?, note? }`: changes the status and/or adds a note (recorded with who and
 * when); answers the inquiry as it now is.
 */
export default defineFunction({
  GET: adminGetById(NOT_FOUND, getInquiryForAdmin),
  PATCH: adminPatchById(NOT_FOUND, { schema: inquiryPatchSchema, maxBytes: INQUIRY_PATCH_MAX_BYTES }, updateInquiryForAdmin),
});

export const config = { path: "/api/admin/inquiries/:id" };
