import type { Migration } from "kysely";
import type { Engine } from "../store/store";
import { type AnyDb, createTableWithId, texts } from "./migration-kit";

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
      await createTableWithId(db, engine, "backups")
        .addColumn("name", "text", (c) => c.notNull().unique())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("size_bytes", "integer", (c) => c.notNull())
        .addColumn("content", engine === "postgres" ? "bytea" : "blob", (c) => c.notNull())
        .$call(texts("created_by", "created_at"))
        .execute();
    },
  };
}
