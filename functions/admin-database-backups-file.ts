import { backupFileParamsSchema } from "../src/lib/admin/database-api";
import { keptBackup } from "../src/server/admin/database";
import { attachment } from "../src/server/admin/database-download";
import { defineFunction, route } from "../src/server/http/define-function";

/** GET /api/admin/database/backups/:name: one kept backup as an attachment; 404 for a name not listed. */
export default defineFunction({
  GET: route({
    admin: true,
    params: backupFileParamsSchema,
    notFound: "Backup not found",
    async handle({ params, store, admin, fail }) {
      const download = await keptBackup(await store(), params.name, admin.username);
      return download ? attachment(download) : fail("Backup not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/database/backups/:name" };
