import { backupDatabaseParams, formatBytes } from "../../lib/admin/database-api";
import { createBackup } from "../admin/database";
import { getJob } from "../db/store/repositories/jobs";
import { defineScript } from "./types";

/**
 * `backup-database`: writes one backup of the run-time store that the Database page lists
 * (SQLite: a database file in BACKUP_DIR, written with the online backup API while the site
 * serves; Postgres: a gzipped SQL export kept in the `backups` table), then deletes the oldest
 * beyond BACKUP_KEEP.
 */
export const backupDatabase = defineScript({
  id: "backup-database",
  title: "Back up the database",
  description:
    "Writes a backup of the run-time database (leads, companies, admin data) that the Database page lists for download, keeping the newest ones.",
  params: backupDatabaseParams,
  async run(ctx) {
    const startedBy = (await getJob(ctx.store.db, ctx.jobId))?.createdBy ?? "system";
    const reason = startedBy.startsWith("schedule:") ? "schedule" : "manual";
    ctx.log(`Backing up the ${ctx.store.engine === "postgres" ? "Postgres" : "SQLite"} store…`);
    ctx.progress(10);
    const { backup, pruned } = await createBackup(ctx.store, startedBy, reason);
    ctx.progress(90);
    ctx.log(`Wrote ${backup.name} (${formatBytes(backup.sizeBytes)})`);
    if (pruned.length > 0) ctx.log(`Deleted ${pruned.length} older backup(s): ${pruned.join(", ")}`);
    ctx.setResult({ backup: backup.name, sizeBytes: backup.sizeBytes, engine: backup.engine, pruned });
    ctx.progress(100);
  },
});
