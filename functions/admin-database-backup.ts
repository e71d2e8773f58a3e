import { freshBackup } from "../src/server/admin/database";
import { attachment } from "../src/server/admin/database-download";
import { defineFunction, route } from "../src/server/http/define-function";

/**
 * GET /api/admin/database/backup: a backup made now, as an attachment (SQLite: a database file
 * written with the online backup API; Postgres: a gzipped SQL export). Not kept in the list.
 */
export default defineFunction({
  GET: route({
    admin: true,
    async handle({ store, admin }) {
      return attachment(await freshBackup(await store(), admin.username));
    },
  }),
});

export const config = { path: "/api/admin/database/backup" };
