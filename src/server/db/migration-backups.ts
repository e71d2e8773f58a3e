import type { Kysely, Migration } from "kysely";
import type { Engine } from "./store";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before (and independently of) the typed schema
type AnyDb = Kysely<any>;

/**
 * Migration 0007_backups: a table for backups of a Postgres store. A Postgres store has no disk
 * of its own to keep files on (Netlify's functions have none that lasts), so each backup, a
 * gzipped SQL export of the run-time tables, is a row here. A SQLite store writes its backups as
 * files into BACKUP_DIR instead and leaves this table empty (a backup inside the file it backs
 * up would also be copied into every later backup).
 */
export function backupsTable(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable("backups")
        .$call((t) =>
          engine === "postgres" ? t.addColumn("id", "serial", (c) => c.primaryKey()) : t.addColumn("id", "integer", (c) => c.primaryKey()),
        )
        .addColumn("name", "text", (c) => c.notNull().unique())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("size_bytes", "integer", (c) => c.notNull())
        .addColumn("content", engine === "postgres" ? "bytea" : "blob", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
