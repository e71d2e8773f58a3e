import { getUploadFileInfo, readUploadContent } from "../db/store/repositories/uploads";
import type { Store } from "../db/store/store";

/**
 * The stored file of an upload as a byte stream read a page at a time, so sending a 10 MB file
 * never holds it in memory as a whole (once as text and again as bytes).
 */

/** Characters read per query. */
export const UPLOAD_FILE_PAGE_CHARS = 64 * 1024;

/** The file's name and a stream of its UTF-8 bytes (exactly what was uploaded), or undefined. */
export async function openUploadFile(
  store: Store,
  id: number,
  pageChars = UPLOAD_FILE_PAGE_CHARS,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> } | undefined> {
  const info = await getUploadFileInfo(store.db, id);
  if (!info) return undefined;
  const encoder = new TextEncoder();
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= info.length) {
        controller.close();
        return;
      }
      const part = await readUploadContent(store.db, id, offset, pageChars);
      offset += pageChars;
      // An empty page means the row changed under us (it never does: uploads are not edited).
      if (part === "") controller.close();
      else controller.enqueue(encoder.encode(part));
    },
  });
  return { fileName: info.fileName, body };
}

/** The file name for a Content-Disposition header: printable ASCII without quotes or backslashes. */
export function safeFileName(name: string): string {
  const cleaned = [...name]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return ch.length === 1 && code >= 32 && code < 127 && ch !== '"' && ch !== "\\";
    })
    .join("")
    .trim();
  return cleaned === "" || cleaned === ".csv" ? "upload.csv" : cleaned;
}
