import { openUploadFile, safeFileName } from "../src/server/admin/upload-file";
import { idParam } from "../src/server/http/context";
import { defineFunction, route } from "../src/server/http/define-function";

/** GET /api/admin/uploads/:id/file: the uploaded CSV as it was sent, as an attachment, streamed in pages. */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ context, store, fail }) {
      const id = idParam(context);
      const file = id === undefined ? undefined : await openUploadFile(await store(), id);
      if (!file) return fail("Upload not found", 404);
      return new Response(file.body, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${safeFileName(file.fileName)}"`,
          "Cache-Control": "no-store",
        },
      });
    },
  }),
});

export const config = { path: "/api/admin/uploads/:id/file" };
