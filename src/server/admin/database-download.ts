import type { BackupDownload } from "./database";

/** A backup as a download: attachment with its file name, never cached. */
export function attachment(download: BackupDownload): Response {
  return new Response(download.body as BodyInit, {
    headers: {
      "Content-Type": download.contentType,
      "Content-Length": String(download.size),
      "Content-Disposition": `attachment; filename="${download.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
