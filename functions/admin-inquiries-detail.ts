import { inquiryPatchSchema } from "../src/lib/admin/inquiries";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";
import { getInquiryForAdmin, updateInquiryForAdmin } from "../src/server/inquiries/admin-inquiries";

/**
 * GET /api/admin/inquiries/:id: one company inquiry with its notes, oldest first.
 * PATCH `{ status?, note? }`: changes the status and/or adds a note (recorded with who and
 * when); answers the inquiry as it now is.
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ context, store, fail }) {
      const id = idParam(context);
      const inquiry = id === undefined ? undefined : await getInquiryForAdmin(await store(), id);
      return inquiry ? json(inquiry) : fail("Inquiry not found", 404);
    },
  }),
  PATCH: route({
    admin: true,
    body: { schema: inquiryPatchSchema, maxBytes: 16 * 1024 },
    async handle({ context, body, admin, store, fail }) {
      const id = idParam(context);
      const inquiry = id === undefined ? undefined : await updateInquiryForAdmin(await store(), id, body, admin.username);
      return inquiry ? json(inquiry) : fail("Inquiry not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/inquiries/:id" };
