import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "../src/lib/admin/uploads";
import { formatZodError } from "../src/lib/errors";
import { checkOrigin, requireAdmin } from "../src/server/auth/guard";
import { previewCompaniesCsv } from "../src/server/csv/preview";
import { getDatabase } from "../src/server/db/snapshot";
import { getUpload, insertUpload, listUploads } from "../src/server/db/uploads";
import { json, jsonError, methods } from "../src/server/http/responses";

const TOO_LARGE = "file: must be at most 10 MB";
const NOT_TEXT = "file: must be a UTF-8 CSV text file";
/** Types a browser may give a .csv file (Windows says Excel); a missing type is accepted too. */
const CSV_TYPES = new Set(["text/csv", "application/csv", "text/plain", "application/octet-stream", "application/vnd.ms-excel"]);

const querySchema = z.object({
  name: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(200, "must be at most 200 characters")
    .refine((n) => /\.csv$/i.test(n), "must end in .csv")
    .refine((n) => ![...n].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127), "must not contain control characters"),
});

/** The body's bytes, refusing more than `max` without buffering them; null when too large. */
async function readBytes(req: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) return null;
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** UTF-8 text without NUL bytes (a BOM is kept, so the stored file is byte-identical), or null. */
function decodeText(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return text.includes("\0") ? null : text;
  } catch {
    return null;
  }
}

/**
 * GET /api/admin/uploads: `{ uploads }`, the 50 newest. POST /api/admin/uploads?name=<file.csv>
 * with the raw CSV as the body (text/csv, at most 10 MB): previews it against the database,
 * stores it as 'previewed' and answers 201 with the UploadDetail.
 */
export default methods({
  GET: (req) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    return json({ uploads: listUploads(getDatabase(), 50) });
  },
  POST: async (req) => {
    const admin = requireAdmin(req);
    if (admin instanceof Response) return admin;
    const refused = checkOrigin(req);
    if (refused) return refused;
    const query = querySchema.safeParse({ name: new URL(req.url).searchParams.get("name") ?? undefined });
    if (!query.success) return jsonError(formatZodError(query.error), 400);
    const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (type !== "" && !CSV_TYPES.has(type)) return jsonError("file: must be sent as text/csv (the raw file as the body)", 415);
    const bytes = await readBytes(req, MAX_UPLOAD_BYTES);
    if (bytes === null) return jsonError(TOO_LARGE, 413);
    if (bytes.byteLength === 0) return jsonError("file: is empty", 400);
    const content = decodeText(bytes);
    if (content === null) return jsonError(NOT_TEXT, 400);
    const db = getDatabase();
    const { report } = previewCompaniesCsv(db, content);
    const id = insertUpload(db, { fileName: query.data.name, sizeBytes: bytes.byteLength, content, uploadedBy: admin.username, report });
    return json(getUpload(db, id), { status: 201 });
  },
});

export const config = { path: "/api/admin/uploads" };
