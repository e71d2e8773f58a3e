import { requireAdmin } from "../src/server/auth/guard";
import { getDatabase } from "../src/server/db/snapshot";
import { getUploadFile } from "../src/server/db/uploads";
import { idParam } from "../src/server/http/context";
import { jsonError, methods } from "../src/server/http/responses";

/** The file name for a Content-Disposition header: printable ASCII without quotes or backslashes. */
function safeFileName(name: string): string {
  const cleaned = [...name]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return ch.length === 1 && code >= 32 && code < 127 && ch !== '"' && ch !== "\\";
    })
    .join("")
    .trim();
  return cleaned === "" || cleaned === ".csv" ? "upload.csv" : cleaned;
}

/** GET /api/admin/uploads/:id/file: the uploaded CSV as it was sent, as an attachment. */
export default methods({
  GET: (req, context) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const id = idParam(context);
    const file = id === undefined ? undefined : getUploadFile(getDatabase(), id);
    if (!file) return jsonError("Upload not found", 404);
    return new Response(file.content, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${safeFileName(file.fileName)}"`,
        "Cache-Control": "no-store",
      },
    });
  },
});

export const config = { path: "/api/admin/uploads/:id/file" };
