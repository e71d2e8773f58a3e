import { RESTORE_MAX_UPLOAD_BYTES, restoreQuerySchema } from "../src/lib/admin/database-api";
import { restoreFromUpload } from "../src/server/admin/database";
import { RestoreRefused } from "../src/server/db/backups/backup-restore";
import { defineFunction, route } from "../src/server/http/define-function";
import { json } from "../src/server/http/responses";

/**
 * POST /api/admin/database/restore?confirm=RESTORE with a backup file as the raw body (a SQLite
 * database, or the same gzipped): validates it, backs up the live database, swaps the backup in
 * and answers a RestoreResult. A refused file answers 400 `{ error, issues: [{ path: "file" }] }`
 * and leaves the live database as it was; on Postgres the answer is 501 (load the SQL export with
 * psql instead).
 */
export default defineFunction({
  POST: route({
    admin: true,
    query: restoreQuerySchema,
    body: { raw: true, maxBytes: RESTORE_MAX_UPLOAD_BYTES },
    async handle({ body, store, admin }) {
      try {
        return json(await restoreFromUpload(await store(), body as Uint8Array, admin.username));
      } catch (error) {
        if (!(error instanceof RestoreRefused)) throw error;
        console.error(`Restore by ${admin.username} refused: ${error.message}`);
        return json({ error: error.message, issues: [{ path: "file", message: error.message }] }, { status: error.status });
      }
    },
  }),
});

export const config = { path: "/api/admin/database/restore" };
