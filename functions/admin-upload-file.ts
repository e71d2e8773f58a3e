import { openUploadFile, safeFileName } from "../src/server/admin/upload-file";
import { byId } from "../src/server/http/by-id";
import { defineFunction } from "../src/server/http/define-function";

/** GET /api/admin/uploads/:id/file: the uploaded CSV as it was sent, as an attachment, streamed in pages. */
export default defineFunction({
  GET: byId("Upload not found", {
    admin: true,
    async handle({ id, store }) {
      const file = await openUploadFile(await store(), id);
      return (
        file &&
        new Response(file.body, {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="${safeFileName(file.fileName)}"`,
            "Cache-Control": "no-store",
          },
        })
      );
    },
  }),
});

export const config = { path: "/api/admin/uploads/:id/file" };
