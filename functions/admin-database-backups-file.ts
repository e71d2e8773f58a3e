import { backupNameSchema } from "../src/lib/admin/database";
import { keptBackup } from "../src/server/admin/database";
import { attachment } from "../src/server/admin/database-download";
import { defineFunction, route } from "../src/server/http/define-function";

/** GET /api/admin/database/backups/:name: one kept backup as an attachment; 404 for a name not listed. */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ context, store, admin, fail }) {
      const name = backupNameSchema.safeParse(context.params.name ?? "");
      const download = name.success ? await keptBackup(await store(), name.data, admin.username) : undefined;
      return download ? attachment(download) : fail("Backup not found", 404);
    },
  }),
});

export const config = { path: "/api/admin/database/backups/:name" };
